import { Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProjectionStatusItem } from '@inkpace/contracts/api/admin-projections';
import { formatEta } from '@inkpace/contracts/rules/rebuild-progress';
import { formatCount, formatInstant } from '@inkpace/contracts/rules/format';

type Rebuild = NonNullable<ProjectionStatusItem['rebuild']>;

const ORIGIN: Record<Rebuild['origin'], string> = { admin: 'by an admin', cli: 'from the command line', version: 'after a new version' };
/** On the reader's clock, written as the app writes every instant. */
const when = (iso: string): string => formatInstant(iso);

/** The latest rebuild of a projection: its progress bar with rate and time left while it runs, else how it ended. */
export function RebuildCell({ name, rebuild }: { name: string; rebuild: Rebuild | null }): ReactNode {
  if (!rebuild) return <Text size="sm" c="dimmed">Never rebuilt</Text>;
  const origin = ORIGIN[rebuild.origin];
  switch (rebuild.status) {
    case 'requested':
      return <Text size="sm">Requested {origin} at {when(rebuild.requestedAt)}; waiting for a projector to start it…</Text>;
    case 'running': {
      const rate = rebuild.eventsPerSecond === null ? null : `${formatCount(Math.round(rebuild.eventsPerSecond))} events/s`;
      const eta = rebuild.etaSeconds === null ? null : `about ${formatEta(rebuild.etaSeconds)} left`;
      return (
        <Stack gap={4}>
          <Progress value={rebuild.percent} animated aria-label={`Rebuild of ${name}`} aria-valuetext={`${rebuild.percent} %`} />
          <Text size="sm">
            Rebuilding {origin}: {rebuild.percent} % ({formatCount(rebuild.applied)} of {formatCount(rebuild.total)} events)
            {rate ? `, ${rate}` : ''}{eta ? `, ${eta}` : ''}
          </Text>
        </Stack>
      );
    }
    case 'done': {
      const rate = rebuild.eventsPerSecond === null ? '' : ` at ${formatCount(Math.round(rebuild.eventsPerSecond))} events/s`;
      return <Text size="sm">Rebuilt {origin} at {when(rebuild.finishedAt ?? rebuild.requestedAt)}: {formatCount(rebuild.applied)} events{rate}</Text>;
    }
    case 'failed':
      return <Text size="sm" c="red">Rebuild {origin} failed at {when(rebuild.finishedAt ?? rebuild.requestedAt)}: {rebuild.error}</Text>;
    case 'interrupted':
      return <Text size="sm" c="orange">Rebuild {origin} was interrupted: {rebuild.process ?? 'its process'} stopped. The live tables were not touched.</Text>;
  }
}
