/** Search and sort of the 'Estoque' table: pure, so the table and its test share them. */
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import type { StockStatus } from '../../../../domain/inventory/stock';

export const INVENTORY_SORTS = {
  name: 'Nome (A–Z)',
  category: 'Categoria',
  status: 'Situação (Baixo primeiro)',
  'stock-asc': 'Estoque (menor primeiro)',
  'stock-desc': 'Estoque (maior primeiro)',
} as const;
export type InventorySort = keyof typeof INVENTORY_SORTS;

const STATUS_ORDER: Record<StockStatus, number> = { Baixo: 0, OK: 1, 'N/A': 2 };

/** Case and accent-insensitive text for comparing. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const byName = (a: InventoryItemView, b: InventoryItemView) => a.name.localeCompare(b.name, 'pt-BR');

const COMPARERS: Record<InventorySort, (a: InventoryItemView, b: InventoryItemView) => number> = {
  name: byName,
  category: (a, b) => (a.category ?? '\uffff').localeCompare(b.category ?? '\uffff', 'pt-BR') || byName(a, b),
  status: (a, b) =>
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.stockQuantity - b.stockQuantity || byName(a, b),
  'stock-asc': (a, b) => a.stockQuantity - b.stockQuantity || byName(a, b),
  'stock-desc': (a, b) => b.stockQuantity - a.stockQuantity || byName(a, b),
};

/** Items whose name or category contains the search, in the chosen order. */
export function visibleItems(items: readonly InventoryItemView[], search: string, sort: InventorySort) {
  const wanted = fold(search);
  const matches = wanted
    ? items.filter((item) => fold(item.name).includes(wanted) || fold(item.category ?? '').includes(wanted))
    : [...items];
  return matches.sort(COMPARERS[sort]);
}
