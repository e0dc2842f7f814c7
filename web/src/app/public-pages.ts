import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen's page component, loaded when first shown. */
export type PageComponent = LazyExoticComponent<ComponentType<{ params: Record<string, string> }>>;
export const page = (load: () => Promise<{ default: ComponentType<{ params: Record<string, string> }> }>): PageComponent => lazy(load);

/** The public screens' pages, by route name (routes.ts): part of the entry chunk, as the public layout is. */
export const publicPages: Record<string, PageComponent> = {
  'home': page(() => import('../features/public/home-page.tsx')),
  'maintenance': page(() => import('../features/public/maintenance-page.tsx')),
  'about': page(() => import('../features/public/about-page.tsx')),
  'changelog': page(() => import('../features/public/changelog-page.tsx')),
  'privacy': page(() => import('../features/public/privacy-page.tsx')),
  'contact': page(() => import('../features/public/contact-page.tsx')),
  'donate': page(() => import('../features/public/donate-page.tsx')),
  'signup': page(() => import('../features/account/signup-page.tsx')),
  'login': page(() => import('../features/account/login-page.tsx')),
  'logout': page(() => import('../features/account/logout-page.tsx')),
  'verify-email': page(() => import('../features/account/verify-email-page.tsx')),
  'send-reset-password': page(() => import('../features/account/send-reset-page.tsx')),
  'reset-password': page(() => import('../features/account/reset-password-page.tsx')),
  'profile': page(() => import('../features/profile/profile-page.tsx')),
};
