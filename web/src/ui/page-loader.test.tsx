import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import axe from 'axe-core';
import { expect, test } from 'vitest';
import { PageLoader } from './page-loader.tsx';

// Issue 12 #16: the loader was a span with aria-label and no role (axe: aria-prohibited-attr) on every page that loads.
test('the page loader is a status region named "Loading" that axe finds nothing wrong with', async () => {
  const { container } = render(<MantineProvider><PageLoader /></MantineProvider>);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  const results = await axe.run(container, { runOnly: { type: 'rule', values: ['aria-prohibited-attr', 'aria-allowed-attr', 'button-name'] } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
