/**
 * What the demo's orders did to loyalty and stock, replayed in time order with the rules the status
 * changes apply one order at a time (modules/loyalty/order-loyalty.ts, modules/inventory/
 * order-stock.ts): each delivery earns `pointsEarned` at the diner's tier of the moment, plus the
 * birthday and referral bonuses when due; each confirmation sells the stock-controlled units and a
 * cancellation after it reverses them; restocks arrive the morning after an item runs low. The
 * resulting rows are written in batches, and balances and stock equal the sums of their ledgers.
 */
import { randomUUID } from 'node:crypto';
import { movementTotalCents } from '../../domain/inventory/stock';
import {
  birthdayBonusDue,
  pointsEarned,
  referralBonusDue,
  tierFor,
  zonedMonthYear,
} from '../../domain/loyalty/loyalty-rules';
import { type Cents, centsToDecimal, parseCents } from '../../domain/money/money';
import { orderNumber } from '../../domain/orders/order-number';
import { zonedDay, zonedMidnight } from '../../domain/reports/periods';
import type { customerLoyalty, loyaltyTransactions, stockMovements } from '../db/schema';
import { reversalReason, saleReason } from '../modules/inventory/order-stock';
import { OWNER_AUTHOR } from '../modules/inventory/stock-ledger';
import { EARNING_TYPES, newReferralCode } from '../modules/loyalty/loyalty-ledger';
import { DEMO_DINERS, REFERRED_DINER_INDEX, REFERRER_DINER_INDEX } from './demo-diners';
import type { DemoOrder } from './demo-orders';

type CustomerRow = typeof customerLoyalty.$inferInsert & {
  id: string;
  points: number;
  totalPointsEarned: number;
  totalOrders: number;
};
type LedgerRow = typeof loyaltyTransactions.$inferInsert;
type MovementRow = typeof stockMovements.$inferInsert;

export interface LoyaltyRules {
  pointsPerReal: string;
  bonusPointsPerOrder: number;
  birthdayBonus: number;
  referralBonus: number;
  tiers: { name: string; minPoints: number; multiplier: string }[];
}

export function demoLoyalty(restaurantId: string, orders: DemoOrder[], rules: LoyaltyRules, now: Date) {
  const customers = new Map<string, CustomerRow>();
  const ledger: LedgerRow[] = [];
  const birthdayDiner = DEMO_DINERS[1]!.phone;
  const month = String(zonedMonthYear(now).month).padStart(2, '0');
  const post = (customer: CustomerRow, entry: Omit<LedgerRow, 'customerId' | 'restaurantId'>) => {
    ledger.push({ ...entry, customerId: customer.id, restaurantId });
    customer.points += entry.points;
    if (EARNING_TYPES.includes(entry.type as never)) {
      customer.totalPointsEarned += entry.points;
      customer.currentTier = tierFor(rules.tiers, customer.totalPointsEarned)?.name ?? customer.currentTier;
    }
  };
  const delivered = orders
    .filter((order) => order.row.status === 'delivered')
    .sort((a, b) => a.row.deliveredAt!.getTime() - b.row.deliveredAt!.getTime());
  for (const { row, diner } of delivered) {
    const at = row.deliveredAt!;
    let customer = customers.get(row.customerPhone);
    if (!customer) {
      const referrer = customers.get(DEMO_DINERS[REFERRER_DINER_INDEX]!.phone);
      customer = {
        id: randomUUID(),
        restaurantId,
        customerPhone: row.customerPhone,
        customerName: row.customerName,
        birthDate: row.customerPhone === birthdayDiner ? `1990-${month}-10` : (diner.birthDate ?? null),
        points: 0,
        totalPointsEarned: 0,
        totalPointsRedeemed: 0,
        totalOrders: 0,
        totalSpent: '0',
        currentTier: tierFor(rules.tiers, 0)?.name ?? 'bronze',
        referralCode: newReferralCode(),
        referredBy: diner === DEMO_DINERS[REFERRED_DINER_INDEX] && referrer ? referrer.referralCode : null,
        joinedAt: at,
        createdAt: at,
      };
      customers.set(row.customerPhone, customer);
    }
    const multiplier = rules.tiers.find((tier) => tier.name === customer.currentTier)?.multiplier ?? '1.00';
    const totalCents = parseCents(row.total) ?? 0;
    const points = pointsEarned({
      totalCents,
      pointsPerReal: rules.pointsPerReal,
      multiplier,
      bonusPointsPerOrder: rules.bonusPointsPerOrder,
    });
    const number = orderNumber(row.id);
    const ordersBefore = customer.totalOrders;
    post(customer, {
      orderId: row.id,
      type: 'earn',
      points,
      description: `Pedido #${number} entregue`,
      createdAt: at,
    });
    row.loyaltyPointsEarned = points;
    customer.totalOrders += 1;
    customer.totalSpent = centsToDecimal((parseCents(customer.totalSpent ?? '0') ?? 0) + totalCents);
    customer.lastOrderAt = at;
    if (
      rules.birthdayBonus > 0 &&
      birthdayBonusDue(customer.birthDate ?? null, customer.birthdayRewardYear ?? null, at)
    ) {
      post(customer, {
        orderId: row.id,
        type: 'birthday',
        points: rules.birthdayBonus,
        description: 'Bônus de aniversário',
        createdAt: at,
      });
      Object.assign(customer, {
        birthdayRewardClaimed: true,
        birthdayRewardYear: zonedMonthYear(at).year,
      });
    }
    const due = referralBonusDue({
      referredBy: customer.referredBy ?? null,
      ownCode: customer.referralCode,
      deliveredOrdersBefore: ordersBefore,
    });
    const referrer = [...customers.values()].find((other) => other.referralCode === customer.referredBy);
    if (due && rules.referralBonus > 0 && referrer && referrer !== customer)
      post(referrer, {
        orderId: row.id,
        type: 'referral',
        points: rules.referralBonus,
        description: `Indicação: primeiro pedido #${number} entregue`,
        createdAt: at,
      });
  }
  return { customers: [...customers.values()], ledger };
}

