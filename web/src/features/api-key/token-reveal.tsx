import { Alert, Anchor, Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { CreatedKey } from './new-api-key-form.tsx';

/** Step 2: the token, shown this once. Focus moves to the heading so screen readers hear the new step. */
export function TokenReveal({ created }: { created: CreatedKey }): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack gap="md" maw={560}>
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        Your new API key “{created.name}”
      </Title>
      <Alert color="yellow" title="Copy it now">
        This token is shown only once. Store it somewhere safe: you will not be able to see it again.
      </Alert>
      <Code block aria-label="API key token" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {created.token}
      </Code>
      <CopyButton value={created.token} timeout={3000}>
        {({ copied, copy }) => (
          <Group gap="sm">
            <Button onClick={copy} color={copied ? 'teal' : undefined}>
              {copied ? 'Copied!' : 'Copy token'}
            </Button>
            <Text size="sm" role="status">
              {copied ? 'The token is on your clipboard.' : ''}
            </Text>
          </Group>
        )}
      </CopyButton>
      <Anchor component={Link} href="/account/api-keys">
        Back to API keys
      </Anchor>
    </Stack>
  );
}
