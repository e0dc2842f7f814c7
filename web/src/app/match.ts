import { routes, type RouteEntry } from './routes.ts';

interface Compiled {
  entry: RouteEntry;
  regex: RegExp;
  static: boolean;
}

// Static paths win over parameterised ones (`/leaderboards/join` is not a board id).
const compiled: Compiled[] = routes
  .map((entry) => ({
    entry,
    static: !entry.path.includes(':'),
    regex: new RegExp(`^${entry.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, '(?<$1>[^/]+)')}/?$`),
  }))
  .sort((a, b) => Number(b.static) - Number(a.static));

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

export function matchRoute(pathname: string): RouteMatch | null {
  for (const c of compiled) {
    const m = c.regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(m.groups ?? {})) params[k] = safeDecode(v);
    return { entry: c.entry, params };
  }
  return null;
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
