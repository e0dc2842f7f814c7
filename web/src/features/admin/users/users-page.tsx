import { Button, Group, Loader, NativeSelect, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AdminUserList } from '@inkpace/contracts/api/admin';
import { messages } from '@inkpace/contracts/messages';
import { ADMIN_PAGE_SIZES, ADMIN_SEARCH_DEBOUNCE_MS, ADMIN_SEARCH_MAX, ADMIN_SEARCH_MAX_WAIT_MS } from '@inkpace/contracts/rules/admin';
import { formatCount } from '@inkpace/contracts/rules/format';
import { useApiQuery } from '../../../app/cache.ts';
import { usePageTitle } from '../../../app/title.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { pagerControlLabel } from '../../../ui/pager-labels.ts';
import { loadUsers, usersListKey } from './admin-users-data.ts';
import { UsersTable } from './users-table.tsx';
import { pageCount, parseUsersQuery, skipOf, usersQueryString, type UsersQuery } from './users-query.ts';

const PAGE_SIZE_CHOICES = ADMIN_PAGE_SIZES.map(String);

/** "Users 51–100 of 1,234": what the page shows, announced when a search or page change brings new rows. */
function rangeText(list: AdminUserList, query: UsersQuery): string {
  const first = skipOf(query) + 1;
  const last = skipOf(query) + list.users.length;
  return `Users ${formatCount(first)}–${formatCount(last)} of ${formatCount(list.total)}`;
}

/**
 * /admin/users (spec §2 admin-users): a searchable, paged list of users, newest first. The search (debounced, spec
 * §9), the page and the page size live in the address, so reload, back and forward keep them.
 */
export default function UsersPage(_props: { params: Record<string, string> }): ReactNode {
  usePageTitle('Users');
  const [location, navigate] = useLocation();
  const query = parseUsersQuery(useSearch());
  const go = (next: UsersQuery, replace: boolean): void => navigate(`${location}${usersQueryString(next)}`, { replace });
  const list = useApiQuery(usersListKey(query), () => loadUsers(query));

  // Typing replaces the address (one history entry per search, not per letter) and starts again at page 1.
  const [text, setText] = useState(query.search);
  const commit = useDebouncedCallback((value: string) => go({ ...query, search: value.trim(), page: 1 }, true), {
    delay: ADMIN_SEARCH_DEBOUNCE_MS,
    maxWait: ADMIN_SEARCH_MAX_WAIT_MS,
  });
  // Back and forward bring another search: the box follows, unless it is what is being typed. Runs only when the
  // address's search changes (the text and the debouncer are read as they are then).
  useEffect(() => {
    if (!commit.isPending() && text.trim() !== query.search) setText(query.search);
  }, [query.search]);

  // The rows shown stay on screen while the next page or search loads (no flash of a loader).
  const lastShown = useRef<{ list: AdminUserList; query: UsersQuery } | undefined>(undefined);
  if (list.data) lastShown.current = { list: list.data, query };
  const shown = list.data ? { list: list.data, query } : list.error === undefined ? lastShown.current : undefined;

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    commit.flush();
  };

  let body: ReactNode;
  if (shown) body = <UsersResults list={shown.list} query={shown.query} loading={list.loading} go={go} />;
  else if (list.loading) body = <PageLoader />;
  else body = <LoadFailed title="Could not load the users" error={list.error} retry={list.reload} />;

  return (
    <Stack gap="lg">
      <Title order={1}>Users</Title>
      <form role="search" onSubmit={submit} aria-label="Users">
        <TextInput
          label="Search"
          description="Username, display name or email address"
          type="search"
          value={text}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(event) => {
            setText(event.currentTarget.value);
            commit(event.currentTarget.value);
          }}
          maw={480}
        />
      </form>
      {body}
    </Stack>
  );
}

interface UsersResultsProps {
  list: AdminUserList;
  query: UsersQuery;
  loading: boolean;
  go(next: UsersQuery, replace: boolean): void;
}

function UsersResults({ list, query, loading, go }: UsersResultsProps): ReactNode {
  const pages = pageCount(list.total, query.size);
  const status = (
    <Group gap="xs" role="status" aria-live="polite">
      <Text size="sm" c="dimmed">
        {list.users.length > 0 ? rangeText(list, query) : `${formatCount(list.total)} users`}
      </Text>
      {loading && (
        <>
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">Loading…</Text>
        </>
      )}
    </Group>
  );

  if (list.total === 0) return <EmptyState message={query.search ? messages.empty.noUsersMatch(query.search) : messages.empty.noUsers} />;
  if (list.users.length === 0) {
    return (
      <EmptyState message={messages.empty.noUsersOnPage(query.page)}>
        <Button variant="light" onClick={() => go({ ...query, page: 1 }, false)}>
          Go to the first page
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm" aria-busy={loading}>
      {status}
      <div style={{ opacity: loading ? 0.6 : 1 }}>
        <UsersTable users={list.users} />
      </div>
      <Group justify="flex-end" gap="sm" align="flex-end">
        <NativeSelect
          label="Rows per page"
          size="xs"
          data={PAGE_SIZE_CHOICES}
          value={String(query.size)}
          onChange={(event) => go({ ...query, size: Number(event.currentTarget.value), page: 1 }, false)}
        />
        {pages > 1 && (
          <nav aria-label="Pages of users">
            <Pagination
              total={pages}
              value={query.page}
              onChange={(page) => go({ ...query, page }, false)}
              size="sm"
              withEdges
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              getControlProps={pagerControlLabel}
            />
          </nav>
        )}
      </Group>
    </Stack>
  );
}
