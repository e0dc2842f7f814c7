import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import { errorText } from '../../../../ui/api-error.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { LoadFailed } from '../../../../ui/load-failed.tsx';
import { PageLoader } from '../../../../ui/page-loader.tsx';
import { useInView } from '../../../../ui/use-in-view.ts';
import type { HistoryFilters } from '../admin-users-data.ts';
import { HistoryEntry } from './history-entry.tsx';
import { filtersToSend, HistoryFilterFields, NO_FILTERS, type FilterValues } from './history-filters.tsx';
import classes from './history.module.css';
import { useHistory, type HistoryState } from './use-history.ts';

/** The end of the list: older events load as it comes into view, or with the button (keyboards, screen readers). */
function ListEnd({ history }: { history: HistoryState }): ReactNode {
  const end = useRef<HTMLDivElement>(null);
  const inView = useInView(end);
  const { hasMore, loadingMore, moreError, loadMore } = history;
  useEffect(() => {
    if (inView && hasMore && !loadingMore && moreError === undefined) loadMore();
  });
  return (
    <div ref={end}>
      {moreError !== undefined && (
        <Alert color="red" title="Could not load older events" role="alert" mb="xs">
          {errorText(moreError)}
        </Alert>
      )}
      {loadingMore ? (
        <Center role="status" aria-live="polite" py="sm">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Loading older events…</Text>
          </Group>
        </Center>
      ) : (
        hasMore && (
          <Center py="sm">
            <Button variant="default" onClick={loadMore}>
              Load more
            </Button>
          </Center>
        )
      )}
    </div>
  );
}

function HistoryList({ history, filtered }: { history: HistoryState; filtered: boolean }): ReactNode {
  if (history.items === undefined) {
    if (history.loading) return <PageLoader />;
    return <LoadFailed title="Could not load the history" error={history.error} retry={history.reload} />;
  }
  if (history.items.length === 0) return <EmptyState message={filtered ? messages.empty.noMatchingHistory : messages.empty.noHistory} />;
  return (
    <Stack gap="xs">
      <ol className={classes.list} aria-label="Events, newest first">
        {history.items.map((item) => (
          <HistoryEntry key={item.id} item={item} />
        ))}
      </ol>
      <ListEnd history={history} />
    </Stack>
  );
}

/**
 * Everything that concerns the user, newest first (spec §2 "audit events"): filters that go to the server, and the
 * next page loaded as the end of the list comes into view.
 */
export function UserHistory({ userId }: { userId: number }): ReactNode {
  const [values, setValues] = useState<FilterValues>(NO_FILTERS);
  // While the dates are the wrong way round, the last valid filters stay in force.
  const [sent, setSent] = useState<HistoryFilters>({});
  const history = useHistory(userId, sent);
  const change = (next: FilterValues): void => {
    setValues(next);
    const valid = filtersToSend(next);
    if (valid) setSent(valid);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="history-heading">
      <Group justify="space-between" align="center">
        <Title order={2} id="history-heading">
          History
        </Title>
        <Button variant="default" size="xs" onClick={history.reload} loading={history.loading}>
          Refresh
        </Button>
      </Group>
      <HistoryFilterFields value={values} onChange={change} />
      <HistoryList history={history} filtered={Object.keys(sent).length > 0} />
    </Stack>
  );
}
