import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { signedIn } from '../../app/session.ts';
import { testProject, testTag, testUser } from '../../test/data.ts';
import { testGoal } from '../../test/goal-data.ts';
import { fail, fakeServer, ok, writes } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import EditGoalPage from './edit-goal-page.tsx';
import NewGoalPage from './new-goal-page.tsx';

beforeEach(() => {
  invalidateAll();
  // A writer whose week starts on Monday.
  signedIn(testUser({ userSettings: { ...testUser().userSettings, weekStartDay: 1 } }));
});
afterEach(() => notifications.clean());
// Typing many fields takes a few seconds when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const lists = {
  'GET /api/v1/project': ok([testProject({ id: 1, title: 'Novel' }), testProject({ id: 2, title: 'Poems' })]),
  'GET /api/v1/tag': ok([testTag(7, 'morning')]),
};

const form = (name: string) => within(screen.getByRole('form', { name }));

describe('the new goal form', () => {
  test('switching the type keeps each type’s own entries', async () => {
    fakeServer(lists);
    renderAt('/goals/new', <NewGoalPage params={{}} />);
    const user = userEvent.setup();
    const f = form('New goal');
    await user.type(f.getByRole('textbox', { name: 'Title' }), 'Both ways');
    await user.type(f.getByRole('textbox', { name: 'Target' }), '5000');
    await user.selectOptions(f.getByRole('combobox', { name: 'Measure' }), 'Pages');
    await user.click(f.getByRole('radio', { name: /^Habit/ }));
    expect(f.queryByRole('textbox', { name: 'Target' })).toBeNull();
    await user.clear(f.getByRole('textbox', { name: 'Every' }));
    await user.type(f.getByRole('textbox', { name: 'Every' }), '2');
    await user.selectOptions(f.getByRole('combobox', { name: 'Unit' }), 'Weeks');
    await user.type(f.getByRole('textbox', { name: 'At least' }), '30');
    expect(f.getByRole('combobox', { name: 'Measure' })).toHaveValue('word');

    await user.click(f.getByRole('radio', { name: /^Target/ }));
    expect(f.getByRole('textbox', { name: 'Target' })).toHaveValue('5,000');
    expect(f.getByRole('combobox', { name: 'Measure' })).toHaveValue('page');
    await user.click(f.getByRole('radio', { name: /^Habit/ }));
    expect(f.getByRole('textbox', { name: 'Every' })).toHaveValue('2');
    expect(f.getByRole('combobox', { name: 'Unit' })).toHaveValue('week');
    expect(f.getByRole('textbox', { name: 'At least' })).toHaveValue('30');
  });

  test('a target needs its amount; the plan editor starts on the writer’s week start and is sent Sunday-first', async () => {
    const server = fakeServer({ ...lists, 'POST /api/v1/goal': (req) => ok(testGoal({ id: 9, ...(req.body as object) }), 201) });
    renderAt('/goals/new', <NewGoalPage params={{}} />);
    const user = userEvent.setup();
    const f = form('New goal');
    await user.type(f.getByRole('textbox', { name: 'Title' }), 'Planned');
    expect(f.getByRole('button', { name: 'Create Goal' })).toBeDisabled();
    await user.type(f.getByRole('textbox', { name: 'Target' }), '7');
    await user.clear(f.getByRole('textbox', { name: 'Target' }));
    expect(await f.findByText(messages.validation.targetThreshold)).toBeInTheDocument();
    await user.type(f.getByRole('textbox', { name: 'Target' }), '7000');

    await user.click(f.getByRole('switch', { name: /Pace plan/ }));
    const plan = within(screen.getByRole('group', { name: 'Pace plan' }));
    const days = plan.getAllByRole('textbox').slice(0, 7).map((input) => input.getAttribute('id'));
    expect(days.map((id) => document.querySelector(`label[for="${id}"]`)?.textContent)).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    );
    await user.clear(plan.getByRole('textbox', { name: 'Sunday' }));
    await user.type(plan.getByRole('textbox', { name: 'Sunday' }), '0');
    await user.clear(plan.getByRole('textbox', { name: 'Saturday' }));
    await user.type(plan.getByRole('textbox', { name: 'Saturday' }), '2');
    await user.click(f.getByRole('button', { name: 'Create Goal' }));
    await waitFor(() => expect(writes(server.sent)).toHaveLength(1));
    expect(writes(server.sent)[0]?.body).toEqual({
      title: 'Planned',
      description: '',
      type: 'target',
      parameters: { threshold: { measure: 'word', count: 7000 } },
      startDate: null,
      endDate: null,
      workIds: [],
      tagIds: [],
      displayOnProfile: false,
      starred: false,
      plan: { weekdayWeights: [0, 1, 1, 1, 1, 1, 2], restDates: [] },
    });
  });
});

