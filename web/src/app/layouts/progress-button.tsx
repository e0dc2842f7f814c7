import { Affix, Button } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { SoonPill } from '../../ui/soon.tsx';
import { progress } from './progress.ts';
import classes from './shell.module.css';

/**
 * Opens the progress dialog (Log Progress in the sidebar, the floating Enter Progress button). Until the dialog
 * exists the button stays focusable but disabled, with a "Soon" hint.
 */
export function ProgressButton({ label, floating = false }: { label: string; floating?: boolean }): ReactNode {
  const [opened, setOpened] = useState(false);
  const Dialog = progress.Dialog;
  const button = Dialog ? (
    <Button leftSection={<PlusIcon />} fullWidth={!floating} size={floating ? 'md' : 'sm'} radius={floating ? 'xl' : undefined} onClick={() => setOpened(true)}>
      {label}
    </Button>
  ) : (
    <Button
      leftSection={<PlusIcon />}
      rightSection={<SoonPill />}
      variant="default"
      fullWidth={!floating}
      size={floating ? 'md' : 'sm'}
      radius={floating ? 'xl' : undefined}
      aria-disabled="true"
      className={classes.soonItem}
      onClick={(event) => event.preventDefault()}
    >
      {label}
    </Button>
  );
  return (
    <>
      {floating ? <Affix position={{ bottom: 24, right: 24 }}>{button}</Affix> : button}
      {Dialog && opened && (
        <Suspense fallback={null}>
          <Dialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
