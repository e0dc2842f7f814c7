// Development and tests run the TypeScript sources: the render process registers tsx, then loads its entry.
import { register } from 'tsx/esm/api';

register();
await import('./image-render.ts');
