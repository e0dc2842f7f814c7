import type { RebuildProjectionsBody, RebuildProjectionsResult } from '@inkpace/contracts/api/admin-projections';
import { DomainError } from '@inkpace/contracts/errors';
import { projectionNames, requestRebuilds, unknownProjectionsMessage } from '@inkpace/projector';
import type { Caller } from '@inkpace/infra/http';
import type { CommandDeps } from '../pipeline/deps.ts';

/**
 * An admin asks for projections to be rebuilt (ops, not a domain fact: the request is a row of `projection_rebuilds`
 * beside the checkpoints, which a projector process claims and runs while the app keeps serving). A projection whose
 * rebuild is already requested or running is not asked twice: that rebuild catches up to the head before it swaps.
 */
export async function requestProjectionRebuilds(deps: CommandDeps, caller: Caller, body: RebuildProjectionsBody): Promise<RebuildProjectionsResult> {
  const known: readonly string[] = projectionNames;
  const wanted = body?.names ? [...new Set(body.names)] : [...known];
  const refusal = unknownProjectionsMessage(wanted, known);
  if (refusal) throw new DomainError('VALIDATION_FAILED', refusal);
  const requested = await requestRebuilds(deps.db, wanted, caller.userId);
  deps.log.info({ admin: caller.username, requested }, 'projection rebuilds requested');
  return { requested, alreadyRunning: wanted.filter((n) => !requested.includes(n)).sort() };
}
