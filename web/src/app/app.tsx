import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppRouter } from './router.tsx';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

export function App(): ReactNode {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <AppRouter />
    </MantineProvider>
  );
}
