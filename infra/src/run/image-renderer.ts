import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createImageRenderer, type ImageRenderer, type ImageRendererOptions } from '../images/index.ts';
import type { Logger } from '../log/index.ts';

/** Tuning for tests: how many renders at once, and how long they and the uploads waiting for them may take. */
export type ImageRenderLimits = Pick<ImageRendererOptions, 'concurrency' | 'deadlineMs' | 'queueWaitMs' | 'maxWaiting'>;

/** The render process's entry: the bundled file next to this one, or (from the sources) a shim that loads it through tsx. */
function renderEntry(): string {
  const here = fileURLToPath(import.meta.url);
  return path.join(path.dirname(here), here.endsWith('.ts') ? 'image-render-source.mjs' : 'image-render.js');
}

/** The image renderer of this process (no render process starts until the first upload). */
export function startImageRenderer(log: Logger, limits: ImageRenderLimits = {}): ImageRenderer {
  return createImageRenderer({ ...limits, entry: renderEntry(), log });
}
