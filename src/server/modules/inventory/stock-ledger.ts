/**
 * The one way stock changes: a movement row and the item's stock update, inside the caller's
 * transaction. Additions and subtractions are a single conditional UPDATE (`stock + delta >= 0`), so
 * two movements at once can never lose an update nor take the stock below 0; a count (`ajuste`)
 * locks the row, sets the counted quantity and records the difference. Manual movements, order
 * sales and purchase receipts all come through here.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  formatStockQuantity,
  movementDelta,
  movementTotalCents,
  type StockMovementType,
} from '../../../domain/inventory/stock';
import { type Cents, centsToDecimal } from '../../../domain/money/money';
import type { Tx } from '../../db/client';
import { menuItems, stockMovements } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';

export const ITEM_NOT_FOUND = 'Item não encontrado';

/** Who registered a movement from the panel (one owner account per restaurant). */
export const OWNER_AUTHOR = 'Proprietário';

const stockColumns = {
  id: menuItems.id,
  name: menuItems.name,
  hasInventoryControl: menuItems.hasInventoryControl,
  stockQuantity: menuItems.stockQuantity,
  minStockAlert: menuItems.minStockAlert,
  stockUnit: menuItems.stockUnit,
  costPrice: menuItems.costPrice,
};

export type StockedItem = { [K in keyof typeof stockColumns]: (typeof menuItems.$inferSelect)[K] };

const ownItem = (restaurantId: string, menuItemId: string) =>
  and(eq(menuItems.id, menuItemId), eq(menuItems.restaurantId, restaurantId));

export function insufficientStock(item: StockedItem): HttpError {
  return new HttpError(
    409,
    `Estoque insuficiente para "${item.name}": restam ${formatStockQuantity(item.stockQuantity, item.stockUnit)}.`,
    {
      quantity: `Disponível: ${item.stockQuantity}`,
    },
  );
}

/**
 * Adds `delta` (negative to subtract) to the item's stock, only if the result stays at or above 0;
 * a new cost price is set in the same statement. Refused moves answer 409, unknown items 404.
 */
export async function changeStock(
  tx: Tx,
  change: { restaurantId: string; menuItemId: string; delta: number; costPriceCents?: Cents },
): Promise<StockedItem> {
  const [updated] = await tx
    .update(menuItems)
    .set({
      stockQuantity: sql`${menuItems.stockQuantity} + ${change.delta}`,
      ...(change.costPriceCents !== undefined && { costPrice: centsToDecimal(change.costPriceCents) }),
    })
    .where(
      and(
        ownItem(change.restaurantId, change.menuItemId),
        sql`${menuItems.stockQuantity} + ${change.delta} >= 0`,
      ),
    )
    .returning(stockColumns);
  if (updated) return updated;
  const [current] = await tx
    .select(stockColumns)
    .from(menuItems)
    .where(ownItem(change.restaurantId, change.menuItemId));
  if (!current) throw notFound(ITEM_NOT_FOUND);
  throw insufficientStock(current);
}

/** Sets the counted quantity under a row lock; returns the item after and the difference. */
async function countStock(
  tx: Tx,
  restaurantId: string,
  menuItemId: string,
  counted: number,
  costPriceCents?: Cents,
) {
  const [locked] = await tx
    .select(stockColumns)
    .from(menuItems)
    .where(ownItem(restaurantId, menuItemId))
    .for('update');
  if (!locked) throw notFound(ITEM_NOT_FOUND);
  const delta = movementDelta('ajuste', counted, locked.stockQuantity);
  const [updated] = await tx
    .update(menuItems)
    .set({
      stockQuantity: counted,
      ...(costPriceCents !== undefined && { costPrice: centsToDecimal(costPriceCents) }),
    })
    .where(ownItem(restaurantId, menuItemId))
    .returning(stockColumns);
  return { item: updated!, delta };
}

export interface StockMove {
  restaurantId: string;
  menuItemId: string;
  type: StockMovementType;
  /** Units moved (positive); for `ajuste`, the counted quantity. */
  quantity: number;
  reason?: string | null;
  notes?: string | null;
  costPerUnitCents: Cents;
  createdBy: string;
  /** The staff member who recorded it (decision 0040); absent for the owner, orders and purchases. */
  staffMemberId?: string | null;
  orderId?: string | null;
  purchaseId?: string | null;
  /** Makes this cost the item's cost price (purchases, entries with a cost). */
  updateCostPrice?: boolean;
}

export type MovementRow = typeof stockMovements.$inferSelect;

/** Records a movement and applies it to the stock; returns the movement and the item after it. */
export async function moveStock(
  tx: Tx,
  move: StockMove,
): Promise<{ movement: MovementRow; item: StockedItem }> {
  const costPriceCents = move.updateCostPrice ? move.costPerUnitCents : undefined;
  const { item, delta } =
    move.type === 'ajuste'
      ? await countStock(tx, move.restaurantId, move.menuItemId, move.quantity, costPriceCents)
      : await (async () => {
          const delta = movementDelta(move.type, move.quantity, 0);
          return { item: await changeStock(tx, { ...move, delta, costPriceCents }), delta };
        })();
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      restaurantId: move.restaurantId,
      menuItemId: move.menuItemId,
      type: move.type,
      quantity: delta,
      reason: move.reason ?? null,
      notes: move.notes ?? null,
      orderId: move.orderId ?? null,
      purchaseId: move.purchaseId ?? null,
      costPerUnit: centsToDecimal(move.costPerUnitCents),
      totalCost: centsToDecimal(movementTotalCents(move.costPerUnitCents, delta)),
      createdBy: move.createdBy,
      staffMemberId: move.staffMemberId ?? null,
    })
    .returning();
  return { movement: movement!, item };
}
