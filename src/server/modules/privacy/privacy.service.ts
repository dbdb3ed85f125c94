/**
 * LGPD data requests of a restaurant's customer, found by phone: export everything held about them,
 * or erase it. Erasing anonymises name, phone, address, notes and e-mail in orders and loyalty; order
 * totals and items stay for the books, and the loyalty ledger keeps its figures.
 */
import { and, desc, eq } from 'drizzle-orm';
import { orderNumber } from '../../../domain/orders/order-number';
import type { Db } from '../../db/client';
import {
  bills,
  customerLoyalty,
  loyaltyTransactions,
  orders,
  phoneProofCodes,
  trustedDevices,
} from '../../db/schema';
import { decimalComma, toBrazilianCsv } from '../../lib/csv';
import { notFound } from '../../lib/http-error';
import type { CustomerExport } from './privacy.schemas';

export const ANONYMOUS_NAME = 'Cliente removido';

export function createPrivacyService(db: Db) {
  return {
    async exportCustomer(restaurantId: string, phone: string): Promise<CustomerExport> {
      const customerOrders = await db
        .select()
        .from(orders)
        .where(and(eq(orders.restaurantId, restaurantId), eq(orders.customerPhone, phone)))
        .orderBy(desc(orders.createdAt));
      const [loyalty] = await db
        .select()
        .from(customerLoyalty)
        .where(and(eq(customerLoyalty.restaurantId, restaurantId), eq(customerLoyalty.customerPhone, phone)));
      if (customerOrders.length === 0 && !loyalty)
        throw notFound('Nenhum dado encontrado para este telefone.');
      const ledger = loyalty
        ? await db
            .select()
            .from(loyaltyTransactions)
            .where(eq(loyaltyTransactions.customerId, loyalty.id))
            .orderBy(desc(loyaltyTransactions.createdAt))
        : [];
      return {
        phone,
        exportedAt: new Date().toISOString(),
        orders: customerOrders.map((order) => ({
          orderNumber: orderNumber(order.id),
          createdAt: order.createdAt.toISOString(),
          customerName: order.customerName,
          deliveryType: order.deliveryType,
          deliveryAddress: order.deliveryAddress,
          tableNumber: order.tableNumber,
          items: JSON.parse(order.items) as unknown,
          total: order.total,
          status: order.status,
          notes: order.notes,
        })),
        loyalty: loyalty
          ? {
              customerName: loyalty.customerName,
              customerEmail: loyalty.customerEmail,
              birthDate: loyalty.birthDate,
              points: loyalty.points,
              totalPointsEarned: loyalty.totalPointsEarned,
              currentTier: loyalty.currentTier,
              joinedAt: loyalty.joinedAt.toISOString(),
              transactions: ledger.map((entry) => ({
                type: entry.type,
                points: entry.points,
                description: entry.description,
                createdAt: entry.createdAt.toISOString(),
              })),
            }
          : null,
      };
    },

    toCsv(data: CustomerExport): string {
      return toBrazilianCsv(
        ['pedido', 'data', 'cliente', 'tipo', 'endereço', 'mesa', 'total', 'status'],
        data.orders.map((order) => [
          order.orderNumber,
          order.createdAt,
          order.customerName,
          order.deliveryType,
          order.deliveryAddress,
          order.tableNumber,
          decimalComma(order.total),
          order.status,
        ]),
      );
    },

    async eraseCustomer(restaurantId: string, phone: string) {
      return db.transaction(async (tx) => {
        const erasedOrders = await tx
          .update(orders)
          .set({
            customerName: ANONYMOUS_NAME,
            customerPhone: '',
            deliveryAddress: null,
            deliveryAddressDetails: null,
            notes: null,
          })
          .where(and(eq(orders.restaurantId, restaurantId), eq(orders.customerPhone, phone)))
          .returning({ id: orders.id });
        const [loyalty] = await tx
          .select({ id: customerLoyalty.id })
          .from(customerLoyalty)
          .where(
            and(eq(customerLoyalty.restaurantId, restaurantId), eq(customerLoyalty.customerPhone, phone)),
          );
        if (loyalty) {
          await tx
            .update(customerLoyalty)
            // The phone must stay unique per restaurant: it becomes a marker with the row's own id.
            .set({
              customerPhone: `removido-${loyalty.id}`,
              customerName: null,
              customerEmail: null,
              birthDate: null,
              isActive: false,
            })
            .where(eq(customerLoyalty.id, loyalty.id));
        }
        // A table's bill keeps the phone only to count its points and coupon (decision 0046).
        await tx
          .update(bills)
          .set({ loyaltyPhone: null })
          .where(and(eq(bills.restaurantId, restaurantId), eq(bills.loyaltyPhone, phone)));
        // The phone's proofs (codes, trusted devices) go with it.
        const here = (table: typeof trustedDevices | typeof phoneProofCodes) =>
          and(eq(table.restaurantId, restaurantId), eq(table.phone, phone));
        await tx.delete(trustedDevices).where(here(trustedDevices));
        await tx.delete(phoneProofCodes).where(here(phoneProofCodes));
        if (erasedOrders.length === 0 && !loyalty)
          throw notFound('Nenhum dado encontrado para este telefone.');
        return { ordersAnonymised: erasedOrders.length, loyaltyAnonymised: Boolean(loyalty) };
      });
    },
  };
}
