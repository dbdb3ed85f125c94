/**
 * The ledger's invariants over random histories: orders placed (some spending points at once, some
 * with points waiting for the restaurant's confirmation), delivered,
 * cancelled, replayed, and manual bonuses. After every step each balance equals its ledger sum,
 * the totals equal theirs, and no balance is negative.
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { customerLoyalty, loyaltyTransactions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { createItem } from '../orders/order-placement.fixtures';
import { placeOrderBodySchema } from '../orders/order-placement.schemas';
import { placeOrder } from '../orders/order-placement.service';
import { createOrdersService } from '../orders/orders.service';
import { createLoyaltyService } from './loyalty.service';

let ctx: TestContext;
let restaurantId: string;
let itemId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  restaurantId = (await registerOwner(ctx.app)).restaurant.id;
  itemId = (await createItem(ctx.database.db, restaurantId, { price: '12.50' })).id;
});
afterAll(() => ctx.close());

const PHONES = ['5511970000001', '5511970000002', '5511970000003'];

type Step =
  | { kind: 'place'; phone: number; quantity: number; points: number; proven: boolean }
  | { kind: 'deliver' | 'cancel'; order: number }
  | { kind: 'bonus'; phone: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    phone: fc.nat(PHONES.length - 1),
    quantity: fc.integer({ min: 1, max: 6 }),
    points: fc.constantFrom(0, 0, 10, 20, 30, 15, 500),
    // A device that proved the phone spends at once; otherwise the points wait for the order's
    // acceptance (loyalty/pending-redemption.ts).
    proven: fc.boolean(),
  }),
  fc.record({ kind: fc.constantFrom('deliver' as const, 'cancel' as const), order: fc.nat(30) }),
  fc.record({ kind: fc.constant('bonus' as const), phone: fc.nat(PHONES.length - 1) }),
);

async function expectLedgerConsistent() {
  const db = ctx.database.db;
  const rows = await db
    .select({
      points: customerLoyalty.points,
      earned: customerLoyalty.totalPointsEarned,
      redeemed: customerLoyalty.totalPointsRedeemed,
      sum: sql<string>`coalesce(sum(${loyaltyTransactions.points}), 0)`,
      sumEarned: sql<string>`coalesce(sum(${loyaltyTransactions.points}) filter (where ${loyaltyTransactions.type} in ('earn','bonus','birthday','referral')), 0)`,
      sumRedeemed: sql<string>`coalesce(-sum(${loyaltyTransactions.points}) filter (where ${loyaltyTransactions.type} = 'redeem' or (${loyaltyTransactions.type} = 'adjust' and ${loyaltyTransactions.orderId} is not null)), 0)`,
    })
    .from(customerLoyalty)
    .leftJoin(loyaltyTransactions, eq(loyaltyTransactions.customerId, customerLoyalty.id))
    .where(eq(customerLoyalty.restaurantId, restaurantId))
    .groupBy(customerLoyalty.id);
  for (const row of rows) {
    expect(row.points).toBe(Number(row.sum));
    expect(row.earned).toBe(Number(row.sumEarned));
    expect(row.redeemed).toBe(Number(row.sumRedeemed));
    expect(row.points).toBeGreaterThanOrEqual(0);
  }
}

/** Refusals (insufficient points, a transition the state machine forbids) are expected outcomes. */
async function tolerated(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
  }
}

describe('loyalty ledger', () => {
  it('keeps every balance equal to its ledger sum, never negative', async () => {
    const orders = createOrdersService(ctx.database.db);
    const loyalty = createLoyaltyService(ctx.database.db);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 18 }), async (steps) => {
        const placed: string[] = [];
        for (const current of steps) {
          if (current.kind === 'place') {
            await tolerated(async () => {
              const input = placeOrderBodySchema.parse({
                restaurantId,
                customerName: 'Cliente Teste',
                customerPhone: PHONES[current.phone]!,
                deliveryType: 'pickup',
                paymentMethod: 'cash',
                items: [{ menuItemId: itemId, quantity: current.quantity }],
                pointsToRedeem: current.points,
              });
              const order = await placeOrder(ctx.database.db, input, { pointsProven: current.proven });
              placed.push(order.id);
            });
          } else if (current.kind === 'bonus') {
            const customer = await ctx.database.db
              .select({ id: customerLoyalty.id })
              .from(customerLoyalty)
              .where(eq(customerLoyalty.customerPhone, PHONES[current.phone]!));
            if (customer[0])
              await loyalty.addBonus(restaurantId, customer[0].id, { points: 10, type: 'bonus' });
          } else if (placed.length > 0) {
            const orderId = placed[current.order % placed.length]!;
            const path =
              current.kind === 'cancel'
                ? ['cancelled']
                : ['confirmed', 'preparing', 'ready', 'delivered', 'delivered'];
            for (const status of path)
              await tolerated(() => orders.advanceOrderStatus(orderId, { status: status as 'confirmed' }));
          }
          await expectLedgerConsistent();
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
