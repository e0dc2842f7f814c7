import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccountState } from '@inkpace/contracts/rules/account';

const STATE: Record<AccountState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  suspended: { label: 'Suspended', color: 'orange' },
  deleted: { label: 'Deleted', color: 'red' },
};

/**
 * An account's state as a badge whose text says it; the colour is only its dot (the "dot" variant keeps the text in
 * the body colour, which reads in both schemes where coloured text on a pale badge does not).
 */
export function StateBadge({ state }: { state: AccountState }): ReactNode {
  return (
    <Badge variant="dot" color={STATE[state].color}>
      {STATE[state].label}
    </Badge>
  );
}

/** Whether the account's email address is verified, in words. */
export function VerifiedBadge({ verified }: { verified: boolean }): ReactNode {
  return (
    <Badge variant="dot" color={verified ? 'green' : 'yellow'}>
      {verified ? 'Verified' : 'Not verified'}
    </Badge>
  );
}
