import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Tag } from '@inkpace/contracts/api/tag';
import { messages } from '@inkpace/contracts/messages';
import { useApiQuery } from '../../app/cache.ts';
import { CACHE_KEYS } from '../../app/progress-cache.ts';
import { usePageTitle } from '../../app/title.ts';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { DeleteTagDialog } from './delete-tag-dialog.tsx';
import { loadTags } from './tag-data.ts';
import { TagFormDialog } from './tag-form-dialog.tsx';
import { TagTable } from './tag-table.tsx';

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The create/edit dialog: `tag` null is a new tag; it stays set while the dialog closes, so the title holds. */
interface FormState {
  opened: boolean;
  tag: Tag | null;
}

/** /account/tags (spec site §2): list, create, edit and delete the user's tags. */
export default function TagsPage(): ReactNode {
  usePageTitle('Tags');
  const { data, loading, reload } = useApiQuery(CACHE_KEYS.tags, loadTags);
  const [form, setForm] = useState<FormState>({ opened: false, tag: null });
  const [deleting, setDeleting] = useState<Tag | null>(null);

  let body: ReactNode;
  if (data === undefined && loading) body = <PageLoader />;
  else if (data === undefined) {
    body = <LoadFailed title={messages.errors.tagsLoadFailed} retry={reload} />;
  } else if (data.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed">
          {messages.empty.noTags}
        </Text>
      </Paper>
    );
  } else {
    const tags = [...data].sort((a, b) => byName.compare(a.name, b.name));
    body = <TagTable tags={tags} onEdit={(tag) => setForm({ opened: true, tag })} onDelete={setDeleting} />;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Tags</Title>
        <Button leftSection={<PlusIcon size={16} />} onClick={() => setForm({ opened: true, tag: null })}>
          New Tag
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Tags group progress entries across projects; goals and leaderboards can count only the entries with certain tags.
      </Text>
      {body}
      <TagFormDialog opened={form.opened} tag={form.tag} onClose={() => setForm((f) => ({ ...f, opened: false }))} />
      <DeleteTagDialog tag={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
