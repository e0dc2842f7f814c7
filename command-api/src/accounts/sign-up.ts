import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { User } from '@inkpace/contracts/api/account';
import type { z } from 'zod';
import type { signUpBody } from '@inkpace/contracts/api/account';
import { userStream } from '@inkpace/contracts/events/user';
import { getUser } from '@inkpace/query-api/accounts';
import type { CommandDeps } from '../pipeline/deps.ts';
import { execute, settle, type CommandMeta } from '../pipeline/execute.ts';
import { verificationRequested } from './links.ts';
import { hashPassword } from './passwords.ts';
import { userAggregate } from './user-aggregate.ts';
import { claimUsername, releaseUsername } from './username-claims.ts';

export async function signUp(deps: CommandDeps, body: z.output<typeof signUpBody>, meta: CommandMeta): Promise<User> {
  const uuid = randomUUID();
  const passwordHash = await hashPassword(body.password);
  await claimUsername(deps, body.username, uuid, meta);
  const idRow = await sql<{ id: string }>`select nextval('user_ids') as id`.execute(deps.db);
  const id = Number(idRow.rows[0]?.id);
  const signUpMeta: CommandMeta = { ...meta, actor: { type: 'user', id: uuid } };
  try {
    const { position } = await execute(deps, userStream(uuid), userAggregate, () => [
      {
        type: 'UserSignedUp',
        data: { id, uuid, username: body.username, displayName: body.username, email: body.email, passwordHash },
      },
      verificationRequested(deps.linkTokens, body.email, deps.clock.now()),
    ], signUpMeta);
    await settle(deps, position, userStream(uuid));
  } catch (error) {
    await releaseUsername(deps, body.username, uuid, signUpMeta).catch(() => undefined);
    throw error;
  }
  const user = await getUser(deps.db, id);
  if (!user) throw new Error('signed-up user not readable after settling');
  return user;
}
