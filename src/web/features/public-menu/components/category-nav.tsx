import { useEffect, useRef } from 'react';
import type { MenuSection } from '../menu-sections';

interface CategoryNavProps {
  sections: MenuSection[];
  active: string | null;
  onSelect(id: string): void;
}

/** Keeps the highlighted pill in sight: on a phone the strip is wider than the screen. */
function useActivePillInView(active: string | null) {
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const pill = active ? list?.querySelector<HTMLElement>(`a[href="#${CSS.escape(active)}"]`) : null;
    if (!list || !pill) return;
    // The strip is positioned, so a pill's offsetLeft is its place along the whole strip.
    const left = pill.offsetLeft;
    const right = left + pill.offsetWidth;
    if (left >= list.scrollLeft && right <= list.scrollLeft + list.clientWidth) return;
    // Only the strip scrolls sideways (scrollIntoView would also move the page under the diner).
    list.scrollTo({ left: left - (list.clientWidth - pill.offsetWidth) / 2, behavior: 'smooth' });
  }, [active]);
  return strip;
}

/** The restaurant's real categories: a tap asks for the section, the current one is highlighted. */
export function CategoryNav({ sections, active, onSelect }: CategoryNavProps) {
  const strip = useActivePillInView(active);
  return (
    <nav
      aria-label="Categorias do cardápio"
      className="sticky top-0 z-20 border-b border-stone-200 bg-stone-50/95 backdrop-blur"
    >
      <ul ref={strip} className="relative flex gap-2 overflow-x-auto px-4 py-3">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              aria-current={active === section.id ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onSelect(section.id);
              }}
              className="inline-flex h-9 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 aria-[current=true]:border-orange-700 aria-[current=true]:bg-orange-700 aria-[current=true]:text-white"
            >
              {section.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
