/**
 * Stock moved by orders (PRODUCT.md): confirming an order writes one `venda` per stock-controlled
 * item, cancelling a confirmed order writes the reversal. It runs inside the status change's
 * transaction, so a refused sale (not enough stock) leaves the order unconfirmed. The unique index
 * on (order, item, type, reason) makes both steps idempotent: a retry never moves stock twice.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LowStockItem } from '../../../domain/inventory/inventory-api';
import { movementTotalCents } from '../../../domain/inventory/stock';
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import { parseOrderLines } from '../../../domain/orders/order-lines';
import { orderNumber } from '../../../domain/orders/order-number';
import type { Tx } from '../../db/client';
import { menuItems, type orders, stockMovements } from '../../db/schema';
import { changeStock } from './stock-ledger';

export type StockedOrder = Pick<typeof orders.$inferSelect, 'id' | 'restaurantId' | 'items'>;

export const saleReason = (orderId: string) => `Venda do pedido #${orderNumber(orderId)}`;
export const reversalReason = (orderId: string) => `Estorno do pedido #${orderNumber(orderId)} (cancelado)`;

/** Units per menu item in the order; items sorted by id so concurrent confirmations lock in one order. */
function unitsByItem(order: StockedOrder): [string, number][] {
  const units = new Map<string, number>();
  for (const line of parseOrderLines(order.items)) {
    if (line.id && line.quantity > 0) units.set(line.id, (units.get(line.id) ?? 0) + line.quantity);
  }
  return [...units].sort(([a], [b]) => a.localeCompare(b));
}

async function insertOnce(tx: Tx, values: typeof stockMovements.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(stockMovements)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: stockMovements.id });
  return inserted.length > 0;
}

async function confirmSale(tx: Tx, order: StockedOrder): Promise<LowStockItem[]> {
  const wanted = unitsByItem(order);
  if (wanted.length === 0) return [];
  const controlled = await tx
    .select({ id: menuItems.id, costPrice: menuItems.costPrice })
    .from(menuItems)
    .where(
      and(
        eq(menuItems.restaurantId, order.restaurantId),
        eq(menuItems.hasInventoryControl, true),
        inArray(
          menuItems.id,
          wanted.map(([id]) => id),
        ),
      ),
    );
  const costs = new Map(controlled.map((item) => [item.id, parseCents(item.costPrice) ?? 0]));
  const low: LowStockItem[] = [];
  for (const [menuItemId, units] of wanted) {
    const cost = costs.get(menuItemId);
    if (cost === undefined) continue;
    const recorded = await insertOnce(tx, {
      restaurantId: order.restaurantId,
      menuItemId,
      type: 'venda',
      quantity: -units,
      reason: saleReason(order.id),
      orderId: order.id,
      costPerUnit: centsToDecimal(cost),
      totalCost: centsToDecimal(movementTotalCents(cost, units)),
      createdBy: `Pedido #${orderNumber(order.id)}`,
    });
    if (!recorded) continue;
    const item = await changeStock(tx, { restaurantId: order.restaurantId, menuItemId, delta: -units });
    if (item.stockQuantity <= item.minStockAlert) {
      const { name, stockQuantity, minStockAlert, stockUnit } = item;
      low.push({ menuItemId, name, stockQuantity, minStockAlert, stockUnit });
    }
  }
  return low;
}

/** Reverses exactly what the confirmation recorded, even if the item's control was switched off since. */
async function reverseSale(tx: Tx, order: StockedOrder): Promise<void> {
  const sales = await tx
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.orderId, order.id),
        eq(stockMovements.type, 'venda'),
        eq(stockMovements.reason, saleReason(order.id)),
      ),
    )
    .orderBy(asc(stockMovements.menuItemId));
  for (const sale of sales) {
    const units = -sale.quantity;
    const recorded = await insertOnce(tx, {
      restaurantId: sale.restaurantId,
      menuItemId: sale.menuItemId,
      type: 'venda',
      quantity: units,
      reason: reversalReason(order.id),
      orderId: order.id,
      costPerUnit: sale.costPerUnit,
      totalCost: sale.totalCost,
      createdBy: `Pedido #${orderNumber(order.id)}`,
    });
    if (recorded)
      await changeStock(tx, { restaurantId: sale.restaurantId, menuItemId: sale.menuItemId, delta: units });
  }
}

/**
 * Applies an order's stock effect. On 'confirm' returns the items that reached or went below their
 * minimum alert (for the orders panel's notice); 'cancel' returns none. Without a prior sale,
 * cancelling moves nothing.
 */
export async function applyOrderStock(
  tx: Tx,
  order: StockedOrder,
  action: 'confirm' | 'cancel',
): Promise<LowStockItem[]> {
  if (action === 'confirm') return confirmSale(tx, order);
  await reverseSale(tx, order);
  return [];
}
