import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { User } from '@inkpace/contracts/api/account';
import { IMAGE_ACCEPT } from '@inkpace/contracts/api/uploads';
import { IMAGE_MAX_BYTES } from '@inkpace/contracts/rules/images';
import { messages } from '@inkpace/contracts/messages';
import { boardColor } from '@inkpace/contracts/rules/board-colors';
import { useSwatch } from '../../ui/swatch.ts';
import { toast } from '../../ui/toast.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { avatarFailure, avatarFailureText, avatarRemoveFailure, removeAvatar, uploadAvatar } from './avatar-actions.ts';

/**
 * The account page's avatar (spec §2 /account): the current one (or initials on the writer's colour), Upload (one
 * image of up to 2 MB, checked here first so a large file is not sent for nothing; a bar shows how much is sent) and
 * Remove (back to initials).
 */
export function AvatarCard({ user }: { user: User }): ReactNode {
  const swatch = useSwatch();
  const [sent, setSent] = useState(0);
  const name = user.displayName || user.username;

  const upload = useAsyncSubmit(
    async (file: File) => {
      setSent(0);
      await uploadAvatar(file, setSent);
      toast.success(messages.success.avatarUploaded);
    },
    { failure: avatarFailure },
  );
  const remove = useAsyncSubmit(
    async () => {
      await removeAvatar();
      toast.success(messages.success.avatarRemoved);
    },
    { failure: avatarRemoveFailure },
  );
  const busy = upload.pending || remove.pending;
  const choose = (file: File | null): void => {
    if (file === null) return;
    remove.setError(null);
    if (file.size > IMAGE_MAX_BYTES) upload.setError(avatarFailureText(messages.errors.imageTooLarge));
    else void upload.run(file);
  };
  const error = upload.error ?? remove.error;

  return (
    <Stack gap="sm" maw={420}>
      <Group gap="md" wrap="nowrap" align="center">
        <UserAvatar name={name} avatar={user.avatar} fill={swatch(boardColor('', user.id))} size={80} />
        <Text size="sm" c="dimmed">
          {messages.notes.avatarImage}
        </Text>
      </Group>
      {upload.pending && <Progress value={Math.round(sent * 100)} aria-label="Avatar upload progress" animated={sent >= 1} />}
      {error && <Alert color="red">{error}</Alert>}
      <Group gap="sm">
        <FileButton onChange={choose} accept={IMAGE_ACCEPT} inputProps={{ 'aria-label': 'Avatar image' }}>
          {(props) => (
            <Button {...props} loading={upload.pending} disabled={remove.pending} aria-busy={upload.pending}>
              {upload.pending ? 'Uploading...' : 'Upload'}
            </Button>
          )}
        </FileButton>
        <Button variant="default" color="red" onClick={() => void remove.run()} disabled={user.avatar === null || busy} loading={remove.pending}>
          Remove
        </Button>
      </Group>
    </Stack>
  );
}
