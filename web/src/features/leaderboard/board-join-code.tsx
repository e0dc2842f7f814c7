import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import { toast } from '../../ui/toast.ts';
import { joinLinkPath } from './leaderboard-actions.ts';

/** The join link of a board (spec §9: "the join link is the join route with a joinCode query"), on this site. */
export function joinLink(uuid: string): string {
  return `${window.location.origin}${joinLinkPath(encodeURIComponent(uuid))}`;
}

async function copy(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(messages.errors.copyFailed);
  }
}

/** One value to copy: its name, the value (selectable, never cut short), and a button that copies it. */
function CopyRow({ label, value, button, done }: { label: string; value: string; button: string; done: string }): ReactNode {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} component="h3" m={0}>
        {label}
      </Text>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Code block style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {value}
        </Code>
        <Button variant="light" onClick={() => void copy(value, done)}>
          {button}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * "View Join Code" (only on a joinable board): a dialog with the code (the board's uuid) and the join link, each
 * with a copy button ("Code copied!", "Link copied!").
 */
export function JoinCodeButton({ uuid, title }: { uuid: string; title: string }): ReactNode {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={open}>
        View Join Code
      </Button>
      <Modal opened={opened} onClose={close} title={`Join code for ${title}`} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text size="sm">Anyone with the code or the link can join this leaderboard while it is open to new members.</Text>
          <CopyRow label="Code" value={uuid} button="Copy code" done={messages.success.codeCopied} />
          <CopyRow label="Link" value={joinLink(uuid)} button="Copy link" done={messages.success.linkCopied} />
        </Stack>
      </Modal>
    </>
  );
}
