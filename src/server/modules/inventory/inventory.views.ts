/** What leaves the server about stock: items with their status, the counters, and movements. */
import type {
  InventoryItemView,
  InventoryView,
  StockMovementView,
} from '../../../domain/inventory/inventory-api';
import { inventoryCounters, stockStatus } from '../../../domain/inventory/stock';
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import { orderNumber } from '../../../domain/orders/order-number';
import type { MenuItemRow } from './inventory.repository';
import type { MovementRow } from './stock-ledger';

const money = (value: string) => centsToDecimal(parseCents(value) ?? 0);

export function toInventoryItemView(row: MenuItemRow): InventoryItemView {
  return {
    id: row.id,
    name: row.name,
    price: money(row.price),
    imageUrl: row.imageUrl,
    category: row.category,
    isActive: row.isActive,
    hasInventoryControl: row.hasInventoryControl,
    stockQuantity: row.stockQuantity,
    minStockAlert: row.minStockAlert,
    stockUnit: row.stockUnit,
    costPrice: money(row.costPrice),
    status: stockStatus(row),
  };
}

export function toInventoryView(rows: MenuItemRow[]): InventoryView {
  const counters = inventoryCounters(
    rows.map((row) => ({ ...row, costPriceCents: parseCents(row.costPrice) ?? 0 })),
  );
  return {
    counters: {
      controlledItems: counters.controlledItems,
      lowStock: counters.lowStock,
      stockOk: counters.stockOk,
      totalValue: centsToDecimal(counters.totalValueCents),
    },
    items: rows.map(toInventoryItemView),
  };
}

export function toMovementView(movement: MovementRow, menuItemName: string): StockMovementView {
  return {
    id: movement.id,
    menuItemId: movement.menuItemId,
    menuItemName,
    type: movement.type,
    quantity: movement.quantity,
    reason: movement.reason,
    notes: movement.notes,
    orderId: movement.orderId,
    orderNumber: movement.orderId ? orderNumber(movement.orderId) : null,
    purchaseId: movement.purchaseId,
    costPerUnit: money(movement.costPerUnit),
    totalCost: money(movement.totalCost),
    createdBy: movement.createdBy,
    createdAt: movement.createdAt.toISOString(),
  };
}
