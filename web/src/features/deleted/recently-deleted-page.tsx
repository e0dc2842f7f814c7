import { Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { DeletedItem } from '@inkpace/contracts/api/deleted';
import { messages } from '@inkpace/contracts/messages';
import { useApiQuery } from '../../app/cache.ts';
import { DELETED_KEY, loadDeleted, restoreDeleted, restoreFailure } from '../../app/restore.ts';
import { usePageTitle } from '../../app/title.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { toast } from '../../ui/toast.ts';
import { restoredMessage, restoreTarget, rowKey } from './deleted-labels.ts';
import { DeletedTable } from './deleted-table.tsx';

const without = <T,>(set: ReadonlySet<T>, value: T): Set<T> => new Set([...set].filter((v) => v !== value));

/**
 * /account/deleted (issue 28, "Recently deleted"): what the writer deleted within the restore window, newest first,
 * each with Restore. A restored row leaves at once (the list reloads behind it); a refused one says why in its row.
 */
export default function RecentlyDeletedPage(): ReactNode {
  usePageTitle('Recently Deleted');
  const { data, error, loading, reload } = useApiQuery(DELETED_KEY, loadDeleted);
  const [restoring, setRestoring] = useState<ReadonlySet<string>>(new Set());
  const [restored, setRestored] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<ReadonlyMap<string, string>>(new Map());
  const now = new Date();

  const restore = async (item: DeletedItem): Promise<void> => {
    const key = rowKey(item);
    setRestoring((s) => new Set(s).add(key));
    setFailures((f) => new Map([...f].filter(([k]) => k !== key)));
    try {
      await restoreDeleted(restoreTarget(item));
      setRestored((s) => new Set(s).add(key));
      toast.success(restoredMessage(item));
    } catch (e) {
      setFailures((f) => new Map(f).set(key, restoreFailure(e)));
    } finally {
      setRestoring((s) => without(s, key));
    }
  };

  const items = data?.filter((item) => !restored.has(rowKey(item)));
  let body: ReactNode;
  if (items === undefined && loading) body = <PageLoader />;
  else if (items === undefined) body = <LoadFailed title={messages.errors.deletedLoadFailed} error={error} retry={reload} />;
  else if (items.length === 0) body = <EmptyState message={messages.empty.noDeleted} />;
  else body = <DeletedTable items={items} now={now} restoring={restoring} failures={failures} onRestore={(item) => void restore(item)} />;

  return (
    <Stack gap="lg">
      <Title order={1}>Recently Deleted</Title>
      <Text c="dimmed" size="sm">
        {messages.notes.recentlyDeleted}
      </Text>
      {body}
    </Stack>
  );
}
