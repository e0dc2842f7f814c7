import { ActionIcon, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import { icon } from '../../ui/icons.tsx';
import { errorText } from '../../ui/api-error.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { setStarred } from './project-actions.ts';

const StarIcon = icon(<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9L12 3z" />);

const starFailure = (error: unknown): string =>
  errorText(error, { NOT_LOGGED_IN: null, NOT_FOUND: null }, messages.errors.projectEditFailed);

interface StarButtonProps {
  projectId: number;
  title: string;
  starred: boolean;
}

/**
 * Toggles a project's star (spec §4 "Starring"): a spinner while the change is saved; the lists refresh after.
 * Until the refreshed project arrives the button already shows the new state.
 */
export function StarButton({ projectId, title, starred }: StarButtonProps): ReactNode {
  const [wanted, setWanted] = useState<boolean | null>(null);
  // The server's answer replaces the local choice as soon as it arrives.
  const [seen, setSeen] = useState(starred);
  if (seen !== starred) {
    setSeen(starred);
    setWanted(null);
  }
  const pressed = wanted ?? starred;

  const toggle = useAsyncSubmit(
    async () => {
      const next = !pressed;
      await setStarred(projectId, next);
      setWanted(next);
    },
    { failure: starFailure, failureAs: 'toast' },
  );

  return (
    <Tooltip label={pressed ? 'Unstar' : 'Star'} withArrow>
      <ActionIcon
        variant="subtle"
        color={pressed ? 'yellow' : 'gray'}
        aria-label={`Star ${title}`}
        aria-pressed={pressed}
        aria-busy={toggle.pending}
        loading={toggle.pending}
        onClick={() => void toggle.run()}
      >
        <StarIcon fill={pressed ? 'currentColor' : 'none'} />
      </ActionIcon>
    </Tooltip>
  );
}
