import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, test } from 'vitest';
import { parseChangelog } from '@inkpace/contracts/rules/changelog';
import { publicEnv } from '../test/data.ts';
import { fail, fakeServer, ok } from '../test/fake-server.ts';
import { renderAt } from '../test/render.tsx';
import { invalidateAll } from './cache.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { userAtom } from './session.ts';

// Issue 27 #6: the footer said 1.4.0 while the changelog's newest entry was 0.4.0, written for developers.
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');
/** The writers' changelog: what /api/info/changelog serves and the changelog page shows. */
const whatsNew = parseChangelog(read('WHATS-NEW.md'));
const newest = whatsNew[0]?.version;

beforeEach(() => {
  invalidateAll();
  localStorage.clear();
});

describe('one version for the app', () => {
  test("the footer's version is the newest entry of the changelog writers read", async () => {
    getDefaultStore().set(userAtom, null);
    fakeServer({ 'GET /api/v1/me': fail('NOT_LOGGED_IN', 'You must be logged in to do that.', 401), 'GET /api/banners': ok([]), 'GET /api/info/env': ok(publicEnv) });
    renderAt('/about', <PublicLayout>page</PublicLayout>);
    expect(newest).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await screen.findByText(`Inkpace ${newest}: free, with no ads and no tracking.`)).toBeInTheDocument();
  });

  test("package.json's version and the technical changelog's newest are that same version", () => {
    expect((JSON.parse(read('package.json')) as { version: string }).version).toBe(newest);
    expect(parseChangelog(read('CHANGELOG.md'))[0]?.version).toBe(newest);
  });

  test("the writers' changelog speaks of what writers can do, not of routes or code", () => {
    const entries = whatsNew.flatMap((v) => v.changes.map((c) => c.entry));
    expect(entries.length).toBeGreaterThan(10);
    const technical = entries.filter((entry) => /\/api\/|\b(GET|POST|PATCH|PUT|DELETE) \/|`|\bnpm\b|\bHTTP\b|\bRedis\b|\bPostgreSQL\b|\bprojection/i.test(entry));
    expect(technical).toEqual([]);
  });
});
