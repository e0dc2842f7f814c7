import type { ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import { errorText } from '../../ui/api-error.ts';
import { StarToggle } from '../../ui/star-toggle.tsx';
import { setStarred } from './project-actions.ts';

const starFailure = (error: unknown): string =>
  errorText(error, { NOT_LOGGED_IN: null, NOT_FOUND: null }, messages.errors.projectEditFailed);

interface StarButtonProps {
  projectId: number;
  title: string;
  starred: boolean;
}

/** Toggles a project's star (spec §4 "Starring"), with a spinner meanwhile; the lists refresh after. */
export function StarButton({ projectId, title, starred }: StarButtonProps): ReactNode {
  return <StarToggle title={title} starred={starred} save={(next) => setStarred(projectId, next)} failure={starFailure} />;
}
