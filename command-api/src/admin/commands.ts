import type { AdminActionBody, AdminStateBody, AdminUpdateUserBody, AdminUser } from '@inkpace/contracts/api/admin';
import { notFound } from '@inkpace/contracts/rules/access';
import type { Caller } from '@inkpace/infra/http';
import { toAdminUser, userView } from '@inkpace/projector/accounts';
import { newLink, onUser, updateAccount } from '../accounts/index.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { decideAdminUpdate, decideSendReset, decideSendVerification, decideSetState, decideVerifyByFiat } from './decide.ts';

/** The user an admin route names by id (a 404 when there is none). */
async function target(deps: CommandDeps, id: number): Promise<string> {
  const view = await userView(deps.db, { id });
  if (!view) throw notFound();
  return view.uuid;
}

/** The admin's reason, when given, goes into every event's metadata (the audit trail shows it). */
const withReason = (meta: CommandMeta, reason: string | undefined): CommandMeta =>
  (reason ? { ...meta, reason } : meta);

export async function setUserState(deps: CommandDeps, caller: Caller, id: number, body: AdminStateBody, meta: CommandMeta): Promise<AdminUser> {
  const uuid = await target(deps, id);
  await onUser(deps, uuid, withReason(meta, body.reason), (user) => decideSetState(user, caller.userUuid, body.state, body.reason));
  const view = await userView(deps.db, { id });
  if (!view) throw notFound();
  return toAdminUser(view);
}

export async function verifyEmailByFiat(deps: CommandDeps, id: number, body: AdminActionBody, meta: CommandMeta): Promise<Record<string, never>> {
  await onUser(deps, await target(deps, id), withReason(meta, body?.reason), decideVerifyByFiat);
  return {};
}

export async function sendVerifyEmail(deps: CommandDeps, id: number, body: AdminActionBody, meta: CommandMeta): Promise<Record<string, never>> {
  const link = newLink(deps.linkTokens, 'verify');
  await onUser(deps, await target(deps, id), withReason(meta, body?.reason), (user) => decideSendVerification(user, link, deps.clock.now()));
  return {};
}

export async function sendPasswordResetEmail(deps: CommandDeps, id: number, body: AdminActionBody, meta: CommandMeta): Promise<Record<string, never>> {
  const link = newLink(deps.linkTokens, 'reset');
  await onUser(deps, await target(deps, id), withReason(meta, body?.reason), (user) => decideSendReset(user, link, deps.clock.now()));
  return {};
}

export async function updateUser(deps: CommandDeps, id: number, body: AdminUpdateUserBody, meta: CommandMeta): Promise<AdminUser> {
  const { reason, ...change } = body;
  await updateAccount(deps, await target(deps, id), change, withReason(meta, reason), decideAdminUpdate);
  const view = await userView(deps.db, { id });
  if (!view) throw notFound();
  return toAdminUser(view);
}
