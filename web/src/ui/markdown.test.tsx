import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Markdown } from './markdown.tsx';
import { decodeEntities, safeHref } from './markdown-safety.ts';

const show = (source: string) =>
  render(
    <MantineProvider>
      <Markdown source={source} />
    </MantineProvider>,
  ).container;

describe('Markdown', () => {
  test('renders the usual markdown as elements', () => {
    const box = show('# Title\n\nSome **bold** and _em_ text with `code`.\n\n- one\n- two');
    expect(screen.getByRole('heading', { level: 3, name: 'Title' })).toBeInTheDocument();
    expect(box.querySelector('strong')).toHaveTextContent('bold');
    expect(box.querySelector('em')).toHaveTextContent('em');
    expect(box.querySelector('code')).toHaveTextContent('code');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  test('raw HTML, block or inline, is shown as text and never becomes elements', () => {
    const box = show('<script>alert(1)</script>\n\nHi <img src=x onerror="alert(2)"> <b>there</b>');
    expect(box.querySelector('script, img, b')).toBeNull();
    expect(box).toHaveTextContent('<script>alert(1)</script>');
    expect(box).toHaveTextContent('<img src=x onerror="alert(2)">');
    expect(box).toHaveTextContent('<b>there</b>');
  });

  test('javascript:, data: and obfuscated links are dropped, keeping their text', () => {
    const box = show('[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,x) [d](java&#9;script:alert(1))');
    expect(box.querySelector('a')).toBeNull();
    expect(box).toHaveTextContent('a b c d');
  });

  test('http(s) links open safely in a new tab; mailto and relative links stay plain', () => {
    show('[out](https://example.com/x) [mail](mailto:me@example.com) [in](/about) [anchor](#v1.4.0)');
    const out = screen.getByRole('link', { name: 'out' });
    expect(out).toHaveAttribute('href', 'https://example.com/x');
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'mail' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'in' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'anchor' })).toHaveAttribute('href', '#v1.4.0');
  });

  test('external images become links (no third-party requests); site images load', () => {
    const box = show('![chart](https://tracker.example/pixel.png) ![shot](/screenshots/track.png)');
    expect(screen.getByRole('link', { name: 'chart' })).toHaveAttribute('href', 'https://tracker.example/pixel.png');
    expect(box.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'shot' })).toHaveAttribute('src', '/screenshots/track.png');
  });
});

describe('safeHref', () => {
  test.each([
    ['https://example.com', 'https://example.com/', true],
    ['http://example.com/a?b=1', 'http://example.com/a?b=1', true],
    ['//example.com/x', 'https://example.com/x', true],
    ['mailto:me@example.com', 'mailto:me@example.com', false],
    ['/changelog#v1.4.0', '/changelog#v1.4.0', false],
    ['notes.md', 'notes.md', false],
  ])('%s is kept', (raw, href, external) => {
    expect(safeHref(raw)).toEqual({ href, external });
  });

  test.each(['javascript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'vbscript:x', 'data:text/html,x', 'file:///etc/passwd', 'http://[bad'])(
    '%j is dropped',
    (raw) => {
      expect(safeHref(raw)).toBeNull();
    },
  );
});

test('decodeEntities reads the common character references only', () => {
  expect(decodeEntities('Fish &amp; chips &lt;3 &#39;q&#x27; &bogus; &#0;')).toBe("Fish & chips <3 'q' &bogus; &#0;");
});
