import { Alert, Fieldset, Group, Modal, Radio, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useMemo, useState, type ReactNode } from 'react';
import { bannerColors, bannerRoutes, type Banner } from '@inkpace/contracts/api/banner';
import { messages } from '@inkpace/contracts/messages';
import { normalizeBannerColor } from '@inkpace/contracts/rules/banner';
import { bannerIconKind } from '@inkpace/contracts/rules/banner-icons';
import { call } from '../../app/api.ts';
import { errorText } from '../../ui/api-error.ts';
import { CalendarDateInput } from '../../ui/calendar-date-input.tsx';
import { CancelButton, FormActions } from '../../ui/form-actions.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { toast } from '../../ui/toast.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useCloseAfterSuccess } from '../../ui/use-close-after-success.ts';
import { useZodForm } from '../../ui/use-zod-form.ts';
import { bannersChanged } from './banner-cache.ts';
import { bannerColorLabel } from './banner-format.ts';
import { bannerFormSchema, changedBannerFields, createBody, initialBannerValues, type BannerFormValues } from './banner-form-values.ts';
import { BannerAlert } from './banner-list.tsx';

/** Spec §8: each action has its "Could not …: something went wrong server-side."; a refused field shows the server's reason. */
const createFailure = (error: unknown) => errorText(error, { VALIDATION_FAILED: null }, messages.errors.bannerCreateFailed);
const editFailure = (error: unknown) => errorText(error, { VALIDATION_FAILED: null, NOT_FOUND: null }, messages.errors.bannerEditFailed);

function BannerForm({ banner, onClose }: { banner: Banner | null; onClose(): void }): ReactNode {
  const [initial] = useState(() => initialBannerValues(banner, new Date()));
  const schema = useMemo(() => bannerFormSchema(banner ? 'edit' : 'create', () => new Date()), [banner]);
  const form = useZodForm(schema, initial);
  const [done, setDone] = useState(false);
  useCloseAfterSuccess(done, onClose);

  const parsed = schema.safeParse(form.values);
  const unchanged = banner !== null && parsed.success && Object.keys(changedBannerFields(initial, parsed.data)).length === 0;

  const save = useAsyncSubmit(
    async (values: BannerFormValues) => {
      if (done || unchanged) return;
      if (banner) await call(bannerRoutes.update, { params: { id: banner.id }, body: changedBannerFields(initial, values) });
      else await call(bannerRoutes.create, { body: createBody(values) });
      bannersChanged();
      toast.success(banner ? messages.success.edited('The banner') : messages.success.created('The banner'));
      setDone(true);
    },
    { failure: banner ? editFailure : createFailure },
  );

  const { values, errors } = form;
  const showUntilError = errors.showUntilDate ?? errors.showUntilTime;

  return (
    <form onSubmit={form.onSubmit(save.run)} noValidate>
      <Stack gap="md">
        <Textarea
          value={values.message}
          onChange={(event) => form.set('message', event.currentTarget.value)}
          error={errors.message}
          label="Message"
          description="Markdown: **bold**, _italic_, [links](https://example.com). HTML shows as typed."
          rows={4}
          required
          data-autofocus
        />
        <Stack gap={4} role="group" aria-label="Preview">
          <Text size="sm" fw={500} aria-hidden>
            Preview
          </Text>
          {values.message.trim() === '' ? (
            <Text size="sm" c="dimmed">
              The message shows here as visitors will see it.
            </Text>
          ) : (
            <BannerAlert message={values.message} color={normalizeBannerColor(values.color)} icon={values.icon} />
          )}
        </Stack>
        <Radio.Group label="Color" value={values.color} onChange={(next) => form.set('color', normalizeBannerColor(next))} error={errors.color} required>
          <Group gap="lg" mt="xs">
            {bannerColors.map((color) => (
              <Radio key={color} value={color} label={bannerColorLabel(color)} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          {...form.text('icon')}
          label="Icon"
          description={values.icon.trim() !== '' && bannerIconKind(values.icon) === null ? messages.notes.bannerIconNotDrawn(values.icon.trim()) : messages.notes.bannerIcon}
          required
          spellCheck={false}
        />
        <Fieldset
          variant="unstyled"
          legend={
            <Text component="span" size="sm" fw={500}>
              Show until
            </Text>
          }
        >
          <Text size="xs" c="dimmed" mb="xs">
            On your clock ({Intl.DateTimeFormat().resolvedOptions().timeZone}).
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <CalendarDateInput
              label="Date"
              value={values.showUntilDate}
              onChange={(date) => form.set('showUntilDate', date)}
              error={showUntilError}
              clearable={false}
              required
            />
            <TimeInput
              label="Time"
              value={values.showUntilTime}
              onChange={(event) => form.set('showUntilTime', event.currentTarget.value)}
              error={showUntilError !== undefined}
              required
            />
          </SimpleGrid>
        </Fieldset>
        <Switch
          label="Enabled"
          description="Shown to every visitor while enabled, until its date and time."
          checked={values.enabled}
          onChange={(event) => form.set('enabled', event.currentTarget.checked)}
        />
        {save.error && <Alert color="red">{save.error}</Alert>}
        <FormActions
          cancel={<CancelButton onClick={onClose} pending={save.pending} />}
        >
          <SubmitButton valid={form.valid && !unchanged && !done} pending={save.pending} loadingLabel="Saving...">
            {banner ? 'Save Banner' : 'Create Banner'}
          </SubmitButton>
        </FormActions>
      </Stack>
    </form>
  );
}

/** Create (`banner` null) or edit a banner; `opened` shows it. The form starts fresh at each opening. */
export function BannerFormDialog({ opened, banner, onClose }: { opened: boolean; banner: Banner | null; onClose(): void }): ReactNode {
  return (
    <Modal opened={opened} onClose={onClose} title={banner ? `Edit banner ${banner.id}` : 'New Banner'} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <BannerForm key={banner?.id ?? 'new'} banner={banner} onClose={onClose} />}
    </Modal>
  );
}
