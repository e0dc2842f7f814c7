import type { ReactNode } from 'react';
import { APP_VERSION, HELP_URL } from '../constants.ts';
import { SiteLink } from '../../ui/site-link.tsx';
import ui from '../../ui/ui.module.css';
import { useDonationUrl } from './site-info.ts';
import classes from './layouts.module.css';

/** Footer links (spec §2): Home, About, Changelog, Privacy, Help, Contact and, when configured, the donation link. */
export function SiteFooter(): ReactNode {
  const donation = useDonationUrl();
  const links: Array<[string, string]> = [
    ['Home', '/'],
    ['About', '/about'],
    ['Changelog', '/changelog'],
    ['Privacy', '/privacy'],
    ['Help', HELP_URL],
    ['Contact', '/contact'],
  ];
  if (donation) links.push(['Support the Dev', '/donate']);
  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        <nav aria-label="Site">
          <ul className={classes.footerLinks}>
            {links.map(([label, href]) => (
              <li key={label}>
                <SiteLink href={href} size="sm">
                  {label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={`${classes.footerNote} ${ui.muted}`}>Inkpace {APP_VERSION}: free, with no ads and no tracking.</p>
      </div>
    </footer>
  );
}
