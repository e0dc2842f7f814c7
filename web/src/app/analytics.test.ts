import { afterEach, describe, expect, test, vi } from 'vitest';
import { isLocalHost, OUTBOUND_DELAY_MS, scriptUrl, startAnalytics, trackPageview } from './analytics.ts';

describe('analytics', () => {
  afterEach(() => vi.useRealTimers());

  test.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['app.localhost', true],
    ['inkpace.example', false],
    ['localhost.example.com', false],
  ])('%s is local: %s', (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });

  test.each([
    ['plausible.example', 'https://plausible.example/js/script.manual.js'],
    ['https://stats.example/', 'https://stats.example/js/script.manual.js'],
    ['http://stats.internal:8000', 'http://stats.internal:8000/js/script.manual.js'],
  ])('script of %s', (host, url) => {
    expect(scriptUrl(host)).toBe(url);
  });

  test('starting adds the script once; locally, no page view is sent; outbound links wait for the event', () => {
    startAnalytics({ host: 'plausible.example', domain: 'inkpace.example' });
    startAnalytics({ host: 'plausible.example', domain: 'inkpace.example' });
    const scripts = document.head.querySelectorAll('script[data-domain="inkpace.example"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://plausible.example/js/script.manual.js');

    expect(window.location.hostname).toBe('localhost');
    trackPageview();
    expect(window.plausible?.q ?? []).toEqual([]);

    vi.useFakeTimers();
    const link = document.createElement('a');
    link.href = 'https://elsewhere.example/page';
    link.textContent = 'Elsewhere';
    document.body.appendChild(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(window.plausible?.q).toEqual([['Outbound Link: Click', { props: { url: 'https://elsewhere.example/page' } }]]);
    expect(vi.getTimerCount()).toBe(1);
    expect(OUTBOUND_DELAY_MS).toBe(150);

    const inside = document.createElement('a');
    inside.href = '/about';
    document.body.appendChild(inside);
    const local = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    inside.dispatchEvent(local);
    expect(local.defaultPrevented).toBe(false);
    vi.clearAllTimers();
  });
});
