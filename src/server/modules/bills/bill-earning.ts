/**
 * A closed bill earns loyalty points for the phone the diner gave (decision 0046), as a delivered
 * order does (loyalty/order-loyalty.ts's earnLoyalty: the rate, the tier, the bonuses), on what she
 * paid for consumption (bill-loyalty.ts's billEarningCents: no service charge, no artistic couvert).
 * The bill's own orders placed with that same phone are one visit with it: what they already earned
 * is taken off, and those not yet delivered are marked counted, so serving them later earns nothing
 * twice.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { BillTotals } from '../../../domain/bills';
import { billEarningCents } from '../../../domain/bills/bill-loyalty';
import type { Tx } from '../../db/client';
import { loyaltyTransactions, orders } from '../../db/schema';
import { lockCustomer, postLedgerEntry } from '../loyalty/loyalty-ledger';
import { earnLoyalty } from '../loyalty/order-loyalty';

export async function earnBillLoyalty(
  tx: Tx,
  input: {
    restaurantId: string;
    billId: string;
    phone: string;
    totals: BillTotals;
    orderIds: readonly string[];
    now: Date;
  },
): Promise<void> {
  const own =
    input.orderIds.length === 0
      ? []
      : await tx
          .select({ id: orders.id, earned: loyaltyTransactions.id, points: loyaltyTransactions.points })
          .from(orders)
          .leftJoin(
            loyaltyTransactions,
            and(eq(loyaltyTransactions.orderId, orders.id), eq(loyaltyTransactions.type, 'earn')),
          )
          .where(and(inArray(orders.id, [...input.orderIds]), eq(orders.customerPhone, input.phone)));
  const alreadyEarned = own.reduce((sum, row) => sum + (row.points ?? 0), 0);
  const customer = await lockCustomer(tx, input.restaurantId, input.phone);
  for (const row of own)
    if (row.earned === null)
      await postLedgerEntry(tx, {
        customerId: customer.id,
        restaurantId: input.restaurantId,
        orderId: row.id,
        type: 'earn',
        points: 0,
        description: 'Pontos contados na conta da mesa',
        createdAt: input.now,
      });
  await earnLoyalty(
    tx,
    {
      restaurantId: input.restaurantId,
      phone: input.phone,
      totalCents: billEarningCents(input.totals),
      link: { billId: input.billId },
      description: 'Conta da mesa fechada',
      referralDescription: 'Indicação: primeira conta fechada',
      alreadyEarned,
    },
    input.now,
  );
}
