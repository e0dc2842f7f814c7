import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import ui from '../../ui/ui.module.css';
import classes from './layouts.module.css';
import { useSignedInHint } from './signed-in-hint.ts';

// The session module (zod, jotai) loads only for browsers that are signed in.
const SessionActions = lazy(() => import('./session-actions.tsx'));

/** Reserves the buttons' room while the session is being asked about, so the header does not jump. */
export function ActionsPlaceholder(): ReactNode {
  return <div className={classes.actionsPlaceholder} aria-hidden="true" />;
}

export function VisitorActions(): ReactNode {
  return (
    <div className={classes.row}>
      <Link href="/signup" className={`${ui.button} ${ui.primary}`}>
        Sign Up
      </Link>
      <Link href="/login" className={`${ui.button} ${ui.default}`}>
        Log In
      </Link>
    </div>
  );
}

/** The public header's buttons: Sign Up and Log In for visitors, Back to the Dashboard when signed in. */
export function AccountActions(): ReactNode {
  const hint = useSignedInHint();
  if (hint === undefined) return <ActionsPlaceholder />;
  if (hint === null) return <VisitorActions />;
  return (
    <Suspense fallback={<ActionsPlaceholder />}>
      <SessionActions />
    </Suspense>
  );
}
