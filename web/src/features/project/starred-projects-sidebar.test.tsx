import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { invalidateAll } from '../../app/cache.ts';
import AppLayout from '../../app/layouts/app-layout.tsx';
import { signedIn } from '../../app/session.ts';
import { publicEnv, stubServer } from '../../app/layouts/stub-server.ts';
import { ok, renderAt, testUser } from '../../ui/testing.tsx';
import { testProject } from './project-test-data.ts';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});
afterEach(() => vi.unstubAllGlobals());

describe('the sidebar', () => {
  test('lists the starred projects by title under Projects, linking to each', async () => {
    stubServer({
      '/api/banners': ok([]),
      '/api/info/env': ok(publicEnv),
      '/api/v1/project': ok([
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
