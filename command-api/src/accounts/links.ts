import { randomUUID } from 'node:crypto';
import { hashToken, type LinkTokens } from '@inkpace/infra/secrets';
import type { LinkSecret } from './decide.ts';

/**
 * A new one-time link (verification or reset): a fresh request id and the hash of the token the mail will hold
 * (`HMAC(installation secret, request id)`, derived again by the mail job). Only the hash goes into the event;
 * when it expires is the decision's (decide.ts).
 */
export function newLink(linkTokens: LinkTokens, kind: 'verify' | 'reset'): LinkSecret {
  const requestId = randomUUID();
  return { requestId, tokenHash: hashToken(linkTokens.tokenFor(kind, requestId)) };
}
