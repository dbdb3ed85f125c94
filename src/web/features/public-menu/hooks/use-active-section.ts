import { useEffect, useState } from 'react';

/**
 * Which menu section the diner is reading: the highest section crossing the band just under the
 * sticky category bar, so the matching pill stays highlighted while scrolling.
 */
export function useActiveSection(sectionIds: readonly string[]): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(sectionIds[0] ?? null);
  const key = sectionIds.join(' ');
  useEffect(() => {
    const ids = key ? key.split(' ') : [];
    if (typeof IntersectionObserver === 'undefined' || ids.length === 0) return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: '-72px 0px -55% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return [active, setActive];
}
