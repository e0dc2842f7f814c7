import { useEffect } from 'react';

/**
 * Scrolls to the element the URL's #fragment names once `ready` (e.g. after the data arrived): in-app links
 * such as /contact#help and /changelog#v1.4.0 then land where they point.
 */
export function useScrollToHash(ready = true): void {
  useEffect(() => {
    if (!ready) return;
    let id = window.location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // a malformed escape: look the fragment up as written
    }
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [ready]);
}
