import type { ReactNode } from 'react';
import { BannerArea } from '../../features/banner/index.ts';
import { Logo } from '../../ui/logo.tsx';
import { ThemeToggle } from '../../ui/theme-toggle.tsx';
import ui from '../../ui/ui.module.css';
import { AccountActions } from './account-actions.tsx';
import classes from './layouts.module.css';
import { SiteAnalytics } from './site-analytics.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * The public pages' shell (spec §2): header with the logo, theme switch and account buttons; banners; the page;
 * the footer. It is part of the entry chunk, so it is built from plain elements and CSS: anything heavier
 * (session, banners' markdown, analytics) loads lazily, and only when needed. Toasts are not shown here
 * (ui/toast.ts): the toast host lives in the signed-in layouts.
 */
export function PublicLayout({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className={classes.page}>
      <a href="#main" className={ui.skipLink}>
        Skip to content
      </a>
      <header className={classes.header}>
        <div className={`${classes.container} ${classes.headerInner}`}>
          <Logo />
          <div className={classes.row}>
            <ThemeToggle />
            <AccountActions />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        <div className={classes.container}>
          <BannerArea />
          {children}
        </div>
      </main>
      <SiteFooter />
      <SiteAnalytics />
    </div>
  );
}
