import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccountState } from '@inkpace/contracts/rules/account';

const STATE: Record<AccountState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  suspended: { label: 'Suspended', color: 'orange' },
  deleted: { label: 'Deleted', color: 'red' },
};

/** An account's state as a badge whose text says it (the colour only repeats it). */
export function StateBadge({ state }: { state: AccountState }): ReactNode {
  return (
    <Badge variant="light" color={STATE[state].color}>
      {STATE[state].label}
    </Badge>
  );
}

/** Whether the account's email address is verified, in words. */
export function VerifiedBadge({ verified }: { verified: boolean }): ReactNode {
  return (
    <Badge variant="outline" color={verified ? 'teal' : 'gray'}>
      {verified ? 'Verified' : 'Not verified'}
    </Badge>
  );
}
