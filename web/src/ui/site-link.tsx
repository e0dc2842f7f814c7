import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * A link to a page of this site (client-side navigation) or to another site (new tab, no opener): the Help
 * link's target is configurable, so it may be either.
 */
export function SiteLink({ href, children, ...rest }: AnchorProps & { href: string; children: ReactNode }): ReactNode {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) {
    return (
      <Anchor href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} href={href} {...rest}>
      {children}
    </Anchor>
  );
}
