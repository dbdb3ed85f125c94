/**
 * Test set-up for a diner's PIX through the restaurant's Mercado Pago: an order waiting for its PIX,
 * written straight to the database (the order path is not what these tests are about), and when it
 * was marked paid.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** One PIX order of a single pizza at `total` reais ('87.90'), not yet paid. */
export async function insertPixOrder(db: Db, restaurantId: string, total = '87.90') {
  const [order] = await db
    .insert(orders)
    .values({
      restaurantId,
      customerName: 'Ana',
      customerPhone: '5511988887777',
      items: JSON.stringify([
        { id: 'x', name: 'Pizza', price: total, quantity: 1, notes: null, subtotal: total },
      ]),
      subtotal: total,
      total,
      paymentMethod: 'pix',
    })
    .returning();
  return order!;
}

/** When the order was marked paid (null while it waits). */
export const paidAt = async (db: Db, orderId: string) =>
  (await db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId)))[0]!.paidAt;
