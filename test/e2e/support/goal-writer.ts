import { createUser, sessionCookie, type TestUser } from './accounts.ts';
import { createGoal, daysFromToday, useUtc } from './goals.ts';
import { createProject, logTally } from './projects.ts';

export interface GoalWriter {
  user: TestUser;
  cookie: string;
  targetId: number;
  habitId: number;
}

/**
 * A writer (in UTC) with a novel, two weeks of entries up to today, a starred target of 30,000 words over a month
 * with a pace plan (Sundays off, Saturdays double), a daily writing habit, and an upcoming goal.
 */
export async function writerWithGoals(): Promise<GoalWriter> {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  return { user, cookie, ...(await seedGoals(cookie)) };
}

/** The project, entries and goals of `writerWithGoals` for an existing account (its zone set to UTC). */
export async function seedGoals(cookie: string): Promise<{ targetId: number; habitId: number }> {
  await useUtc(cookie);
  const novel = await createProject(cookie, { title: 'The Glass Orchard', phase: 'drafting' });
  const words = [900, 1200, 0, 1500, 700, 0, 2100, 1300, 800, 0, 1600, 1100, 950, 1250];
  for (let i = 0; i < words.length; i++) {
    const count = words[i] ?? 0;
    if (count > 0) await logTally(cookie, { date: daysFromToday(i - words.length + 1), workId: novel.id, measure: 'word', count });
  }
  const target = await createGoal(cookie, {
    title: 'Finish the first draft',
    description: 'Thirty thousand words of the orchard, chapter by chapter.',
    type: 'target',
    parameters: { threshold: { measure: 'word', count: 30000 } },
    startDate: daysFromToday(-13),
    endDate: daysFromToday(16),
    workIds: [novel.id],
    starred: true,
    plan: { weekdayWeights: [0, 1, 1, 1, 1, 1, 2], restDates: [daysFromToday(5)] },
  });
  const habit = await createGoal(cookie, {
    title: 'Write every day',
    type: 'habit',
    parameters: { cadence: { unit: 'day', period: 1 }, threshold: null },
    startDate: daysFromToday(-13),
  });
  await createGoal(cookie, {
    title: 'Revise in spring',
    type: 'target',
    parameters: { threshold: { measure: 'time', count: 1200 } },
    startDate: daysFromToday(40),
    endDate: daysFromToday(100),
  });
  return { targetId: target.id, habitId: habit.id };
}
