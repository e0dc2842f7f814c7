import { IDEMPOTENCY_KEY_MAX } from './import/limits.ts';

/**
 * The Idempotency-Key request header (issue 29): a client's name for one write, so that sending the write again
 * (a retry after a lost answer, a re-run import) gets the first answer instead of writing twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is the stored first answer to an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 1–IDEMPOTENCY_KEY_MAX visible ASCII characters (no spaces or control characters), as UUIDs and ULIDs are. */
const VISIBLE_ASCII = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

export const isIdempotencyKey = (value: string): boolean => VISIBLE_ASCII.test(value);
