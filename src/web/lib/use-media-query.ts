/**
 * Whether a CSS media query matches, kept in step with the window. Used where a phone needs another
 * structure, not just other styles: a wide table becomes one card per row (issue 32, item 31), and
 * only one of the two is in the page, so each control has one accessible name.
 */
import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md` (768 px): a phone, or a tablet held upright. */
export const PHONE_LAYOUT_QUERY = '(max-width: 767px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const usePhoneLayout = () => useMediaQuery(PHONE_LAYOUT_QUERY);
