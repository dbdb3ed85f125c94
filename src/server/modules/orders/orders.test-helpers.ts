/**
 * Test setup for orders in a chosen state. Orders start in the database exactly as placement
 * stores them (the items JSON and its order_items rows); tests then drive them through the API.
 */
import { eq } from 'drizzle-orm';
import type { DeliveryType, OrderStatus } from '../../../domain/orders/order-status';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

export interface TestOrderOptions {
  status?: OrderStatus;
  deliveryType?: DeliveryType;
  customerPhone?: string;
  lines?: { name: string; price: string; quantity: number; menuItemId?: string | null }[];
  createdAt?: Date;
  deliveredAt?: Date | null;
}

let counter = 0;

export async function insertTestOrder(db: Db, restaurantId: string, options: TestOrderOptions = {}) {
  counter += 1;
  const deliveryType = options.deliveryType ?? 'pickup';
  const lines = options.lines ?? [{ name: 'Pizza Margherita', price: '54.90', quantity: 1 }];
  const items = lines.map((line) => ({
    id: line.menuItemId ?? `item-${line.name}`,
    name: line.name,
    price: line.price,
    quantity: line.quantity,
    notes: null,
    subtotal: (Number(line.price) * line.quantity).toFixed(2),
    options: [],
  }));
  const total = items.reduce((sum, item) => sum + Number(item.subtotal), 0).toFixed(2);
  const [order] = await db
    .insert(orders)
    .values({
      restaurantId,
      customerName: `Cliente ${counter}`,
      customerPhone: options.customerPhone ?? `55119${String(counter).padStart(8, '0')}`,
      items: JSON.stringify(items),
      subtotal: total,
      total,
      deliveryType,
      deliveryAddress: deliveryType === 'delivery' ? 'Rua das Flores, 10 - Centro' : null,
      tableNumber: deliveryType === 'table' ? '7' : null,
      ...(options.createdAt && { createdAt: options.createdAt }),
    })
    .returning();
  await db.insert(orderItems).values(
    items.map((item, position) => ({
      orderId: order!.id,
      restaurantId,
      menuItemId: null,
      name: item.name,
      unitPrice: item.price,
      quantity: item.quantity,
      subtotal: item.subtotal,
      position,
      ...(options.createdAt && { createdAt: options.createdAt }),
    })),
  );
  if (options.status && options.status !== 'pending') {
    const [updated] = await db
      .update(orders)
      .set({ status: options.status, deliveredAt: options.deliveredAt ?? null })
      .where(eq(orders.id, order!.id))
      .returning();
    return updated!;
  }
  return order!;
}
