import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import classes from './public.module.css';

// The preview dialog (Mantine Modal) is not part of the home page's first download.
const loadPreview = () => import('./screenshot-preview.tsx');
const ScreenshotPreview = lazy(loadPreview);

export const screenshotUrl = (name: string): string => `/screenshots/${name}.png`;

/** Stands in for a screenshot that is missing or failed to load, keeping its description. */
export function ScreenshotPlaceholder({ alt }: { alt: string }): ReactNode {
  return (
    <span className={classes.placeholder} role="img" aria-label={alt}>
      <span aria-hidden="true">{alt}</span>
    </span>
  );
}

/** A screenshot thumbnail; clicking it (or Enter / Space on it) opens the larger preview. */
export function Screenshot({ name, alt }: { name: string; alt: string }): ReactNode {
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const thumb = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The dialog mounts already open the first time, so it cannot know where focus was: give it back here.
    thumb.current?.focus();
  };
  return (
    <>
      <button
        ref={thumb}
        type="button"
        className={classes.shot}
        aria-label={`Enlarge screenshot: ${alt}`}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPreview()}
        onFocus={() => void loadPreview()}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
      >
        {failed ? (
          <ScreenshotPlaceholder alt={alt} />
        ) : (
          <img src={screenshotUrl(name)} alt={alt} loading="lazy" width={640} height={400} onError={() => setFailed(true)} />
        )}
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <ScreenshotPreview src={screenshotUrl(name)} alt={alt} failed={failed} opened={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
