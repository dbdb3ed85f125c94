import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';

/**
 * How many menu items to draw: a first batch (the server's), then another batch each time the
 * diner scrolls within a few screens of the end. A long menu never costs a phone one big render,
 * and what is drawn is always ahead of the diner's scrolling.
 */
export function useProgressiveLimit(
  total: number,
  batch: number,
): { limit: number; showAll(): void; sentinel: RefObject<HTMLDivElement | null> } {
  const [limit, setLimit] = useState(batch);
  const sentinel = useRef<HTMLDivElement>(null);
  const done = limit >= total;
  useEffect(() => {
    const element = sentinel.current;
    if (done || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setLimit(Number.POSITIVE_INFINITY);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) startTransition(() => setLimit((current) => current + batch));
      },
      { rootMargin: '1500px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [done, batch]);
  return { limit, showAll: () => setLimit(Number.POSITIVE_INFINITY), sentinel };
}
