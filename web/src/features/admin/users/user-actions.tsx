import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AdminUser } from '@inkpace/contracts/api/admin';
import { messages } from '@inkpace/contracts/messages';
import { ADMIN_REASON_MAX } from '@inkpace/contracts/rules/admin';
import { errorCode, errorText, isWritePending } from '../../../ui/api-error.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { toast } from '../../../ui/toast.ts';
import { adminUsersChanged } from './admin-users-data.ts';
import { ADMIN_USER_ACTIONS, offeredActions, type AdminUserAction } from './user-actions-table.ts';

/**
 * The audit trail is not awaited by commands (docs/architecture.md, Administration): the action shows in the
 * history a moment after it, so the page looks again once this has passed.
 */
const HISTORY_CATCH_UP_MS = 1500;

const VERIFY_ACTIONS: readonly AdminUserAction[] = ['verifyByFiat', 'sendVerification'];

/** Runs an action for the dialog: a failure is spec §8's toast (title with the code, the server's words below). */
async function perform(action: AdminUserAction, user: AdminUser, reason: string): Promise<void> {
  const info = ADMIN_USER_ACTIONS[action];
  try {
    await info.send(user, reason.trim() === '' ? undefined : reason.trim());
    toast.success(info.success(user));
  } catch (error) {
    // 202: stored, not shown yet; the server's message says so, and sending again would repeat it.
    if (isWritePending(error)) toast.info(error.message);
    else toast.error(errorText(error), messages.errors.adminUserActionFailed(info.verb, errorCode(error) ?? 'NETWORK_ERROR'));
  }
  adminUsersChanged();
}

/** Looks again once the audit trail has caught up, while the page is open (one look for the latest action). */
function useCatchUpLater(): () => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(adminUsersChanged, HISTORY_CATCH_UP_MS);
  };
}

/** State changes and the other admin actions (spec §4), each confirmed in a dialog with an optional reason. */
export function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }): ReactNode {
  const [open, setOpen] = useState<AdminUserAction | null>(null);
  const [shown, setShown] = useState<AdminUserAction>('suspend');
  const [reason, setReason] = useState('');
  const catchUpLater = useCatchUpLater();
  const actions = offeredActions(user, isSelf);
  const info = ADMIN_USER_ACTIONS[shown];

  const start = (action: AdminUserAction): void => {
    setShown(action);
    setReason('');
    setOpen(action);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="actions-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="actions-heading">
          Actions
        </Title>
        {isSelf && (
          <Text size="sm" c="dimmed">
            {messages.errors.adminOwnAccount}
          </Text>
        )}
        <Group gap="sm">
          {actions.map((action) => (
            <Button
              key={action}
              variant={ADMIN_USER_ACTIONS[action].danger ? 'outline' : 'default'}
              color={ADMIN_USER_ACTIONS[action].danger ? 'red' : undefined}
              disabled={user.isEmailVerified && VERIFY_ACTIONS.includes(action)}
              onClick={() => start(action)}
            >
              {ADMIN_USER_ACTIONS[action].label}
            </Button>
          ))}
        </Group>
        {user.state === 'active' && user.isEmailVerified && (
          <Text size="sm" c="dimmed">
            The email address is verified, so there is nothing to verify or send a verification link for.
          </Text>
        )}
      </Stack>
      {/* One dialog per action: deleting, then restoring, must not carry the typed username over. */}
      <ConfirmDialog
        key={shown}
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={info.title(user)}
        confirmLabel={info.label}
        loadingLabel={info.loadingLabel}
        danger={info.danger}
        typed={
          info.typedUsername
            ? { expected: user.username, mismatch: messages.validation.typedExactly('the username'), label: 'Username', description: `Type ${user.username} to confirm.` }
            : undefined
        }
        onConfirm={async () => {
          await perform(shown, user, reason);
          catchUpLater();
        }}
        failure={errorText}
      >
        <Stack gap="sm">
          <Text>{info.explain(user)}</Text>
          <Textarea
            label="Reason (optional)"
            description="Kept in the account's history."
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={ADMIN_REASON_MAX}
            rows={3}
          />
        </Stack>
      </ConfirmDialog>
    </Paper>
  );
}
