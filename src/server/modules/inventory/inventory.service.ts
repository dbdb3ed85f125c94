/**
 * The 'Estoque' tab: the inventory with its counters, an item's stock settings, and stock movements
 * registered by the owner. Every movement goes through the ledger inside one transaction.
 */

import type {
  InventorySettingsValues,
  StockMovementValues,
} from '../../../domain/inventory/inventory.schemas';
import type { RegisteredMovementView } from '../../../domain/inventory/inventory-api';
import { centsToDecimal } from '../../../domain/money/money';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { createInventoryRepository, type ItemSettings } from './inventory.repository';
import { toInventoryItemView, toInventoryView, toMovementView } from './inventory.views';
import { ITEM_NOT_FOUND, moveStock, OWNER_AUTHOR } from './stock-ledger';

export function createInventoryService(db: Db) {
  const repository = createInventoryRepository(db);

  return {
    async inventory(restaurantId: string) {
      return toInventoryView(await repository.listItems(restaurantId));
    },

    async updateSettings(restaurantId: string, itemId: string, values: InventorySettingsValues) {
      const settings: ItemSettings = {};
      if (values.hasInventoryControl !== undefined) settings.hasInventoryControl = values.hasInventoryControl;
      if (values.minStockAlert !== undefined) settings.minStockAlert = values.minStockAlert;
      if (values.stockUnit !== undefined) settings.stockUnit = values.stockUnit;
      if (values.costPrice !== undefined) settings.costPrice = centsToDecimal(values.costPrice);
      const row = await repository.updateSettings(restaurantId, itemId, settings);
      if (!row) throw notFound(ITEM_NOT_FOUND);
      return toInventoryItemView(row);
    },

    async movements(restaurantId: string, query: { menuItemId?: string; limit: number }) {
      if (query.menuItemId && !(await repository.itemExists(restaurantId, query.menuItemId)))
        throw notFound(ITEM_NOT_FOUND);
      const rows = await repository.listMovements(restaurantId, query);
      return rows.map((row) => toMovementView(row.movement, row.menuItemName));
    },

    /** An entry with a cost also makes that cost the item's latest cost price. */
    /** `staff` is the staff member acting on the session; without one, the owner recorded it. */
    async registerMovement(
      restaurantId: string,
      values: StockMovementValues,
      staff: { id: string; name: string } | null = null,
    ): Promise<RegisteredMovementView> {
      const { movement, item } = await db.transaction((tx) =>
        moveStock(tx, {
          restaurantId,
          menuItemId: values.menuItemId,
          type: values.type,
          quantity: values.quantity,
          reason: values.reason,
          notes: values.notes,
          costPerUnitCents: values.costPerUnit,
          createdBy: staff?.name ?? OWNER_AUTHOR,
          staffMemberId: staff?.id ?? null,
          updateCostPrice: values.type === 'entrada' && values.costPerUnit > 0,
        }),
      );
      return {
        ...toMovementView(movement, item.name),
        stockAfter: item.stockQuantity,
        hasInventoryControl: item.hasInventoryControl,
        ...(!item.hasInventoryControl && { notice: controlOffNotice(item.name) }),
      };
    },
  };
}

/** Said with a movement on an item whose stock is not controlled (decision 0015). */
export const controlOffNotice = (name: string) =>
  `Movimento registrado, mas "${name}" está sem controle de estoque: os pedidos não baixam essa quantidade e o cardápio não a usa até o controle ser ligado.`;
