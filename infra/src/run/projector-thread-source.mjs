// Development and tests run the TypeScript sources: the thread registers tsx, then loads its entry.
import { register } from 'tsx/esm/api';

register();
await import('./projector-thread.ts');
