/**
 * A known month of data for the report tests (May 2024, São Paulo), with the figures worked out by
 * hand in report-centre.test.ts. Orders sit on both sides of São Paulo midnights on purpose.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerLoyalty, loyaltyTransactions, menuItems, orders, stockMovements } from '../../db/schema';
import { insertTestOrder, type TestOrderOptions } from '../orders/orders.test-helpers';

const pizza = (quantity: number) => ({ name: 'Pizza', price: '50.00', quantity });
const suco = (quantity: number) => ({ name: 'Suco', price: '10.00', quantity });
const lasanha = (quantity: number) => ({ name: 'Lasanha', price: '40.00', quantity });

async function order(db: Db, restaurantId: string, at: string, options: TestOrderOptions, extra = {}) {
  const row = await insertTestOrder(db, restaurantId, { ...options, createdAt: new Date(at) });
  if (Object.keys(extra).length) await db.update(orders).set(extra).where(eq(orders.id, row.id));
}

export async function seedMay2024(db: Db, restaurantId: string) {
  // 10/05 12:00 and 20:30 in São Paulo.
  await order(db, restaurantId, '2024-05-10T15:00:00Z', { lines: [pizza(2)], status: 'delivered' });
  await order(
    db,
    restaurantId,
    '2024-05-10T23:30:00Z',
    { lines: [pizza(1), suco(2)], status: 'delivered', deliveryType: 'delivery' },
    { orderSource: 'ifood', deliveryFee: '5.00', total: '75.00', platformFee: '17.25' },
  );
  // 11/05 00:30 in São Paulo (still the 10th in UTC-0 terms is irrelevant: it is the 11th there).
  await order(db, restaurantId, '2024-05-11T03:30:00Z', { lines: [suco(1)], status: 'ready' });
  // 10/05 23:59:59 in São Paulo, cancelled: never counted.
  await order(db, restaurantId, '2024-05-11T02:59:59Z', {
    lines: [lasanha(1)],
    status: 'cancelled',
    deliveryType: 'table',
  });
  await order(
    db,
    restaurantId,
    '2024-05-31T02:30:00Z',
    { lines: [lasanha(1)], status: 'delivered', deliveryType: 'delivery' },
    { orderSource: 'uber_eats', discountApplied: '4.00', total: '36.00' },
  );
  // 31/05 23:59 in São Paulo is May; 01/06 00:00 is June.
  await order(db, restaurantId, '2024-06-01T02:59:00Z', { lines: [suco(3)], status: 'delivered' });
  await order(db, restaurantId, '2024-06-01T03:00:00Z', { lines: [pizza(2)], status: 'delivered' });
  // 30/04 in São Paulo: the previous period of growth.
  await order(db, restaurantId, '2024-04-30T23:00:00Z', { lines: [pizza(1)], status: 'delivered' });

  const [coca] = await db
    .insert(menuItems)
    .values({
      restaurantId,
      name: 'Coca lata',
      price: '6.00',
      hasInventoryControl: true,
      stockQuantity: 20,
      minStockAlert: 5,
      costPrice: '2.50',
    })
    .returning();
  await db.insert(menuItems).values({ restaurantId, name: 'Sobremesa do dia', price: '12.00' });
  const movement = (type: 'entrada' | 'venda' | 'perda', quantity: number, cost: string, at: string) => ({
    restaurantId,
    menuItemId: coca!.id,
    type,
    quantity,
    costPerUnit: '2.50',
    totalCost: cost,
    reason: `${type}-${at}`,
    createdAt: new Date(at),
  });
  await db
    .insert(stockMovements)
    .values([
      movement('entrada', 30, '75.00', '2024-05-02T12:00:00Z'),
      movement('venda', -8, '20.00', '2024-05-10T15:00:00Z'),
      movement('perda', -2, '5.00', '2024-05-20T12:00:00Z'),
      movement('perda', -1, '2.50', '2024-06-02T12:00:00Z'),
    ]);

  const [ana, bia] = await db
    .insert(customerLoyalty)
    .values([
      {
        restaurantId,
        customerPhone: '5511911110001',
        referralCode: `A${restaurantId}`,
        points: 30,
        joinedAt: new Date('2024-04-01T12:00:00Z'),
      },
      {
        restaurantId,
        customerPhone: '5511911110002',
        referralCode: `B${restaurantId}`,
        points: 120,
        currentTier: 'prata',
        joinedAt: new Date('2024-05-05T12:00:00Z'),
      },
    ])
    .returning();
  const entry = (customerId: string, type: string, points: number, at: string) => ({
    customerId,
    restaurantId,
    type,
    points,
    createdAt: new Date(at),
  });
  await db
    .insert(loyaltyTransactions)
    .values([
      entry(ana!.id, 'earn', 30, '2024-05-10T15:00:00Z'),
      entry(bia!.id, 'earn', 100, '2024-05-10T23:30:00Z'),
      entry(bia!.id, 'bonus', 25, '2024-05-12T12:00:00Z'),
      entry(bia!.id, 'redeem', -5, '2024-05-20T12:00:00Z'),
      entry(ana!.id, 'earn', 10, '2024-06-02T12:00:00Z'),
    ]);
}
