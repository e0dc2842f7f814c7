export { detectImageType, isSvg, type ImageType } from './image-type.ts';
export type { RefusalReason, StillSpec } from './pipeline.ts';
export {
  createImageRenderer, ImageError, IMAGE_MAX_WAITING, IMAGE_QUEUE_WAIT_MS, IMAGE_RENDER_DEADLINE_MS,
  type ImageRenderer, type ImageRendererOptions,
} from './renderer.ts';
