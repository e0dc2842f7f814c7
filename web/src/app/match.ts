import { routes, type RouteEntry } from './routes.ts';

interface Compiled {
  entry: RouteEntry;
  regex: RegExp;
}

/**
 * The regex source a route's path matches: its parameters as named groups, an optional trailing slash. The server
 * uses the same sources (through the build's route-preloads.json) to know which route an address opens.
 */
export const routePattern = (path: string): string =>
  `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, '(?<$1>[^/]+)')}/?$`;

/** The routes in the order they are tried: static paths win over parameterised ones (`/leaderboards/join` is not a board id). */
const isStatic = (entry: RouteEntry): boolean => !entry.path.includes(':');
export const routesInMatchOrder: RouteEntry[] = [...routes].sort((a, b) => Number(isStatic(b)) - Number(isStatic(a)));

const compiled: Compiled[] = routesInMatchOrder.map((entry) => ({ entry, regex: new RegExp(routePattern(entry.path)) }));

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
