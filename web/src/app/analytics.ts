/**
 * Optional, privacy-friendly site metrics (spec §3 Environment object): Plausible, self-hosted, loaded only when
 * the server enables metrics. This module is imported lazily, so it costs nothing when metrics are off.
 */
export interface AnalyticsConfig {
  host: string;
  domain: string;
}

type Plausible = ((event: string, options?: { props?: Record<string, string>; u?: string }) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    plausible?: Plausible;
  }
}

/** Outbound links wait this long, so the click event leaves before the page does. */
export const OUTBOUND_DELAY_MS = 150;

let started = false;
let lastPageview: string | null = null;

export const isLocalHost = (hostname: string): boolean =>
  /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/.test(hostname) || hostname.endsWith('.localhost');

export function scriptUrl(host: string): string {
  const base = /^https?:\/\//i.test(host) ? host : `https://${host}`;
  return `${base.replace(/\/+$/, '')}/js/script.manual.js`;
}

export function startAnalytics({ host, domain }: AnalyticsConfig): void {
  if (started || !host || !domain) return;
  started = true;
  // Calls made before the script arrives wait in its queue (Plausible's documented stub).
  window.plausible ??= Object.assign((...args: [string, { props?: Record<string, string> }?]) => {
    (window.plausible?.q ?? []).push(args);
  }, { q: [] as unknown[][] });
  const script = document.createElement('script');
  script.defer = true;
  script.src = scriptUrl(host);
  script.dataset.domain = domain;
  document.head.appendChild(script);
  document.addEventListener('click', onOutboundClick);
}

/** One page view per address; none when running locally. */
export function trackPageview(): void {
  if (!started || isLocalHost(window.location.hostname)) return;
  const here = window.location.href;
  if (here === lastPageview) return;
  lastPageview = here;
  window.plausible?.('pageview', { u: here });
}

function onOutboundClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !/^https?:$/.test(link.protocol) || link.host === window.location.host) return;
  window.plausible?.('Outbound Link: Click', { props: { url: link.href } });
  // A new tab leaves this page in place: nothing to wait for.
  if (link.target && link.target !== '_self') return;
  event.preventDefault();
  const href = link.href;
  window.setTimeout(() => window.location.assign(href), OUTBOUND_DELAY_MS);
}
