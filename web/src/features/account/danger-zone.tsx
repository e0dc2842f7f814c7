import { Button, Collapse, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { accountRoutes } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { signedOut } from '../../app/session.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

const deleteFailure = (): string => messages.errors.deleteAccountFailed;

/** Collapsed until asked for; deleting needs the username typed exactly, then signs out and goes home. */
export function DangerZone({ username }: { username: string }): ReactNode {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();
  const panelId = useId();

  const deleteAccount = async (): Promise<void> => {
    await call(accountRoutes.deleteMe);
    navigate('/', { replace: true });
    signedOut();
  };

  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: 'var(--mantine-color-red-outline)' }}>
      <Stack gap="sm">
        <Button
          variant="subtle"
          color="red"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={panelId}
          style={{ alignSelf: 'flex-start' }}
        >
          {open ? 'Hide danger zone' : 'Show danger zone'}
        </Button>
        <Collapse expanded={open} id={panelId}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              Delete Account
            </Title>
            <Text size="sm">
              Deleting your account signs you out and closes it: you will no longer be able to log in, and your
              projects, goals and progress go with it.
            </Text>
            <Button color="red" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
              Delete Account
            </Button>
          </Stack>
        </Collapse>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete Account"
        typed={{
          expected: username,
          mismatch: messages.validation.typedUsername,
          label: 'Type your username to confirm',
          description: `Your username is ${username}.`,
        }}
        confirmLabel="Delete Account"
        loadingLabel="Deleting..."
        onConfirm={deleteAccount}
        failure={deleteFailure}
      >
        {messages.confirm.aboutTo('delete your account')}
      </ConfirmDialog>
    </Paper>
  );
}
