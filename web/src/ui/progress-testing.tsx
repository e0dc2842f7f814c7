import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tag, TagColor } from '@inkpace/contracts/api/tag';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import type { Measure } from '@inkpace/contracts/api/fields';
import type { ProjectPhase } from '@inkpace/contracts/rules/projects';
import { theme } from '../app/theme.ts';

/**
 * Test helpers for the progress, project and tag features (shared here: features may not import each other). Mantine's test mode renders option lists and dialogs at once
 * (no transitions), so the tests see what a user sees once an animation ends; toasts show in the Notifications host.
 */
export function renderWithToasts(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
      <Notifications />
    </MantineProvider>,
  );
}

/**
 * The network boundary only. Replies are looked up by "METHOD /path" (tests may change them between
 * steps); every request is recorded with its parsed JSON body.
 */
export type Reply = { status: number; body: unknown };

/** jsdom has no scrollIntoView; Mantine's option lists call it when one is highlighted. */
export function allowScrollIntoView(): void {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export function fakeServer(replies: Record<string, Reply>): { replies: Record<string, Reply>; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    sent.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply = replies[`${method} ${path}`] ?? { status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'Not found.' } } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  return { replies, sent };
}

/** The requests that changed something (not the list loads). */
export const writes = (sent: readonly SentRequest[]): SentRequest[] => sent.filter((r) => r.method !== 'GET');

const stamp = '2026-03-01T12:00:00.000Z';
const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function testProject(id: number, title: string, phase: ProjectPhase = 'drafting'): SummarizedProject {
  return {
    id, uuid: uuidOf(id), createdAt: stamp, updatedAt: stamp, state: 'active', ownerId: 1, title, description: '', phase,
    startingBalance: {}, cover: null, starred: false, displayOnProfile: false, totals: {}, lastUpdated: null,
  };
}

export function testTag(id: number, name: string, color: TagColor = 'default'): Tag {
  return { id, uuid: uuidOf(1000 + id), createdAt: stamp, updatedAt: stamp, state: 'active', ownerId: 1, name, color };
}

export function testTally(
  id: number, work: SummarizedProject, fields: { date: string; measure: Measure; count: number; note?: string; tags?: Tag[] },
): TallyWithWorkAndTags {
  const { totals: _totals, lastUpdated: _lastUpdated, ...project } = work;
  return {
    id, uuid: uuidOf(2000 + id), createdAt: stamp, updatedAt: stamp, state: 'active', ownerId: 1, workId: work.id, work: project,
    date: fields.date, measure: fields.measure, count: fields.count, note: fields.note ?? '', tags: fields.tags ?? [],
  };
}
