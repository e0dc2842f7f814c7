import { Center, Loader, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageLoader(): ReactNode {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      {/* The loader is a plain span: its name comes from the status region's text, not an aria-label on it. */}
      <Loader aria-hidden />
      <VisuallyHidden>Loading</VisuallyHidden>
    </Center>
  );
}
