import { Alert, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import type { ProjectionStatusItem } from '@inkpace/contracts/api/admin-projections';
import { formatCount } from '@inkpace/contracts/rules/format';
import { invalidate, useApiQuery } from '../../../app/cache.ts';
import { usePageTitle } from '../../../app/title.ts';
import { errorText } from '../../../ui/api-error.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { StackingTable, stackingCells } from '../../../ui/stacking-table.tsx';
import { toast } from '../../../ui/toast.ts';
import { loadProjections, PROJECTIONS_KEY, rebuildUnderWay, requestRebuild } from './projections-cache.ts';
import { RebuildCell } from './rebuild-cell.tsx';
import classes from './projections.module.css';

/** While a rebuild runs the page follows it every second; otherwise it looks again every ten. */
const FOLLOW_MS = 1_000;
const IDLE_MS = 10_000;

/** The projection's health in words (a coloured dot only repeats them). */
function Health({ p }: { p: ProjectionStatusItem }): ReactNode {
  const [color, label] = p.failure ? ['red', 'Failing']
    : p.liveVersion !== null && p.liveVersion !== p.codeVersion ? ['orange', 'Rebuild pending']
      : (p.behind ?? 0) > 0 ? ['yellow', `${formatCount(p.behind ?? 0)} events behind`]
        : ['teal', 'Up to date'];
  return (
    <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden className={classes.dot} style={{ background: `var(--mantine-color-${color}-6)` }} />
      {label}
    </Text>
  );
}

function ProjectionRow({ p, onRebuild }: { p: ProjectionStatusItem; onRebuild(name: string): void }): ReactNode {
  const busy = rebuildUnderWay(p);
  return (
    <Table.Tr>
      <Table.Td className={stackingCells.primary}>
        <Text fw={600}>{p.name}</Text>
        <Text size="xs" c="dimmed">v{p.codeVersion}{p.liveVersion !== null && p.liveVersion !== p.codeVersion ? ` (v${p.liveVersion} live)` : ''}</Text>
      </Table.Td>
      <Table.Td data-label="State">
        <Stack gap={4}>
          <Health p={p} />
          {p.failure && (
            <Text size="xs" c="red">
              Stopped by event {p.failure.position} ({p.failure.eventType} on {p.failure.streamId}), {p.failure.attempts} attempts: {p.failure.error}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td data-label="Position">{p.position ?? '–'}</Table.Td>
      <Table.Td data-label="Leader">{p.leader ? p.leader.process : <Text size="sm" c="orange">No projector is leading it</Text>}</Table.Td>
      <Table.Td data-label="Last rebuild"><RebuildCell name={p.name} rebuild={p.rebuild} /></Table.Td>
      <Table.Td className={stackingCells.actions}>
        <Button size="xs" variant="default" disabled={busy} onClick={() => onRebuild(p.name)} aria-label={`Rebuild ${p.name}`}>
          {busy ? 'Rebuilding…' : 'Rebuild'}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /admin/projections (ops): each read model's version, position, lag, leading process and failure, and its latest
 * rebuild with progress. A rebuild replays the log into fresh tables while the app keeps reading the old ones and
 * accepting writes, then swaps them in.
 */
export default function ProjectionsPage(): ReactNode {
  usePageTitle('Projections');
  const { data, error, loading, reload } = useApiQuery(PROJECTIONS_KEY, loadProjections);
  const [asking, setAsking] = useState<string[] | 'all' | null>(null);
  const following = (data ?? []).some(rebuildUnderWay);

  useEffect(() => {
    const timer = setInterval(() => invalidate(PROJECTIONS_KEY), following ? FOLLOW_MS : IDLE_MS);
    return () => clearInterval(timer);
  }, [following]);

  const confirm = async (): Promise<void> => {
    const result = await requestRebuild(asking === 'all' || asking === null ? undefined : asking);
    if (result.requested.length > 0) toast.success(`Rebuild started: ${result.requested.join(', ')}.`);
    if (result.alreadyRunning.length > 0) toast.info(`Already rebuilding: ${result.alreadyRunning.join(', ')}.`);
    invalidate(PROJECTIONS_KEY);
  };

  let body: ReactNode;
  if (data === undefined && loading) body = <PageLoader />;
  else if (data === undefined) body = <LoadFailed title="Could not load the projections" error={error} retry={reload} />;
  else {
    body = (
      <StackingTable verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Projection</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Position</Table.Th>
            <Table.Th>Leader</Table.Th>
            <Table.Th>Last rebuild</Table.Th>
            <Table.Th><VisuallyHidden>Actions</VisuallyHidden></Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{data.map((p) => <ProjectionRow key={p.name} p={p} onRebuild={(name) => setAsking([name])} />)}</Table.Tbody>
      </StackingTable>
    );
  }

  const names = asking === 'all' ? 'every projection' : asking?.join(', ') ?? '';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Projections</Title>
        <Button variant="default" onClick={() => setAsking('all')} disabled={data === undefined || data.every(rebuildUnderWay)}>Rebuild all</Button>
      </Group>
      <Text c="dimmed" size="sm" maw={720}>
        The read models the app answers from, each built from the event log. A rebuild replays the whole log into fresh
        tables while the app keeps reading the old ones and accepting writes, then swaps them in.
      </Text>
      {data !== undefined && data.some((p) => p.failure) && (
        <Alert color="red" title="A projection is failing">
          It stopped at the event named below and retries with a growing pause; the other projections go on.
        </Alert>
      )}
      {body}
      <ConfirmDialog
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title="Rebuild projections"
        confirmLabel="Rebuild"
        loadingLabel="Starting..."
        onConfirm={confirm}
        failure={(e) => `Could not start the rebuild: ${errorText(e, { VALIDATION_FAILED: null }, 'something went wrong server-side.')}`}
      >
        {`You are about to rebuild ${names} from the whole event log. The app keeps working meanwhile; on a large log this takes a while and loads the database. Go ahead?`}
      </ConfirmDialog>
    </Stack>
  );
}
