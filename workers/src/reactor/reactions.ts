import { msUntilSuspensionCheck } from '@inkpace/contracts/rules/account';
import type { UserEvent } from '@inkpace/contracts/events/user';
import { positionToString, streamCategory, type JsonObject, type RecordedEvent } from '@inkpace/infra/event-store';
import { jobNames } from '../jobs.ts';

export type Reaction =
  | { kind: 'add'; name: string; jobId: string; data: JsonObject; delayMs?: number }
  | { kind: 'cancel'; jobId: string };

/**
 * What the workers do about one event. Job ids derive from the event, so handling an event twice (a restart
 * before the checkpoint was saved) queues nothing twice.
 */
/** The stream category whose events cause jobs (mails, the suspension check): only users' streams do. */
export const REACTING_CATEGORY = 'user';

export function reactionsTo(event: RecordedEvent, now: Date): Reaction[] {
  if (streamCategory(event.streamId) !== REACTING_CATEGORY) return [];
  const userUuid = event.streamId.slice(REACTING_CATEGORY.length + 1);
  const e = { type: event.type, data: event.data } as UserEvent;
  // Handlers read read models: they first wait until those include this event.
  const after = positionToString(event.position);
  switch (e.type) {
    case 'UserSignedUp':
      return [{
        kind: 'add', name: jobNames.suspendUnverified, jobId: `suspend-${userUuid}`, data: { userUuid, after },
        delayMs: msUntilSuspensionCheck(event.createdAt, now),
      }];
    case 'EmailVerificationRequested':
      return [{ kind: 'add', name: jobNames.verifyMail, jobId: `verify-${e.data.requestId}`, data: { userUuid, after, requestId: e.data.requestId, email: e.data.email } }];
    case 'EmailVerified':
      return [{ kind: 'cancel', jobId: `suspend-${userUuid}` }];
    case 'PasswordResetRequested':
      return [{ kind: 'add', name: jobNames.resetMail, jobId: `reset-${e.data.requestId}`, data: { userUuid, after, requestId: e.data.requestId } }];
    case 'PasswordChanged':
    case 'PasswordReset':
      return [{ kind: 'add', name: jobNames.passwordChangedMail, jobId: `password-changed-${event.position.globalPosition}`, data: { userUuid, after } }];
    default:
      return [];
  }
}
