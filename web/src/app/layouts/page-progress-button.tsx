import { Button } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { openProgressDialog, pageProgressButtonsAtom } from './progress.ts';

/**
 * A page's own Log Progress button (a project's or a goal's page), opening the progress dialog for `projectId`
 * (or the page's project). While it is shown, the floating Enter Progress button is not.
 */
export function PageProgressButton({ projectId = null }: { projectId?: number | null }): ReactNode {
  const setCount = useSetAtom(pageProgressButtonsAtom);
  useEffect(() => {
    setCount((n) => n + 1);
    return () => setCount((n) => n - 1);
  }, [setCount]);
  return (
    <Button leftSection={<PlusIcon />} onClick={() => openProgressDialog(projectId)}>
      Log Progress
    </Button>
  );
}
