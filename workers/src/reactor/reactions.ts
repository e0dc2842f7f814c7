import { msUntilSuspensionCheck } from '@inkpace/contracts/rules/account';
import { RESET_REQUEST_CATEGORY, type ResetRequestEvent, type UserEvent } from '@inkpace/contracts/events/user';
import { positionToString, streamCategory, type JsonObject, type RecordedEvent } from '@inkpace/infra/event-store';
import { jobNames } from '../jobs.ts';

export type Reaction =
  | { kind: 'add'; name: string; jobId: string; data: JsonObject; delayMs?: number }
  | { kind: 'cancel'; jobId: string };

const USER_CATEGORY = 'user';
/** The stream categories whose events cause jobs: users' streams (mails, the suspension check) and reset requests. */
export const REACTING_CATEGORIES = [USER_CATEGORY, RESET_REQUEST_CATEGORY] as const;

/** A reset link asked for: issuing it (or not) is a job, so the asker's answer never waits on the account. */
function reactionsToResetRequest(event: RecordedEvent): Reaction[] {
  const e = { type: event.type, data: event.data } as ResetRequestEvent;
  if (e.type !== 'PasswordResetAsked') return [];
  const correlationId = typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : e.data.requestId;
  return [{
    kind: 'add', name: jobNames.issueResetLink, jobId: `reset-asked-${e.data.requestId}`,
    data: { username: e.data.username, requestId: e.data.requestId, correlationId },
  }];
}

/**
 * What the workers do about one event. Job ids derive from the event, so handling an event twice (a restart
 * before the checkpoint was saved) queues nothing twice.
 */
export function reactionsTo(event: RecordedEvent, now: Date): Reaction[] {
  const category = streamCategory(event.streamId);
  if (category === RESET_REQUEST_CATEGORY) return reactionsToResetRequest(event);
  if (category !== USER_CATEGORY) return [];
  const userUuid = event.streamId.slice(USER_CATEGORY.length + 1);
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
      return [{ kind: 'add', name: jobNames.passwordChangedMail, jobId: `password-changed-${event.sequence}`, data: { userUuid, after } }];
    default:
      return [];
  }
}
