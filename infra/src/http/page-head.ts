import type { FastifyInstance } from 'fastify';

/**
 * What a server-side feature may put in the head of the web app's page for an address, so a link shared elsewhere
 * previews with the page's own title and description (Open Graph, Twitter cards): crawlers do not run the app.
 * Features hand over plain text; this file alone writes it into HTML, escaped, so user text (a display name)
 * can never become markup.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Meta tags by name: Open Graph's (`og:*`, `profile:*`) go out as `property`, the rest as `name`. */
  meta: Record<string, string>;
}

/** The head for an address's path, or null to leave the page as built. */
export type PageHeadSource = (pathname: string) => Promise<PageHead | null>;

const sources = new WeakMap<FastifyInstance, PageHeadSource[]>();

/** Adds a source of page heads (the query API's profile does, for /@username). */
export function registerPageHead(app: FastifyInstance, source: PageHeadSource): void {
  const list = sources.get(app) ?? [];
  list.push(source);
  sources.set(app, list);
}

/** The first head a source gives for the path, if any. */
export async function pageHeadFor(app: FastifyInstance, pathname: string): Promise<PageHead | null> {
  for (const source of sources.get(app) ?? []) {
    const head = await source(pathname);
    if (head) return head;
  }
  return null;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** The page with the head's title and description in place of the built ones, and its meta tags before `</head>`. */
export function withPageHead(html: string, head: PageHead): string {
  const tags = Object.entries(head.meta).map(([name, content]) =>
    `    <meta ${/^(og|profile):/.test(name) ? 'property' : 'name'}="${escapeHtml(name)}" content="${escapeHtml(content)}">`);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `${tags.join('\n')}\n  </head>`);
}
