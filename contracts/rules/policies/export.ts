import { imports } from '../../messages/imports.ts';
import { mayTouch, notFound, type Actor, type Owned } from '../access.ts';
import { ownedPolicy } from './owned.ts';

/** Who may follow an export job and fetch its zip (issue 29): only the writer who started it; anyone else's is the same 404 as an unknown id. */
export const exportPolicy = {
  ...ownedPolicy,
  touch<T extends Owned>(found: T | null | undefined, actor: Pick<Actor, 'userId'>): T {
    if (!found || !mayTouch(found, actor)) throw notFound(imports.exportNotFound);
    return found;
  },
  /** Fetch its zip: the owner's, and finished (until then, and after a failure, there is no file: the same 404). */
  file<T extends Owned & { api: { state: string } }>(found: T | null | undefined, actor: Pick<Actor, 'userId'>): T {
    const own = exportPolicy.touch(found, actor);
    if (own.api.state !== 'done') throw notFound(imports.exportNotFound);
    return own;
  },
} as const;
