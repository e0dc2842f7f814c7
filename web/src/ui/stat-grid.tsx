import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import ui from './ui.module.css';

export interface Stat {
  label: string;
  value: string;
  /** A line under the value, e.g. "of 50,000 words". */
  note?: string;
}

/** A titled section of figures, each a term and its value (a description list for screen readers). */
export function StatGrid({ title, stats }: { title: string; stats: Stat[] }): ReactNode {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: Math.min(4, stats.length) }} spacing="sm" m={0}>
        {stats.map((stat) => (
          <Paper key={stat.label} withBorder radius="md" p="sm">
            <Text component="dt" size="sm" className={ui.muted}>
              {stat.label}
            </Text>
            <Text component="dd" m={0} fw={700} fz={{ base: 'lg', sm: 'xl' }} style={{ overflowWrap: 'anywhere' }}>
              {stat.value}
            </Text>
            {stat.note && (
              <Text component="dd" m={0} size="xs" className={ui.muted}>
                {stat.note}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
