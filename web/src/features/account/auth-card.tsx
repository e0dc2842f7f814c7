import { Card, Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card the public account screens (sign up, log in, reset) sit in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <Container size={440} py="xl">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="auth-card-title">
        <Stack gap="md">
          <Title order={1} size="h2" id="auth-card-title">
            {title}
          </Title>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
