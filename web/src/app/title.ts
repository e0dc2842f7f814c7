import { useEffect } from 'react';

/** Every screen names itself in the tab title: "<screen> – Inkpace". */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} – Inkpace` : 'Inkpace';
  }, [title]);
}
