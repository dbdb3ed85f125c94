import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a lazily loaded page to render the element a #hash names. */
const MAX_HASH_FRAMES = 60;

/** A new page starts at the top, or at the element its #hash names (footer links to sections). */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger, not an input
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    let tries = 0;
    const scrollToHash = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView();
      else if (tries++ < MAX_HASH_FRAMES) frame = requestAnimationFrame(scrollToHash);
    };
    scrollToHash();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
