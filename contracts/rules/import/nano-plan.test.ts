import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.ts';
import { NANO_PROJECT_DESCRIPTION } from './limits.ts';
import { nanoPlan } from './nano-plan.ts';

const m = messages.imports;
const paste = 'Date\tCount\nNov 1, 2020\t1,667\nNov 2, 2020\t-20\n';

describe('nanoPlan (spec §4, §9)', () => {
  it("writes each update as a word entry into the writer's project", () => {
    expect(nanoPlan(paste, { kind: 'existing', id: 12 })).toEqual({
      projects: [], tags: [], goals: [], settings: null, problems: [],
      entries: [
        { line: 2, uuid: null, project: { kind: 'existing', id: 12 }, body: { date: '2020-11-01', measure: 'word', count: 1667, note: '', tags: [], setTotal: false } },
        { line: 3, uuid: null, project: { kind: 'existing', id: 12 }, body: { date: '2020-11-02', measure: 'word', count: -20, note: '', tags: [], setTotal: false } },
      ],
    });
  });

  it('plans the new project as the spec sets it: the title, its description, drafting, no starting balance', () => {
    const plan = nanoPlan(paste, { kind: 'new', title: '  NaNo 2020 ' });
    expect(plan.problems).toEqual([]);
    expect(plan.projects).toEqual([{
      key: 'new', line: 1, uuid: null,
      body: { title: 'NaNo 2020', description: NANO_PROJECT_DESCRIPTION, phase: 'drafting', startingBalance: {}, displayOnProfile: false, starred: false },
    }]);
    expect(plan.entries.map((e) => e.project)).toEqual([{ kind: 'planned', key: 'new' }, { kind: 'planned', key: 'new' }]);
  });

  it.each([
    ['', { kind: 'existing', id: 1 } as const, [{ line: 1, message: m.pasteEmpty }]],
    [paste, { kind: 'new', title: '  ' } as const, [{ line: 1, message: m.newProjectTitle }]],
    [paste, { kind: 'new', title: 'x'.repeat(201) } as const, [{ line: 1, message: messages.validation.projectTitleMax }]],
    ['Date\tCount\nNov 1, 2020\t1\nNov 31, 2020\t1', { kind: 'new', title: '' } as const, [{ line: 1, message: m.newProjectTitle }, { line: 3, message: m.pasteDate(3) }]],
  ])('reports the paste\'s and the title\'s problems with their lines: %j', (text, target, problems) => {
    const plan = nanoPlan(text, target);
    expect(plan.problems).toEqual(problems);
    expect(plan.projects).toEqual([]);
  });
});
