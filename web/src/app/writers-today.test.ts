import { describe, expect, test } from 'vitest';
import { defaultUserSettings } from '@inkpace/contracts/api/account';
import { testUser } from '../test/data.ts';
import { writersToday } from './writers-today.ts';

const at = new Date('2026-03-10T10:30:00Z'); // Kiritimati 2026-03-11 00:30, Pago Pago 2026-03-09 23:30
const writer = (settings: Partial<typeof defaultUserSettings>) => testUser({ userSettings: { ...defaultUserSettings, ...settings } });

describe("the progress form's today is the writer's own", () => {
  test('their time zone, on either side of the date line', () => {
    expect(writersToday(writer({ timeZone: 'Pacific/Kiritimati' }), at)).toBe('2026-03-11');
    expect(writersToday(writer({ timeZone: 'Pacific/Pago_Pago' }), at)).toBe('2026-03-09');
    expect(writersToday(writer({ timeZone: 'UTC' }), at)).toBe('2026-03-10');
  });

  test('the hour their day ends keeps late work in yesterday', () => {
    expect(writersToday(writer({ timeZone: 'Pacific/Kiritimati', dayEndHour: 2 }), at)).toBe('2026-03-10');
  });
});
