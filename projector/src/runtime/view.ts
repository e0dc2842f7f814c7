import type { Owned } from '@inkpace/contracts/rules/access';

/**
 * A resource as a reader returns it: what the access policy looks at (owner, live), its stream's uuid (for
 * commands) and its wire shape (for answers). Readers never decide who may see it: contracts/rules/access.ts does.
 */
export interface View<T> extends Owned {
  /** The uuid of its event stream (a client-chosen public uuid is `api.uuid`; see progress/tables.ts). */
  uuid: string;
  api: T;
}
