import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageLoader(): ReactNode {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader aria-label="Loading" />
    </Center>
  );
}