describe('the edit goal form', () => {
  const habit = testGoal({
    id: 4,
    title: 'Daily words',
    type: 'habit',
    parameters: { cadence: { unit: 'day', period: 1 }, threshold: { measure: 'word', count: 250 } },
    startDate: '2026-01-01',
    tagIds: [7],
  });

  test('sends only the changed fields', async () => {
    const server = fakeServer({ ...lists, 'GET /api/v1/goal/4': ok(habit), 'PATCH /api/v1/goal/4': (req) => ok({ ...habit, ...(req.body as object) }) });
    renderAt(
      '/goals/4/edit',
      <>
        <Notifications />
        <EditGoalPage params={{ goalId: '4' }} />
      </>,
    );
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Daily words');
    const f = form('Edit goal');
    expect(f.getByRole('textbox', { name: 'At least' })).toHaveValue('250');
    expect(f.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(f.getByRole('textbox', { name: 'At least' }));
    await user.type(f.getByRole('textbox', { name: 'At least' }), '300');
    await user.type(f.getByRole('textbox', { name: 'Description' }), 'Every single day.');
    await user.click(f.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(server.sent)).toHaveLength(1));
    expect(writes(server.sent)[0]).toEqual({
      method: 'PATCH',
      url: '/api/v1/goal/4',
      body: { description: 'Every single day.', parameters: { cadence: { unit: 'day', period: 1 }, threshold: { measure: 'word', count: 300 } } },
    });
    expect(await screen.findByText(messages.success.edited('Daily words'))).toBeInTheDocument();
  });

  // Issue 27 #8: tag colours were used only on the Tags page; the goal's tag filter drew every tag alike.
  test("the tag filter shows each tag in its colour, chosen or offered", async () => {
    fakeServer({ ...lists, 'GET /api/v1/tag': ok([testTag(7, 'morning', 'orange'), testTag(8, 'night', 'purple')]), 'GET /api/v1/goal/4': ok(habit) });
    renderAt('/goals/4/edit', <EditGoalPage params={{ goalId: '4' }} />);
    await screen.findByRole('textbox', { name: 'Title' });
    const chosen = (await form('Edit goal').findByText('#morning')).closest('.mantine-Pill-root');
    expect(chosen?.getAttribute('style')).toContain('--tag-color: var(--mantine-color-orange-6)');
    await userEvent.setup().click(form('Edit goal').getByRole('combobox', { name: 'Tags' }));
    const offered = await screen.findByRole('option', { name: '#night', hidden: true });
    expect(offered.querySelector('[aria-hidden="true"]')?.getAttribute('style')).toContain('--tag-color: var(--mantine-color-grape-6)');
  });

  test('a chosen tag the list does not hold (gone, or not loaded yet) still shows, in the default colour', async () => {
    fakeServer({ ...lists, 'GET /api/v1/tag': ok([]), 'GET /api/v1/goal/4': ok(habit) });
    renderAt('/goals/4/edit', <EditGoalPage params={{ goalId: '4' }} />);
    await screen.findByRole('textbox', { name: 'Title' });
    const pill = (await form('Edit goal').findByText('7')).closest('.mantine-Pill-root');
    expect(pill?.getAttribute('style')).toContain('--tag-color: var(--mantine-primary-color-filled)');
  });

  test('a 400 about one of its projects shows on the projects field, not above the buttons', async () => {
    const filtered = testGoal({ id: 5, title: 'Filtered', workIds: [2] });
    fakeServer({ ...lists, 'GET /api/v1/goal/5': ok(filtered), 'PATCH /api/v1/goal/5': fail('VALIDATION_FAILED', messages.validation.goalUnknownProject(2)) });
    renderAt('/goals/5/edit', <EditGoalPage params={{ goalId: '5' }} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    const f = form('Edit goal');
    await user.click(f.getByRole('button', { name: 'Save' }));
    expect(await f.findByText(messages.validation.goalUnknownProject(2))).toBeInTheDocument();
    expect(f.getByLabelText('Projects')).toHaveAttribute('aria-invalid', 'true');
    expect(f.queryByRole('alert')).toBeNull();
  });

  test('a goal that is not there shows the not-found state', async () => {
    fakeServer({ ...lists, 'GET /api/v1/goal/4': fail('NOT_FOUND', 'Not found.', 404) });
    renderAt('/goals/4/edit', <EditGoalPage params={{ goalId: '4' }} />);
    expect(await screen.findByText(messages.errors.goalNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your goals' })).toHaveAttribute('href', '/goals');
  });
});
