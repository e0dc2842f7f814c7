import { randomUUID } from 'node:crypto';
import { RESET_LINK_TTL_MS, VERIFY_LINK_TTL_MS } from '@inkpace/contracts/rules/account';
import { hashToken, type LinkTokens } from '@inkpace/infra/secrets';
import type { UserEvent } from '@inkpace/contracts/events/user';

/** A verification-link request for `email`: the event carries only the hash of the token the mail will hold. */
export function verificationRequested(linkTokens: LinkTokens, email: string, now: Date): UserEvent {
  const requestId = randomUUID();
  return {
    type: 'EmailVerificationRequested',
    data: {
      requestId,
      email,
      tokenHash: hashToken(linkTokens.tokenFor('verify', requestId)),
      expiresAt: new Date(now.getTime() + VERIFY_LINK_TTL_MS).toISOString(),
    },
  };
}

export function resetRequested(linkTokens: LinkTokens, now: Date): UserEvent {
  const requestId = randomUUID();
  return {
    type: 'PasswordResetRequested',
    data: {
      requestId,
      tokenHash: hashToken(linkTokens.tokenFor('reset', requestId)),
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
      requestedAt: now.toISOString(),
    },
  };
}
