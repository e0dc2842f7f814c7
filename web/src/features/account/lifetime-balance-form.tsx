import { Alert, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { updateSettingsBody, type User } from '@inkpace/contracts/api/account';
import { MeasureCountRows } from '../../ui/measure-count-rows.tsx';
import { measureRowsSchema, rowsProblem } from '../../ui/measure-count-schema.ts';
import { rowsOfCounts, sameCounts, type MeasureCountRow } from '../../ui/measure-count-values.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { saveSettings, settingsFailure } from './save-settings.ts';

const balanceRows = measureRowsSchema(updateSettingsBody.shape.lifetimeStartingBalance.unwrap());

/**
 * The lifetime starting balance (spec §3, §5): what a writer wrote before Inkpace, per measure, added to their grand
 * totals on the lifetime stats (not to any project). The same rows as a project's starting balances.
 */
export function LifetimeBalanceForm({ user }: { user: User }): ReactNode {
  const saved = user.userSettings.lifetimeStartingBalance;
  const [rows, setRows] = useState<MeasureCountRow[]>(() => rowsOfCounts(saved));
  const parsed = balanceRows.safeParse(rows);
  const unchanged = parsed.success && sameCounts(parsed.data, saved);
  const save = useAsyncSubmit(async () => {
    if (parsed.success) await saveSettings({ lifetimeStartingBalance: parsed.data });
  }, { failure: settingsFailure });

  return (
    <form onSubmit={(event) => { event.preventDefault(); void save.run(); }} noValidate aria-label="Lifetime starting balance">
      <Stack gap="sm" maw={520}>
        <MeasureCountRows
          rows={rows}
          onChange={setRows}
          check={(r) => rowsProblem(balanceRows, r)}
          legend="Starting balances"
          description="Progress from before you tracked it anywhere here: it counts in your lifetime totals, not in a project."
          addLabel="Add a balance"
          rowNoun="balance"
          countLabel={(plural) => `Starting ${plural}`}
        />
        {save.error && <Alert color="red">{save.error}</Alert>}
        <SubmitButton valid={parsed.success} pending={save.pending} loadingLabel="Saving..." disabled={unchanged} style={{ alignSelf: 'flex-start' }}>
          Save
        </SubmitButton>
      </Stack>
    </form>
  );
}
