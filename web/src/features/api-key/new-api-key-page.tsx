import { Anchor, Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { usePageTitle } from '../../app/title.ts';
import { NewApiKeyForm, type CreatedKey } from './new-api-key-form.tsx';
import { TokenReveal } from './token-reveal.tsx';

/** Two steps (spec §2): create the key, then view its token once. */
export default function NewApiKeyPage(): ReactNode {
  usePageTitle('New API Key');
  const [created, setCreated] = useState<CreatedKey | null>(null);

  return (
    <Stack gap="lg">
      <Title order={1}>New API Key</Title>
      {created ? (
        <TokenReveal created={created} />
      ) : (
        <>
          <NewApiKeyForm onCreated={setCreated} />
          <Anchor component={Link} href="/account/api-keys" size="sm">
            Cancel
          </Anchor>
        </>
      )}
    </Stack>
  );
}
