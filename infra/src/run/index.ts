export { startApp, ALL_ROLES, type Role, type RunningApp, type StartOptions } from './compose.ts';
export { type ImageRenderLimits } from './image-renderer.ts';
export { LARGEST_REQUEST_BYTES, livePathRegex, renderNginxSite } from './nginx.ts';
