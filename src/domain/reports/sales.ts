/**
 * The sales figures of the dashboard and the reports: average ticket, growth against the previous
 * period and the daily series. Kept here so the panel's cards and the exported reports agree to
 * the cent.
 */
import type { LoyaltyTransactionType } from '../loyalty/loyalty';
import { type Cents, centsToDecimal } from '../money/money';

export interface SalesFigures {
  totalCents: Cents;
  orders: number;
}

/** Total over orders, rounded half up to the cent; 0 when there were no orders. */
export function averageTicketCents({ totalCents, orders }: SalesFigures): Cents {
  return orders > 0 ? Math.round(totalCents / orders) : 0;
}

/**
 * Change against the previous period in percent, one decimal. Null when the previous period had
 * nothing to compare with (a growth "from zero" is not a percentage).
 */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The API's shape of a period's figures: money as decimal strings. */
export function salesSummary(figures: SalesFigures) {
  return {
    total: centsToDecimal(figures.totalCents),
    orders: figures.orders,
    avgTicket: centsToDecimal(averageTicketCents(figures)),
  };
}

export function salesGrowth(current: SalesFigures, previous: SalesFigures) {
  return {
    total: growthPercent(current.totalCents, previous.totalCents),
    orders: growthPercent(current.orders, previous.orders),
    avgTicket: growthPercent(averageTicketCents(current), averageTicketCents(previous)),
  };
}

export interface DaySales extends SalesFigures {
  date: string;
}

/** One entry per day key, in the keys' order, with zeros for days without sales. */
export function fillDailySeries(dayKeys: readonly string[], rows: readonly DaySales[]) {
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return dayKeys.map((date) => {
    const row = byDay.get(date);
    return { date, total: centsToDecimal(row?.totalCents ?? 0), orders: row?.orders ?? 0 };
  });
}

/** Ledger entries that hand points to customers; redemptions, expiries and adjustments are not. */
export const POINTS_DISTRIBUTED_TYPES = [
  'earn',
  'bonus',
  'birthday',
  'referral',
] as const satisfies readonly LoyaltyTransactionType[];

/** A part's share of a whole in percent, one decimal; 0 when the whole is 0. */
export function sharePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
