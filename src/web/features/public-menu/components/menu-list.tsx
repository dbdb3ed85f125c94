import { useEffect, useMemo, useState } from 'react';
import type { EarningRule } from '../../../../domain/loyalty/loyalty-rules';
import { useActiveSection } from '../hooks/use-active-section';
import { useProgressiveLimit } from '../hooks/use-progressive-limit';
import { firstItems, menuSections } from '../menu-sections';
import type { MenuItem } from '../types';
import { CategoryNav } from './category-nav';
import { MenuItemCard } from './menu-item-card';

/** Items per render: the server's first batch (about two phone screens), then one per scroll. */
export const ITEMS_PER_BATCH = 12;

interface MenuListProps {
  items: MenuItem[];
  earning: EarningRule | null;
  canOrder: boolean;
  onAdd(item: MenuItem): void;
}

/** The category pills and the menu, section by section; 'Cardápio em breve!' while it is empty. */
export function MenuList({ items, earning, canOrder, onAdd }: MenuListProps) {
  const sections = useMemo(() => menuSections(items.filter((item) => item.isActive !== false)), [items]);
  const total = useMemo(() => sections.reduce((sum, section) => sum + section.items.length, 0), [sections]);
  const { limit, showAll, sentinel } = useProgressiveLimit(total, ITEMS_PER_BATCH);
  const [scrollTo, setScrollTo] = useState<string | null>(null);
  const shown = useMemo(() => firstItems(sections, limit), [sections, limit]);
  const [active, setActive] = useActiveSection(shown.map((section) => section.id));
  // A tapped category scrolls once its section is drawn (at once, or after the rest renders).
  const targetDrawn = scrollTo !== null && shown.some((section) => section.id === scrollTo);
  useEffect(() => {
    if (!targetDrawn || !scrollTo) return;
    document.getElementById(scrollTo)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    setScrollTo(null);
  }, [scrollTo, targetDrawn]);

  if (sections.length === 0) {
    return (
      <div className="mx-4 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-stone-900">Cardápio em breve!</p>
        <p className="mt-1 text-stone-700">Este restaurante ainda está montando o cardápio digital.</p>
      </div>
    );
  }
  return (
    <div>
      <CategoryNav
        sections={sections}
        active={active}
        onSelect={(id) => {
          setActive(id);
          showAll();
          setScrollTo(id);
        }}
      />
      <div className="flex flex-col gap-8 px-4 pt-4">
        {shown.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-16"
          >
            <h2 id={`${section.id}-title`} className="mb-3 text-xl font-bold text-stone-900">
              {section.name}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {section.items.map((item) => (
                <li key={item.id}>
                  <MenuItemCard item={item} earning={earning} canOrder={canOrder} onAdd={onAdd} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {limit < total && <div ref={sentinel} aria-hidden="true" className="h-px" />}
      </div>
    </div>
  );
}
