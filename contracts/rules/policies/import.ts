import { imports } from '../../messages/imports.ts';
import { mayTouch, notFound, type Actor, type Owned } from '../access.ts';
import { ownedPolicy } from './owned.ts';

/** Who may follow an import (issue 29): only the writer who posted it; anyone else's is the same 404 as an unknown id. */
export const importPolicy = {
  ...ownedPolicy,
  touch<T extends Owned>(found: T | null | undefined, actor: Pick<Actor, 'userId'>): T {
    if (!found || !mayTouch(found, actor)) throw notFound(imports.importNotFound);
    return found;
  },
} as const;
