import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { api } from './accounts.ts';

/** Fields of a new project; the API fills in the rest (no description, no balance, not starred). */
export interface NewProject {
  title: string;
  phase: SummarizedProject['phase'];
  description?: string;
  starred?: boolean;
  displayOnProfile?: boolean;
  startingBalance?: Partial<Record<string, number>>;
}

/** Creates a project through the API as `cookie`'s user. */
export async function createProject(cookie: string, project: NewProject): Promise<SummarizedProject> {
  return (await api<SummarizedProject>('POST', '/api/v1/project', project, cookie)).data;
}

export interface NewTally {
  date: string;
  workId: number;
  measure: TallyWithWorkAndTags['measure'];
  count: number;
  tags?: string[];
  note?: string;
  setTotal?: boolean;
}

/** Logs one progress entry through the API. */
export async function logTally(cookie: string, tally: NewTally): Promise<TallyWithWorkAndTags> {
  return (await api<TallyWithWorkAndTags>('POST', '/api/v1/tally', tally, cookie)).data;
}

/** The project's entries as the API stores them. */
export async function projectTallies(cookie: string, projectId: number): Promise<TallyWithWorkAndTags[]> {
  return (await api<TallyWithWorkAndTags[]>('GET', `/api/v1/tally?${encodeURIComponent('works[]')}=${projectId}`, undefined, cookie)).data;
}

export async function getProject(cookie: string, projectId: number): Promise<SummarizedProject> {
  return (await api<SummarizedProject>('GET', `/api/v1/project/${projectId}`, undefined, cookie)).data;
}

export async function listTags(cookie: string): Promise<Tag[]> {
  return (await api<Tag[]>('GET', '/api/v1/tag', undefined, cookie)).data;
}

/** A small solid-colour PNG in the recommended 2:3 shape, made fresh for the upload. */
export function coverPng(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 60, channels: 3, background: { r: 180, g: 60, b: 60 } } })
    .png()
    .toBuffer();
}

/**
 * Freezes the browser's clock (timers keep running) so "today", the default date of the progress form and the
 * heat map's end, is a fixed day of 2024 however long after the suite runs.
 */
export async function fixToday(page: Page, date: string): Promise<void> {
  await page.clock.setFixedTime(new Date(`${date}T12:00:00Z`));
}

/** The open progress-entry dialog (Log Progress or Edit Progress). */
export const progressDialog = (page: Page, title: 'Log Progress' | 'Edit Progress' = 'Log Progress'): Locator =>
  page.getByRole('dialog', { name: title });

/** Fills the date of the progress form (a native date input takes yyyy-mm-dd). */
export async function fillProgressDate(dialog: Locator, date: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill(date);
  await expect(dialog.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(date);
}

/** Adds a tag by name in the form's tags input (typed, then Enter). */
export async function addProgressTag(dialog: Locator, name: string): Promise<void> {
  const tags = dialog.getByRole('combobox', { name: 'Tags' });
  await tags.fill(name);
  await tags.press('Enter');
}
