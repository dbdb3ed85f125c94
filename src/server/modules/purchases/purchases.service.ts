/**
 * Purchases from suppliers (section 3). The server computes every line total and the purchase total.
 * Receiving claims the status change `pendente -> recebida` with a conditional UPDATE and, in the
 * same transaction, writes one `entrada` per line at its unit cost (which becomes the item's cost
 * price): pressing 'Receber' twice, even at once, moves stock once.
 */
import type { PurchaseValues } from '../../../domain/inventory/purchase.schemas';
import { purchaseTotalCents } from '../../../domain/inventory/stock';
import { centsToDecimal, multiplyCents, parseCents } from '../../../domain/money/money';
import { zonedDateKey } from '../../../domain/reports/periods';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { restaurantTimeZone } from '../../lib/restaurant-time-zone';
import { moveStock, OWNER_AUTHOR } from '../inventory/stock-ledger';
import { createPurchasesRepository, type PurchaseRow } from './purchases.repository';
import { toPurchaseView } from './purchases.views';

export const PURCHASE_NOT_FOUND = 'Compra não encontrada';

const STATUS_REFUSED: Record<string, string> = {
  recebida: 'Esta compra já foi recebida.',
  cancelada: 'Esta compra foi cancelada.',
};

export function createPurchasesService(db: Db) {
  const repository = createPurchasesRepository(db);

  async function view(restaurantId: string, purchaseId: string) {
    const row = await repository.find(restaurantId, purchaseId);
    if (!row) throw notFound(PURCHASE_NOT_FOUND);
    return toPurchaseView(row);
  }

  /** Why a purchase could not be claimed: it does not exist here, or it is no longer pending. */
  async function refusal(restaurantId: string, purchaseId: string) {
    const row = await repository.find(restaurantId, purchaseId);
    if (!row) return notFound(PURCHASE_NOT_FOUND);
    return conflict(STATUS_REFUSED[row.status] ?? 'Só compras pendentes podem ser alteradas.');
  }

  async function ensureReferences(restaurantId: string, values: PurchaseValues) {
    if (values.supplierId) {
      const supplier = await repository.supplier(restaurantId, values.supplierId);
      if (!supplier)
        throw badRequest('Fornecedor não encontrado', { supplierId: 'Fornecedor não encontrado' });
      if (!supplier.isActive)
        throw badRequest('Este fornecedor está inativo', { supplierId: 'Fornecedor inativo' });
    }
    const itemIds = [...new Set(values.items.map((line) => line.menuItemId))];
    const owned = await repository.ownedItemIds(restaurantId, itemIds);
    if (itemIds.some((itemId) => !owned.has(itemId)))
      throw badRequest('Item não encontrado no cardápio deste restaurante.', {
        items: 'Item não encontrado',
      });
  }

  return {
    async list(restaurantId: string) {
      return (await repository.list(restaurantId)).map(toPurchaseView);
    },

    async create(restaurantId: string, values: PurchaseValues, now = new Date()) {
      await ensureReferences(restaurantId, values);
      const lines = values.items.map((line) => ({
        menuItemId: line.menuItemId,
        quantity: line.quantity,
        unitPrice: centsToDecimal(line.unitPrice),
        totalPrice: centsToDecimal(multiplyCents(line.unitPrice, line.quantity)),
      }));
      const total = purchaseTotalCents(
        values.items.map((line) => ({ quantity: line.quantity, unitPriceCents: line.unitPrice })),
      );
      const purchaseId = await repository.insert(
        {
          restaurantId,
          supplierId: values.supplierId,
          invoiceNumber: values.invoiceNumber ?? null,
          // Today on the restaurant's calendar (decision 0014).
          purchaseDate: values.purchaseDate ?? zonedDateKey(now, await restaurantTimeZone(db, restaurantId)),
          notes: values.notes ?? null,
          totalAmount: centsToDecimal(total),
          status: 'pendente',
        },
        lines,
      );
      return view(restaurantId, purchaseId);
    },

    async receive(restaurantId: string, purchaseId: string, now = new Date()) {
      const received = await db.transaction(async (tx) => {
        const purchase = await repository.claim(tx, restaurantId, purchaseId, 'recebida', now);
        if (!purchase) return false;
        for (const line of await repository.lines(tx, purchaseId)) {
          await moveStock(tx, {
            restaurantId,
            menuItemId: line.menuItemId,
            type: 'entrada',
            quantity: line.quantity,
            reason: receiptReason(purchase),
            costPerUnitCents: parseCents(line.unitPrice) ?? 0,
            purchaseId,
            createdBy: OWNER_AUTHOR,
            updateCostPrice: true,
          });
        }
        return true;
      });
      // Looked up after the transaction: PGlite runs one statement stream at a time.
      if (!received) throw await refusal(restaurantId, purchaseId);
      return view(restaurantId, purchaseId);
    },

    async cancel(restaurantId: string, purchaseId: string, now = new Date()) {
      const claimed = await db.transaction((tx) =>
        repository.claim(tx, restaurantId, purchaseId, 'cancelada', now),
      );
      if (!claimed) throw await refusal(restaurantId, purchaseId);
      return view(restaurantId, purchaseId);
    },
  };
}

function receiptReason(purchase: PurchaseRow): string {
  return purchase.invoiceNumber ? `Compra recebida (NF ${purchase.invoiceNumber})` : 'Compra recebida';
}
