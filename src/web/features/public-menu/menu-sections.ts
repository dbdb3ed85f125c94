/**
 * The menu grouped by the restaurant's real categories, in the order the API sends the items
 * (category position, then item position). Items without a category close the menu as 'Outros'.
 */
import type { MenuItem } from './types';

export interface MenuSection {
  id: string;
  name: string;
  items: MenuItem[];
}

export const OTHER_CATEGORY = 'Outros';

export function menuSections(items: readonly MenuItem[]): MenuSection[] {
  const sections = new Map<string, MenuSection>();
  const uncategorised: MenuItem[] = [];
  for (const item of items) {
    const name = item.category?.trim();
    if (!name) {
      uncategorised.push(item);
      continue;
    }
    const key = item.categoryId ?? name.toLowerCase();
    let section = sections.get(key);
    if (!section) {
      section = { id: `categoria-${sections.size + 1}`, name, items: [] };
      sections.set(key, section);
    }
    section.items.push(item);
  }
  const list = [...sections.values()];
  if (uncategorised.length)
    list.push({ id: `categoria-${list.length + 1}`, name: OTHER_CATEGORY, items: uncategorised });
  return list;
}

/** The first `limit` items of the menu, section by section (the page's first, quick render). */
export function firstItems(sections: readonly MenuSection[], limit: number): MenuSection[] {
  const shown: MenuSection[] = [];
  let left = limit;
  for (const section of sections) {
    if (left <= 0) break;
    shown.push(section.items.length <= left ? section : { ...section, items: section.items.slice(0, left) });
    left -= section.items.length;
  }
  return shown;
}

export interface SectionBox {
  id: string;
  /** Distance of the section's top and bottom from the viewport's top, in px. */
  top: number;
  bottom: number;
}

/**
 * The section whose pill is highlighted (scroll-spy): the last one whose top has reached the band
 * under the sticky pills; the first one while none has. At the bottom of the page a short last
 * section can never reach the band, so there the tapped section (if on screen) or the last wins.
 */
export function activeSectionAt(
  sections: readonly SectionBox[],
  view: { reachedAt: number; viewportHeight: number; atBottom: boolean; preferred: string | null },
): string | null {
  if (sections.length === 0) return null;
  if (view.atBottom) {
    const preferred = sections.find((section) => section.id === view.preferred);
    if (preferred && preferred.top < view.viewportHeight && preferred.bottom > 0) return preferred.id;
    return sections[sections.length - 1]!.id;
  }
  let current = sections[0]!.id;
  for (const section of sections) if (section.top <= view.reachedAt) current = section.id;
  return current;
}
