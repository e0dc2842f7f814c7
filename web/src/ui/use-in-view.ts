import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is in (or within `margin` of) the viewport, for loading more of a list as its end comes
 * into view. Without IntersectionObserver (old browsers, jsdom) it stays false: lists keep a button to load more.
 */
export function useInView(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return inView;
}
