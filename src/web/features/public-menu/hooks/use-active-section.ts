import { useCallback, useEffect, useRef, useState } from 'react';
import { activeSectionAt } from '../menu-sections';

/** How far below the viewport's top a section counts as reached: the sticky pills and its margin. */
const REACHED_PX = 80;
/** A tapped pill stays highlighted until the smooth scroll it started has been still this long. */
const SETTLE_MS = 200;

/**
 * Which menu section the diner is reading, measured on every scroll frame: the last section whose
 * top has passed under the sticky category bar; the first one while none has (the top of the page);
 * at the very bottom, the tapped section if it is on screen, else the last one. A tapped pill is held
 * while its smooth scroll runs, so it is never overtaken by the sections scrolled past on the way.
 */
export function useActiveSection(sectionIds: readonly string[]): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(sectionIds[0] ?? null);
  const tapped = useRef<{ id: string } | null>(null);
  const key = sectionIds.join(' ');
  useEffect(() => {
    const ids = key ? key.split(' ') : [];
    if (ids.length === 0) return;
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      frame = 0;
      const sections = ids.flatMap((id) => {
        const box = document.getElementById(id)?.getBoundingClientRect();
        return box ? [{ id, top: box.top, bottom: box.bottom }] : [];
      });
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      const next = activeSectionAt(sections, {
        reachedAt: REACHED_PX,
        viewportHeight: window.innerHeight,
        atBottom,
        preferred: tapped.current?.id ?? null,
      });
      if (next) setActive(next);
    };
    const onScroll = () => {
      const pin = tapped.current;
      if (pin) {
        // Hold the tapped pill until the scroll settles, then measure where it really ended.
        clearTimeout(settle);
        settle = setTimeout(() => {
          measure();
          tapped.current = null;
        }, SETTLE_MS);
        return;
      }
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [key]);
  const select = useCallback((id: string) => {
    tapped.current = { id };
    setActive(id);
  }, []);
  return [active, select];
}
