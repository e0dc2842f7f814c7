import { Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import classes from './public.module.css';

interface PreviewProps {
  src: string;
  alt: string;
  failed: boolean;
  opened: boolean;
  onClose(): void;
}

/** The larger screenshot in a dialog: focus stays inside, Escape or the close button closes it. */
export default function ScreenshotPreview({ src, alt, failed, opened, onClose }: PreviewProps): ReactNode {
  const [broken, setBroken] = useState(failed);
  // The stand-in repeats the thumbnail's (screenshot.tsx), so this chunk shares no code with the home page's.
  const preview = broken ? (
    <span className={classes.placeholder} role="img" aria-label={alt}>
      <span aria-hidden="true">{alt}</span>
    </span>
  ) : (
    <img src={src} alt={alt} className={classes.previewImage} onError={() => setBroken(true)} />
  );
  return (
    <Modal.Root opened={opened} onClose={onClose} size="xl" centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* Inside a dialog the header is not the page's banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title>{alt}</Modal.Title>
          <Modal.CloseButton aria-label="Close preview" />
        </Modal.Header>
        <Modal.Body>{preview}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
