import type { ReactNode } from 'react';
import { bannerRoutes, type Banner } from '@inkpace/contracts/api/banner';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { errorText } from '../../ui/api-error.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { bannersChanged } from './banner-cache.ts';

const deleteFailure = (error: unknown) => errorText(error, { NOT_FOUND: null }, messages.errors.bannerDeleteFailed);

/** Deleting a banner asks for its ID, typed exactly (spec §5); `banner` null means closed. */
export function DeleteBannerDialog({ banner, onClose }: { banner: Banner | null; onClose(): void }): ReactNode {
  const remove = async (): Promise<void> => {
    if (!banner) return;
    await call(bannerRoutes.remove, { params: { id: banner.id } });
    bannersChanged();
    toast.success(messages.success.deleted('The banner'));
  };

  return (
    <ConfirmDialog
      opened={banner !== null}
      onClose={onClose}
      title={banner ? `Delete banner ${banner.id}?` : 'Delete banner?'}
      typed={banner ? { expected: String(banner.id), mismatch: messages.validation.typedId, label: "Type the banner's ID to confirm", description: `Type ${banner.id}.` } : undefined}
      confirmLabel="Delete Banner"
      loadingLabel="Deleting..."
      onConfirm={remove}
      failure={deleteFailure}
    >
      {messages.confirm.aboutTo('delete this banner for every visitor')}
    </ConfirmDialog>
  );
}
