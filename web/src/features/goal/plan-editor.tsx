import { Button, CloseButton, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatCalendarDate } from '@inkpace/contracts/rules/format';
import { PACE_PLAN_MAX_WEIGHT } from '@inkpace/contracts/rules/pace-plan';
import { WEEKDAY_NAMES, weekdaysFrom } from '@inkpace/contracts/rules/week-order';
import { CalendarDateInput } from '../../ui/calendar-date-input.tsx';
import type { GoalPlanValues } from './goal-form-values.ts';

interface PlanEditorProps {
  value: GoalPlanValues;
  onChange(plan: GoalPlanValues): void;
  /** The writer's weekStartDay setting: the weekdays are shown from it (the plan stays Sunday-first). */
  weekStartDay: number;
  error: string | undefined;
}

/**
 * A target's pace plan (issue 13): a weight per weekday (0 = a day off, 2 = twice the usual share) and rest dates.
 * Par and today's target follow it; without it every day counts the same.
 */
export function PlanEditor({ value, onChange, weekStartDay, error }: PlanEditorProps): ReactNode {
  const [restDate, setRestDate] = useState<string | null>(null);
  const setWeight = (day: number, weight: number | string): void =>
    onChange({ ...value, weekdayWeights: value.weekdayWeights.map((w, i) => (i === day ? weight : w)) });
  const addRestDate = (): void => {
    if (restDate === null || value.restDates.includes(restDate)) return;
    onChange({ ...value, restDates: [...value.restDates, restDate].sort() });
    setRestDate(null);
  };

  return (
    <Paper withBorder radius="md" p="md" component="fieldset" aria-label="Pace plan" m={0}>
      <Stack gap="sm">
        <Switch
          label="Pace plan"
          description="Spread the target over the week your way: par and today's target follow the plan."
          checked={value.enabled}
          onChange={(event) => onChange({ ...value, enabled: event.currentTarget.checked })}
        />
        {value.enabled && (
          <>
            <Text size="sm" id="plan-weights-help">
              Weight of each day: 0 for a day off, 2 for a day that carries twice the usual share.
            </Text>
            <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="xs">
              {weekdaysFrom(weekStartDay).map((day) => (
                <NumberInput
                  key={day}
                  label={WEEKDAY_NAMES[day]}
                  value={value.weekdayWeights[day] ?? ''}
                  onChange={(weight) => setWeight(day, weight)}
                  min={0}
                  max={PACE_PLAN_MAX_WEIGHT}
                  allowNegative={false}
                  decimalScale={2}
                  aria-describedby="plan-weights-help"
                />
              ))}
            </SimpleGrid>
            <Group gap="xs" align="flex-end">
              <CalendarDateInput label="Rest date" description="A day with nothing planned." value={restDate} onChange={setRestDate} w={200} />
              <Button variant="default" onClick={addRestDate} disabled={restDate === null}>
                Add rest date
              </Button>
            </Group>
            {value.restDates.length > 0 && (
              <Group gap="xs" component="ul" aria-label="Rest dates" p={0} m={0} style={{ listStyle: 'none' }}>
                {value.restDates.map((date) => (
                  <Group component="li" key={date} gap={2} pl="sm" pr={2} py={2} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
                    <Text size="sm">{formatCalendarDate(date)}</Text>
                    <CloseButton
                      size="sm"
                      aria-label={`Remove rest date ${formatCalendarDate(date)}`}
                      onClick={() => onChange({ ...value, restDates: value.restDates.filter((d) => d !== date) })}
                    />
                  </Group>
                ))}
              </Group>
            )}
          </>
        )}
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
