import sharp from 'sharp';
import type { ImageType } from './image-type.ts';
import { renderStill, type RenderOutcome, type StillSpec } from './pipeline.ts';

/**
 * The render child process (started by render-process.ts with an IPC channel): renders one image at a time and
 * answers with the outcome. It can be killed at any moment; that is how a render past its deadline is stopped, since
 * libvips work cannot be interrupted inside a process (a worker thread's terminate() waits for the render to end).
 */

export type RenderRequest = { type: 'render'; input: Uint8Array; imageType: ImageType; spec: StillSpec };
export type RenderReply = { type: 'ready' } | { type: 'done'; outcome: RenderOutcome };

// One libvips thread per render: the renderer's cap on concurrent renders is then a cap on cores.
sharp.concurrency(1);
// Nothing is rendered twice; a cache would only hold memory between uploads.
sharp.cache(false);

const send = (reply: RenderReply) => process.send?.(reply);

process.on('message', (message: RenderRequest) => {
  if (message.type !== 'render') return;
  const input = Buffer.from(message.input.buffer, message.input.byteOffset, message.input.byteLength);
  void renderStill(input, message.imageType, message.spec)
    .catch((): RenderOutcome => ({ ok: false, reason: 'unreadable' }))
    .then((outcome) => send({ type: 'done', outcome }));
});
// The server went away (or closed its renderer): nothing is left to render for.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
