import type { ReactNode } from 'react';
import { Link } from 'wouter';
import ui from '../../ui/ui.module.css';
import { useCurrentUser } from '../session.ts';
import { ActionsPlaceholder, VisitorActions } from './account-actions.tsx';

/** The signed-in user, as the session knows it (after logging out here, the visitor's buttons come back). */
export default function SessionActions(): ReactNode {
  const user = useCurrentUser();
  if (user === undefined) return <ActionsPlaceholder />;
  if (user === null) return <VisitorActions />;
  return (
    <Link href="/dashboard" className={`${ui.button} ${ui.primary}`}>
      Back to the Dashboard
    </Link>
  );
}
