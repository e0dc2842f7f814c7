import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { theme } from '../app/theme.ts';

/** A page inside Mantine at `path`, with an in-memory location whose history the test can read. */
export function renderAt(path: string, ui: ReactElement): RenderResult & { history: string[] } {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <MantineProvider theme={theme}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </MantineProvider>,
  );
  return { ...result, history: location.history };
}

/**
 * A component with the toast host beside it. Mantine's test mode renders option lists and dialogs at once (no
 * transitions), so the tests see what a user sees once an animation ends.
 */
export function renderWithToasts(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
      <Notifications />
    </MantineProvider>,
  );
}
