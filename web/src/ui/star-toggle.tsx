import { ActionIcon, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { icon } from './icons.tsx';
import { useAsyncSubmit } from './use-async-submit.ts';

const StarIcon = icon(<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9L12 3z" />);

export interface StarToggleProps {
  /** What is starred, for the button's name: "Star {title}". */
  title: string;
  starred: boolean;
  /** Saves the new state (and refreshes the lists); a rejection shows `failure(error)` as a toast. */
  save(next: boolean): Promise<unknown>;
  failure(error: unknown): string;
}

/**
 * Toggles a star (spec §4 "Starring": projects, goals, leaderboards): a spinner while the change is saved; the
 * lists refresh after. Until the refreshed item arrives the button already shows the new state.
 */
export function StarToggle({ title, starred, save, failure }: StarToggleProps): ReactNode {
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
      await save(next);
      setWanted(next);
    },
    { failure, failureAs: 'toast' },
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
