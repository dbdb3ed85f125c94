/**
 * The stock rules of sections 4 and 9 and of PRODUCT.md, in one place: the server applies movements
 * and computes the counters with them, and the 'Estoque' tab shows the same figures, so the panel
 * and the API can never disagree about what 'Baixo' or the total value means.
 */
import { formatNumber, isSingular } from '../format/numbers';
import { type Cents, multiplyCents, sumCents } from '../money/money';

/** Stock movement types of section 4; `entrada` is the dialog's default. */
export const STOCK_MOVEMENT_TYPES = ['entrada', 'saida', 'ajuste', 'venda', 'perda'] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

export const STOCK_MOVEMENT_LABELS: Record<StockMovementType, string> = {
  entrada: 'Entrada',
  saida: 'Saída',
  ajuste: 'Ajuste',
  venda: 'Venda',
  perda: 'Perda',
};

export const PURCHASE_STATUSES = ['pendente', 'recebida', 'cancelada'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  pendente: 'Pendente',
  recebida: 'Recebida',
  cancelada: 'Cancelada',
};

export const DEFAULT_STOCK_UNIT = 'unidade';

export type StockStatus = 'Baixo' | 'OK' | 'N/A';

export interface StockLevel {
  hasInventoryControl: boolean;
  stockQuantity: number;
  minStockAlert: number;
}

/** Section 4: 'Baixo' at or below the minimum alert, 'OK' above it, 'N/A' without control. */
export function stockStatus(item: StockLevel): StockStatus {
  if (!item.hasInventoryControl) return 'N/A';
  return item.stockQuantity <= item.minStockAlert ? 'Baixo' : 'OK';
}

/** The inventory view shows 'un' for the default unit or none. */
export function stockUnitLabel(unit: string | null | undefined): string {
  return !unit || unit === DEFAULT_STOCK_UNIT ? 'un' : unit;
}

/** Words that end a unit's noun phrase: "caixa de 12" pluralises "caixa" only. */
const UNIT_STOPS = new Set(['de', 'do', 'da', 'dos', 'das', 'com', 'em', 'p/', 'c/']);

/** One word of a unit in the plural; abbreviations ('un', 'kg', 'ml', 'pct.') stay as they are. */
function pluralWord(word: string): string {
  if (word.length <= 3 || word.includes('.') || !/\p{L}$/u.test(word)) return word;
  if (/ão$/i.test(word)) return word.replace(/ão$/i, 'ões');
  if (/[aeiouáéíóúâêô]$/i.test(word)) return `${word}s`;
  if (/[rz]$/i.test(word)) return `${word}es`;
  if (/m$/i.test(word)) return word.replace(/m$/i, 'ns');
  if (/[aeou]l$/i.test(word)) return word.replace(/l$/i, 'is');
  if (/il$/i.test(word)) return word.replace(/il$/i, 'is');
  return word;
}

/** A unit in the plural: "fatia" -> "fatias", "porção" -> "porções", "caixa de 12" -> "caixas de 12". */
export function pluralStockUnit(unit: string): string {
  let stopped = false;
  return unit
    .split(' ')
    .map((word) => {
      stopped ||= UNIT_STOPS.has(word.toLocaleLowerCase('pt-BR')) || /\d/.test(word);
      return stopped ? word : pluralWord(word);
    })
    .join(' ');
}

/**
 * A stock quantity with its unit, as every screen, toast and server message writes it: "1 fatia",
 * "4 fatias", "1.200 g", "2 un". One place, so no screen says "4 fatia".
 */
export function formatStockQuantity(quantity: number, unit: string | null | undefined): string {
  const label = stockUnitLabel(unit);
  return `${formatNumber(quantity)} ${isSingular(quantity) ? label : pluralStockUnit(label)}`;
}

/**
 * The signed change a movement makes. `ajuste` is a count: the stock becomes the counted quantity
 * and the movement records the difference. `entrada` adds; `saida`, `venda` and `perda` subtract.
 */
export function movementDelta(type: StockMovementType, quantity: number, currentStock: number): number {
  if (type === 'ajuste') return quantity - currentStock;
  return type === 'entrada' ? quantity : -quantity;
}

export type MovementOutcome =
  | { ok: true; delta: number; stockAfter: number }
  | { ok: false; available: number };

/** Applies a movement to a stock: refused when it would go below 0 (only a count can set a level). */
export function applyMovement(
  type: StockMovementType,
  quantity: number,
  currentStock: number,
): MovementOutcome {
  const delta = movementDelta(type, quantity, currentStock);
  const stockAfter = currentStock + delta;
  if (stockAfter < 0) return { ok: false, available: currentStock };
  return { ok: true, delta, stockAfter };
}

/** A movement's total cost: the cost per unit times the units moved, whatever the direction. */
export function movementTotalCents(costPerUnitCents: Cents, delta: number): Cents {
  return multiplyCents(costPerUnitCents, Math.abs(delta));
}

export interface ValuedStock extends StockLevel {
  costPriceCents: Cents;
}

/** Section 9: total stock value = the sum of quantity × cost price over controlled items. */
export function stockValueCents(items: readonly ValuedStock[]): Cents {
  return sumCents(
    items
      .filter((item) => item.hasInventoryControl)
      .map((item) => multiplyCents(item.costPriceCents, Math.max(0, item.stockQuantity))),
  );
}

export interface InventoryCounters {
  controlledItems: number;
  lowStock: number;
  stockOk: number;
  totalValueCents: Cents;
}

/** The four counters of the 'Estoque' tab (section 2). */
export function inventoryCounters(items: readonly ValuedStock[]): InventoryCounters {
  const statuses = items.map(stockStatus);
  return {
    controlledItems: items.filter((item) => item.hasInventoryControl).length,
    lowStock: statuses.filter((status) => status === 'Baixo').length,
    stockOk: statuses.filter((status) => status === 'OK').length,
    totalValueCents: stockValueCents(items),
  };
}

/** A purchase's total: the sum of its lines, quantity × unit price. */
export function purchaseTotalCents(lines: readonly { quantity: number; unitPriceCents: Cents }[]): Cents {
  return sumCents(lines.map((line) => multiplyCents(line.unitPriceCents, line.quantity)));
}
