import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { bannerRoutes, type Banner } from '@inkpace/contracts/api/banner';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { useApiQuery } from '../../app/cache.ts';
import { usePageTitle } from '../../app/title.ts';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { AdminBannerTable } from './admin-banner-table.tsx';
import { BANNER_KEYS } from './banner-cache.ts';
import { BannerFormDialog } from './banner-form-dialog.tsx';
import { DeleteBannerDialog } from './delete-banner-dialog.tsx';

const loadAllBanners = (): Promise<Banner[]> => call(bannerRoutes.adminList);

/** The create/edit dialog: `banner` null is a new one; it stays set while the dialog closes, so the title holds. */
interface FormState {
  opened: boolean;
  banner: Banner | null;
}

/** /admin/banners (spec §2 admin-banners): list, create, edit and delete the announcement banners. */
export default function AdminBannersPage(): ReactNode {
  usePageTitle('Banners');
  const banners = useApiQuery(BANNER_KEYS.all, loadAllBanners);
  const [form, setForm] = useState<FormState>({ opened: false, banner: null });
  const [deleting, setDeleting] = useState<Banner | null>(null);

  let body: ReactNode;
  if (banners.data === undefined && banners.loading) body = <PageLoader />;
  else if (banners.data === undefined) body = <LoadFailed title={messages.errors.bannersLoadFailed} error={banners.error} retry={banners.reload} />;
  else if (banners.data.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed">
          {messages.empty.noBanners}
        </Text>
      </Paper>
    );
  } else {
    body = <AdminBannerTable banners={banners.data} now={new Date()} onEdit={(banner) => setForm({ opened: true, banner })} onDelete={setDeleting} />;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Banners</Title>
        <Button leftSection={<PlusIcon size={16} />} onClick={() => setForm({ opened: true, banner: null })}>
          New Banner
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Announcements at the top of every page, for every visitor, while enabled and until their date. Visitors can dismiss them.
      </Text>
      {body}
      <BannerFormDialog opened={form.opened} banner={form.banner} onClose={() => setForm((f) => ({ ...f, opened: false }))} />
      <DeleteBannerDialog banner={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