export interface StockedItem {
  id: string;
  costCents: Cents;
  restock: number;
  minAlert: number;
}

export function demoStock(
  restaurantId: string,
  orders: DemoOrder[],
  items: StockedItem[],
  timeZone: string,
  now: Date,
) {
  const movements: MovementRow[] = [];
  const finalStock = new Map<string, number>();
  const morningAfter = (moment: Date) => {
    const day = zonedDay(moment, timeZone);
    return new Date(zonedMidnight(day.year, day.month, day.day + 1, timeZone).getTime() + 10 * 3_600_000);
  };
  const first = orders[0]?.row.createdAt ?? now;
  for (const item of items) {
    const cost = centsToDecimal(item.costCents);
    const entry = (at: Date): MovementRow => ({
      restaurantId,
      menuItemId: item.id,
      type: 'entrada',
      quantity: item.restock,
      reason: 'Compra do fornecedor',
      costPerUnit: cost,
      totalCost: centsToDecimal(movementTotalCents(item.costCents, item.restock)),
      createdBy: OWNER_AUTHOR,
      createdAt: at,
    });
    const sale = (orderId: string, units: number, at: Date, reversal: boolean): MovementRow => ({
      restaurantId,
      menuItemId: item.id,
      type: 'venda',
      quantity: reversal ? units : -units,
      reason: reversal ? reversalReason(orderId) : saleReason(orderId),
      orderId,
      costPerUnit: cost,
      totalCost: centsToDecimal(movementTotalCents(item.costCents, units)),
      createdBy: `Pedido #${orderNumber(orderId)}`,
      createdAt: at,
    });
    const events: { at: Date; move: (stock: number) => MovementRow[] }[] = [];
    for (const { row, lines } of orders) {
      const units = lines
        .filter((line) => line.menuItemId === item.id)
        .reduce((sum, line) => sum + line.quantity, 0);
      if (units === 0 || !row.confirmedAt) continue;
      events.push({ at: row.confirmedAt, move: () => [sale(row.id, units, row.confirmedAt!, false)] });
      if (row.cancelledAt)
        events.push({ at: row.cancelledAt, move: () => [sale(row.id, units, row.cancelledAt!, true)] });
    }
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    let stock = 0;
    let restockAt: Date | null = new Date(first.getTime() - 86_400_000);
    const apply = (rows: MovementRow[]) => {
      for (const row of rows) stock += row.quantity;
      movements.push(...rows);
    };
    for (const event of events) {
      if (restockAt && restockAt <= event.at) {
        apply([entry(restockAt)]);
        restockAt = null;
      }
      const [move] = event.move(stock);
      // Sold out before the delivery came: the owner bought at the market that evening.
      if (stock + move!.quantity < 0) apply([entry(new Date(event.at.getTime() - 30 * 60_000))]);
      apply([move!]);
      if (stock <= item.minAlert && !restockAt) restockAt = morningAfter(event.at);
    }
    if (restockAt && restockAt <= now) apply([entry(restockAt)]);
    finalStock.set(item.id, stock);
  }
  return { movements, finalStock };
}
