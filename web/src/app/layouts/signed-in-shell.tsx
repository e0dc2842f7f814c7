import { AppShell, Burger } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { BannerArea } from '../../features/banner/index.ts';
import { Logo } from '../../ui/logo.tsx';
import { ThemeToggle } from '../../ui/theme-toggle.tsx';
import ui from '../../ui/ui.module.css';
import classes from './shell.module.css';
import { SiteAnalytics } from './site-analytics.tsx';
import ToastHost from './toast-host.tsx';
import { UserMenu } from './user-menu.tsx';

/** Remembered in this browser: whether the sidebar is collapsed on wide screens. */
export const SIDEBAR_COLLAPSED_KEY = 'sidebar-collapsed';

interface ShellProps {
  /** The sidebar's content; it is labelled by `navLabel`. */
  sidebar: ReactNode;
  navLabel: string;
  /** Above the page: breadcrumbs in the settings and admin layouts. */
  top?: ReactNode;
  /** Outside the flow: the floating Enter Progress button (not while the phone's sidebar is open over the page). */
  floating?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in layouts' frame (Mantine AppShell): header with the sidebar toggle, logo, theme switch and user
 * menu; a sidebar that collapses on small screens (a drawer there) and, on wide ones, on request (remembered).
 */
export function SignedInShell({ sidebar, navLabel, top, floating, children }: ShellProps): ReactNode {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({ key: SIDEBAR_COLLAPSED_KEY, defaultValue: false, getInitialValueInEffect: false });
  const [location] = useLocation();
  const closeMobile = mobile.close;
  // Following a link closes the small screens' drawer.
  useEffect(() => closeMobile(), [location, closeMobile]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: collapsed } }}
      padding="md"
    >
      <a href="#main" className={ui.skipLink}>
        Skip to content
      </a>
      <AppShell.Header>
        <div className={classes.headerInner}>
          <div className={classes.headerSide}>
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={mobileOpened}
              aria-controls="sidebar"
            />
            <Burger
              opened={!collapsed}
              onClick={() => setCollapsed((c) => !c)}
              visibleFrom="sm"
              size="sm"
              aria-label={collapsed ? 'Show the sidebar' : 'Hide the sidebar'}
              aria-expanded={!collapsed}
              aria-controls="sidebar"
            />
            <Logo href="/dashboard" label="Inkpace dashboard" />
          </div>
          <div className={classes.headerSide}>
            <ThemeToggle />
            <UserMenu />
          </div>
        </div>
      </AppShell.Header>
      <AppShell.Navbar
        id="sidebar"
        aria-label={navLabel}
        p="sm"
        // Following any link of the drawer closes it, the current page's too.
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a[href]')) closeMobile();
        }}
      >
        {sidebar}
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        <BannerArea />
        {top}
        {children}
      </AppShell.Main>
      <div hidden={mobileOpened}>{floating}</div>
      <ToastHost />
      <SiteAnalytics />
    </AppShell>
  );
}
