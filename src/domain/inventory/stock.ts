/** Stock movement types of section 4; `entrada` is the dialog's default. */
export const STOCK_MOVEMENT_TYPES = ['entrada', 'saida', 'ajuste', 'venda', 'perda'] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

export const PURCHASE_STATUSES = ['pendente', 'recebida', 'cancelada'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const DEFAULT_STOCK_UNIT = 'unidade';

export type StockStatus = 'Baixo' | 'OK' | 'N/A';

/** Section 4: 'Baixo' at or below the minimum alert, 'OK' above it, 'N/A' without control. */
export function stockStatus(item: {
  hasInventoryControl: boolean;
  stockQuantity: number;
  minStockAlert: number;
}): StockStatus {
  if (!item.hasInventoryControl) return 'N/A';
  return item.stockQuantity <= item.minStockAlert ? 'Baixo' : 'OK';
}

/** The inventory view shows 'un' for the default unit or none. */
export function stockUnitLabel(unit: string | null | undefined): string {
  return !unit || unit === DEFAULT_STOCK_UNIT ? 'un' : unit;
}
