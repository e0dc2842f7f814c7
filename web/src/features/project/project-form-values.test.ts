import { describe, expect, test } from 'vitest';
import { countsOfRows, rowsOfCounts, touchedRows, unusedMeasures } from '../../ui/measure-count-values.ts';
import { balancesError, changedProjectFields, emptyProjectForm, formValuesOf, projectFormSchema } from './project-form-values.ts';
import { testProject } from '../../test/data.ts';

describe('the project form values', () => {
  test('balance rows become the startingBalance record; blanks and fractions get the contracts messages', () => {
    expect(countsOfRows([{ measure: 'word', count: 500 }, { measure: 'time', count: '1', minutes: 30 }])).toEqual({ word: 500, time: 90 });
    const blank = projectFormSchema.safeParse({ ...emptyProjectForm, title: 'A', phase: 'drafting', balances: [{ measure: 'word', count: '' }] });
    expect(blank.error?.issues[0]?.message).toBe('Please fill in all balances, or remove blank rows.');
    const fraction = projectFormSchema.safeParse({ ...emptyProjectForm, title: 'A', phase: 'drafting', balances: [{ measure: 'word', count: 1.5 }] });
    expect(fraction.error?.issues[0]?.message).toBe('Please only enter whole numbers.');
  });

  test('time balances are hours and minutes, as entries are; a blank one of the two counts as 0', () => {
    expect(countsOfRows([{ measure: 'time', count: '-1', minutes: '30' }])).toEqual({ time: -90 });
    expect(countsOfRows([{ measure: 'time', count: '', minutes: 45 }])).toEqual({ time: 45 });
    expect(countsOfRows([{ measure: 'time', count: '', minutes: '' }]).time).toBeNaN();
    expect(rowsOfCounts({ time: 125, word: 3 })).toEqual([{ measure: 'word', count: 3 }, { measure: 'time', count: 2, minutes: 5 }]);
  });

  test('a freshly added blank row has no message until touched; a touched one does', () => {
    const touchedBalanceError = (rows: Parameters<typeof touchedRows>[0]) => balancesError(touchedRows(rows));
    expect(touchedBalanceError([{ measure: 'word', count: 10 }, { measure: 'page', count: '', fresh: true }])).toBeUndefined();
    expect(touchedBalanceError([{ measure: 'page', count: '' }])).toBe('Please fill in all balances, or remove blank rows.');
    expect(touchedBalanceError([{ measure: 'word', count: 1.5 }, { measure: 'page', count: '', fresh: true }])).toBe('Please only enter whole numbers.');
  });

  test('a new project needs a phase', () => {
    const result = projectFormSchema.safeParse({ ...emptyProjectForm, title: 'A' });
    expect(result.error?.issues[0]?.message).toBe('Please pick a phase.');
  });

  test('each measure is offered once', () => {
    expect(unusedMeasures([{ measure: 'word', count: 1 }])).not.toContain('word');
  });

  test('an edit sends only what changed', () => {
    const project = testProject({ title: 'Old', startingBalance: { word: 10 } });
    const values = projectFormSchema.parse({ ...formValuesOf(project), title: ' New ' });
    expect(changedProjectFields(project, values)).toEqual({ title: 'New' });
    const balance = projectFormSchema.parse({ ...formValuesOf(project), balances: [] });
    expect(changedProjectFields(project, balance)).toEqual({ startingBalance: {} });
  });
});
