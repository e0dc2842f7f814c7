import { Button } from '@mantine/core';
import { getDefaultStore, useAtomValue } from 'jotai';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { SoonPill } from '../../ui/soon.tsx';
import { closeProgressDialog, openProgressDialog, pageProgressButtonsAtom, progress, progressDialogAtom } from './progress.ts';
import classes from './shell.module.css';

/**
 * Opens the progress dialog (Log Progress in the sidebar, the floating Enter Progress button), pre-selecting the
 * project whose page is shown. Until the dialog exists the button stays focusable but disabled, with a "Soon" hint.
 * The floating one stays away while the page has a Log Progress button of its own (PageProgressButton); it sits
 * in the layout's flow (no portal), so the layout can hide it, e.g. behind the phone's open sidebar.
 */
export function ProgressButton({ label, floating = false }: { label: string; floating?: boolean }): ReactNode {
  const Dialog = progress.Dialog;
  const pageHasOwnButton = useAtomValue(pageProgressButtonsAtom) > 0;
  const button = Dialog ? (
    <Button leftSection={<PlusIcon />} fullWidth={!floating} size={floating ? 'md' : 'sm'} radius={floating ? 'xl' : undefined} onClick={() => openProgressDialog()}>
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
      {!floating && button}
      {floating && !pageHasOwnButton && (
        // At the bottom right; on phones a bar of its own (shell.module.css .floating).
        <div className={classes.floating}>{button}</div>
      )}
      {/* One dialog for the layout: the floating button, always present, hosts it for every opener. */}
      {floating && <ProgressDialogHost />}
    </>
  );
}

/** The dialog as `progressDialogAtom` says: any page may open it (openProgressDialog), e.g. a project's button. */
function ProgressDialogHost(): ReactNode {
  const state = useAtomValue(progressDialogAtom);
  const Dialog = progress.Dialog;
  const [location] = useLocation();
  // A link followed from the dialog (e.g. "Create a project") leaves it behind: a new page closes it.
  useEffect(() => {
    if (getDefaultStore().get(progressDialogAtom).opened) closeProgressDialog({ returnFocus: false });
  }, [location]);
  if (!Dialog || !state.opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog opened onClose={() => closeProgressDialog()} projectId={state.projectId} />
    </Suspense>
  );
}
