import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { sortApiKeys, type ApiKey } from '@inkpace/contracts/api/api-key';
import { messages } from '@inkpace/contracts/messages';
import { API_KEYS_PER_WRITER } from '@inkpace/contracts/rules/limits';
import { useApiQuery } from '../../app/cache.ts';
import { usePageTitle } from '../../app/title.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { API_KEYS_KEY, loadApiKeys } from './api-key-cache.ts';
import { ApiKeyTable } from './api-key-table.tsx';
import { DeleteApiKeyDialog } from './delete-api-key-dialog.tsx';

/** /account/api-keys: the user's keys, non-expired first then newest (spec §4), with delete and "new". */
export default function ApiKeysPage(): ReactNode {
  usePageTitle('API Keys');
  const { data, error, loading, reload } = useApiQuery(API_KEYS_KEY, loadApiKeys);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const now = new Date();
  // The server refuses a key past the limit; the page says so before the writer fills the form in.
  const full = data !== undefined && data.length >= API_KEYS_PER_WRITER;

  let body: ReactNode;
  if (data === undefined && loading) body = <PageLoader />;
  else if (data === undefined) {
    body = <LoadFailed title="Could not load your API keys" error={error} retry={reload} />;
  } else if (data.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl">
        <Stack gap="xs" align="center" ta="center">
          <Text fw={600}>You have no API keys yet.</Text>
          <Text c="dimmed" size="sm" maw={420}>
            An API key lets a script or another app record progress for you. Create one to get started.
          </Text>
        </Stack>
      </Paper>
    );
  } else body = <ApiKeyTable keys={sortApiKeys(data, now)} now={now} onDelete={setDeleting} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>API Keys</Title>
        {full ? (
          <Button disabled aria-describedby="api-key-limit">New API Key</Button>
        ) : (
          <Button component={Link} href="/account/api-keys/new">
            New API Key
          </Button>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        Send a key as <code>Authorization: Bearer &lt;token&gt;</code> to use the API as yourself.
      </Text>
      {full && (
        <Alert id="api-key-limit" color="yellow" variant="light">
          {messages.errors.apiKeyLimit}
        </Alert>
      )}
      {body}
      <DeleteApiKeyDialog apiKey={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
