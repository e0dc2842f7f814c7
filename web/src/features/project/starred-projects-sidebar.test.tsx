import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { invalidateAll } from '../../app/cache.ts';
import AppLayout from '../../app/layouts/app-layout.tsx';
import { signedIn } from '../../app/session.ts';
import { publicEnv, testProject, testUser } from '../../test/data.ts';
import { fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});
describe('the sidebar', () => {
  test('lists the starred projects by title under Projects, linking to each', async () => {
    fakeServer({
      'GET /api/banners': ok([]),
      'GET /api/info/env': ok(publicEnv),
      'GET /api/v1/project': ok([
        testProject({ id: 1, title: 'Unstarred' }),
        testProject({ id: 2, title: 'Zeal', starred: true }),
        testProject({ id: 3, title: 'Amber', starred: true, phase: 'finished' }),
      ]),
    });
    renderAt('/dashboard', <AppLayout>page</AppLayout>);
    const list = within(await screen.findByRole('list', { name: 'Starred projects' }));
    const links = list.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Amber', 'Zeal']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/projects/3', '/projects/2']);
  });
});
