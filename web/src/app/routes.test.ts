import { describe, expect, test } from 'vitest';
import { matchRoute } from './match.ts';
import { publicPages } from './public-pages.ts';
import { checkParams, profileUsername, routes } from './routes.ts';
import { signedInPages } from './signed-in-pages.tsx';

const check = (path: string) => {
  const m = matchRoute(path);
  return m ? { name: m.entry.name, check: checkParams(m.entry, m.params), params: m.params } : null;
};

describe('the route table', () => {
  test.each([
    ['/', 'home', 'ok'],
    ['/projects/import', 'import-projects', 'ok'],
    ['/projects/import/manual-nano', 'import-projects-nano-manual', 'ok'],
    ['/projects/import/nano-manual', 'import-projects-nano-manual-alias', 'ok'],
    ['/projects/import/csv', 'import-projects-csv', 'ok'],
    ['/projects/import/zip', 'import-projects-zip', 'ok'],
    ['/projects/12', 'project', 'ok'],
    ['/projects/abc', 'project', 'not-found'],
    ['/leaderboards/join', 'join-leaderboard', 'ok'],
    ['/leaderboards/8fb3e519-fc08-477f-a70e-4132eca599d4', 'leaderboard', 'ok'],
    ['/leaderboards/8FB3E519-FC08-477F-A70E-4132ECA599D4', 'leaderboard', 'redirect-home'],
    ['/verify-email/not-a-uuid', 'verify-email', 'redirect-home'],
    ['/reset-password', 'send-reset-password', 'ok'],
    ['/reset-password/', 'send-reset-password', 'ok'],
    ['/@alice', 'profile', 'ok'],
    ['/@@alice', 'profile', 'ok'],
    ['/@1alice', 'profile', 'not-found'],
    ['/admin/users/7', 'admin-user', 'ok'],
  ])('%s → %s (%s)', (path, name, result) => {
    expect(check(path)).toMatchObject({ name, check: result });
  });

  test('unknown paths match nothing (the 404 page)', () => {
    expect(check('/nope')).toBeNull();
    expect(check('/account/api-keys/new/extra')).toBeNull();
  });

  test('a leading @ is stripped from profile names', () => {
    expect(profileUsername(check('/@@alice')?.params.username ?? '')).toBe('alice');
  });

  test('every built screen has its page in the table of its layout, and no table has a page for anything else', () => {
    const built = routes.filter((r) => r.built);
    expect(Object.keys(publicPages).sort()).toEqual(built.filter((r) => r.layout === 'public').map((r) => r.name).sort());
    expect(Object.keys(signedInPages).sort()).toEqual(built.filter((r) => r.layout !== 'public').map((r) => r.name).sort());
  });
});
