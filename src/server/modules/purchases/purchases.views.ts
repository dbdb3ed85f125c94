/** A purchase as the API returns it: money as decimal strings, the date as "YYYY-MM-DD". */
import type { PurchaseView } from '../../../domain/inventory/inventory-api';
import type { PurchaseStatus } from '../../../domain/inventory/stock';
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import type { PurchaseWithLines } from './purchases.repository';

const money = (value: string) => centsToDecimal(parseCents(value) ?? 0);

export function toPurchaseView(row: PurchaseWithLines): PurchaseView {
  return {
    id: row.id,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    invoiceNumber: row.invoiceNumber,
    purchaseDate: row.purchaseDate,
    totalAmount: money(row.totalAmount),
    status: row.status as PurchaseStatus,
    notes: row.notes,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    items: row.lines.map((line) => ({
      id: line.id,
      menuItemId: line.menuItemId,
      menuItemName: line.menuItemName,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      totalPrice: money(line.totalPrice),
    })),
  };
}
