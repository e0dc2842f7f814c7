import { Typography } from '@mantine/core';
import { Lexer, type MarkedToken, type Token, type Tokens } from 'marked';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { decodeEntities, safeHref, type SafeLink } from './markdown-safety.ts';
import classes from './markdown.module.css';

/**
 * Markdown as React elements (marked's lexer, never HTML strings): raw HTML in the source is shown as the text it
 * is, links are kept only when http(s), mailto or relative, and external ones open in a new tab with no opener.
 * Images load only from this site; an external image becomes a link to it (no third-party requests).
 */
export interface MarkdownProps {
  source: string;
  /** The heading level a `#` heading gets, so a message's headings sit under the page's own (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** A line break in the source is one on the page (text typed in a plain box, such as a project's description). */
  breaks?: boolean;
  className?: string;
}

export function Markdown({ source, headingLevel = 3, breaks = false, className }: MarkdownProps): ReactNode {
  const tokens = useMemo(() => Lexer.lex(source, { gfm: true, breaks }), [source, breaks]);
  return <Typography className={className ? `${classes.markdown} ${className}` : classes.markdown}>{renderAll(tokens, headingLevel)}</Typography>;
}

function renderAll(tokens: Token[] | undefined, heading: number): ReactNode[] {
  return (tokens ?? []).map((token, i) => <Fragment key={i}>{renderToken(token, heading)}</Fragment>);
}

function renderToken(token: Token, heading: number): ReactNode {
  const t = token as MarkedToken;
  const children = (list: Token[] | undefined): ReactNode[] => renderAll(list, heading);
  switch (t.type) {
    case 'space':
    case 'def':
      return null;
    case 'paragraph':
      return <p>{children(t.tokens)}</p>;
    case 'heading': {
      const Tag = `h${Math.min(6, t.depth + heading - 1)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
      return <Tag>{children(t.tokens)}</Tag>;
    }
    case 'text':
      return t.tokens ? children(t.tokens) : decodeEntities(t.text);
    case 'escape':
      return t.text;
    case 'html':
      // Raw HTML is disabled: it reads as the characters that were typed.
      return t.raw;
    case 'strong':
      return <strong>{children(t.tokens)}</strong>;
    case 'em':
      return <em>{children(t.tokens)}</em>;
    case 'del':
      return <del>{children(t.tokens)}</del>;
    case 'codespan':
      return <code>{t.text}</code>;
    case 'code':
      return (
        <pre>
          <code>{t.text}</code>
        </pre>
      );
    case 'br':
      return <br />;
    case 'hr':
      return <hr />;
    case 'blockquote':
      return <blockquote>{children(t.tokens)}</blockquote>;
    case 'list':
      return renderList(t, heading);
    case 'list_item':
      return children(t.tokens);
    case 'checkbox':
      return t.checked ? '☑ ' : '☐ ';
    case 'link':
      return renderLink(t.href, t.title, children(t.tokens));
    case 'image':
      return renderImage(t);
    case 'table':
      return renderTable(t, heading);
    default:
      return token.raw;
  }
}

function renderList(list: Tokens.List, heading: number): ReactNode {
  const items = list.items.map((item, i) => <li key={i}>{renderAll(item.tokens, heading)}</li>);
  if (!list.ordered) return <ul>{items}</ul>;
  const start = Number(list.start);
  return <ol start={Number.isInteger(start) && start !== 1 ? start : undefined}>{items}</ol>;
}

function renderLink(href: string, title: string | null | undefined, content: ReactNode): ReactNode {
  // CommonMark reads character references in destinations (`java&#9;script:` is `java\tscript:`): decode, then check.
  const link = safeHref(decodeEntities(href));
  return link ? linkElement(link, title, content) : content;
}

function linkElement(link: SafeLink, title: string | null | undefined, content: ReactNode): ReactNode {
  const titleAttr = title ?? undefined;
  if (link.external) {
    return (
      <a href={link.href} title={titleAttr} target="_blank" rel="noopener noreferrer nofollow">
        {content}
      </a>
    );
  }
  if (link.href.startsWith('/') && !link.href.startsWith('//')) {
    return (
      <Link href={link.href} title={titleAttr}>
        {content}
      </Link>
    );
  }
  return (
    <a href={link.href} title={titleAttr}>
      {content}
    </a>
  );
}

function renderImage(image: Tokens.Image): ReactNode {
  const link = safeHref(decodeEntities(image.href));
  const alt = decodeEntities(image.text);
  if (!link) return alt;
  if (link.external) return linkElement(link, image.title, alt || link.href);
  return <img src={link.href} alt={alt} title={image.title ?? undefined} loading="lazy" style={{ maxWidth: '100%' }} />;
}

function renderTable(table: Tokens.Table, heading: number): ReactNode {
  const cell = (c: Tokens.TableCell, i: number, Tag: 'th' | 'td') => (
    <Tag key={i} style={c.align ? { textAlign: c.align } : undefined}>
      {renderAll(c.tokens, heading)}
    </Tag>
  );
  return (
    <table>
      <thead>
        <tr>{table.header.map((c, i) => cell(c, i, 'th'))}</tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r}>{row.map((c, i) => cell(c, i, 'td'))}</tr>
        ))}
      </tbody>
    </table>
  );
}
