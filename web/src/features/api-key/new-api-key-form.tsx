import { Alert, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { apiKeyExpiryDateProblem, apiKeyRoutes, createApiKeyBody } from '@inkpace/contracts/api/api-key';
import { messages } from '@inkpace/contracts/messages';
import { writerDate } from '@inkpace/contracts/rules/dates';
import { call } from '../../app/api.ts';
import { invalidate } from '../../app/cache.ts';
import { errorText } from '../../ui/api-error.ts';
import { CalendarDateInput } from '../../ui/calendar-date-input.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useZodForm, type Parsed } from '../../ui/use-zod-form.ts';
import { API_KEYS_KEY } from './api-key-cache.ts';
import { EXPIRY_PRESETS, expiresAtFor, type ExpiryChoice } from './expiry.ts';

const choices = ['1m', '3m', '1y', 'never', 'custom'] as const satisfies readonly ExpiryChoice[];

/** Name and expiry of a new key; a custom date must be today or later (the rule the server shares). */
export function newApiKeySchema(today: string) {
  return z
    .object({ name: createApiKeyBody.shape.name, expiry: z.enum(choices), customDate: z.string().nullable() })
    .superRefine((v, ctx) => {
      if (v.expiry !== 'custom') return;
      const problem = apiKeyExpiryDateProblem(v.customDate, today);
      if (problem) ctx.addIssue({ code: 'custom', path: ['customDate'], message: problem });
    });
}


// A refused name or expiry, and the key limit, are told in the server's words; anything else is a failure.
const createFailure = (error: unknown): string => errorText(error, { VALIDATION_FAILED: null, CONFLICT: null }, messages.errors.apiKeyCreateFailed);

export interface CreatedKey {
  name: string;
  token: string;
}

export function NewApiKeyForm({ onCreated }: { onCreated(key: CreatedKey): void }): ReactNode {
  const today = writerDate(new Date());
  const schema = useMemo(() => newApiKeySchema(today), [today]);
  const form = useZodForm(schema, { name: '', expiry: '3m', customDate: null });
  const create = useAsyncSubmit(
    async ({ name, expiry, customDate }: Parsed<typeof schema>) => {
      const key = await call(apiKeyRoutes.create, { body: { name, expiresAt: expiresAtFor(expiry, customDate, new Date()) } });
      invalidate(API_KEYS_KEY);
      onCreated({ name: key.name, token: key.token });
    },
    { failure: createFailure },
  );

  return (
    <form onSubmit={form.onSubmit(create.run)} noValidate aria-label="New API key">
      <Stack gap="md" maw={420}>
        <TextInput {...form.text('name')} label="Name" description="What the key is for, e.g. the app that uses it." required />
        <Radio.Group
          label="Expires"
          value={form.values.expiry}
          onChange={(value) => form.set('expiry', value as ExpiryChoice)}
          error={form.errors.expiry}
        >
          <Group gap="md" mt="xs">
            {EXPIRY_PRESETS.map((p) => (
              <Radio key={p.value} value={p.value} label={`In ${p.label}`} />
            ))}
            <Radio value="never" label="Never" />
            <Radio value="custom" label="On a date" />
          </Group>
        </Radio.Group>
        {form.values.expiry === 'custom' && (
          <CalendarDateInput
            label="Expiration date"
            description="The key works until the end of this day."
            value={form.values.customDate}
            onChange={(value) => form.set('customDate', value)}
            minDate={today}
            error={form.errors.customDate}
            required
          />
        )}
        {create.error && <Alert color="red">{create.error}</Alert>}
        <SubmitButton valid={form.valid} pending={create.pending} loadingLabel="Creating..." style={{ alignSelf: 'flex-start' }}>
          Create API Key
        </SubmitButton>
      </Stack>
    </form>
  );
}
