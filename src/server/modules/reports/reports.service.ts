/**
 * The dashboard's figures, all from the database: sales today, in the last 7 days and this month
 * (São Paulo calendar, cancelled orders excluded) with the same stretch of the period before for
 * growth, the points the loyalty ledger distributed and a daily series of the last 30 days for the
 * chart; then, for a chosen period (this month by default, at most 366 days), the top 10 products by
 * quantity and by revenue, revenue per product, and orders by type, channel and hour of the day.
 */
import { centsToDecimal } from '../../../domain/money/money';
import { DELIVERY_TYPES, ORDER_SOURCES } from '../../../domain/orders/order-status';
import {
  lastDayKeys,
  PERIOD_KINDS,
  type Period,
  type PeriodKind,
  reportPeriods,
} from '../../../domain/reports/periods';
import { type DateRange, rangeLabel } from '../../../domain/reports/report-range';
import { fillDailySeries, salesGrowth, salesSummary } from '../../../domain/reports/sales';
import type { Db } from '../../db/client';
import { restaurantTimeZone } from '../../lib/restaurant-time-zone';
import { createReportCentreRepository, type GroupSales } from './report-centre.repository';
import { resolveRange } from './report-centre.service';
import { createReportsRepository, type Range } from './reports.repository';

export const SERIES_DAYS = 30;
/** The month's top 10 (the dashboard shows the first 3). */
export const TOP_PRODUCTS = 10;

interface PeriodFigures {
  summary: ReturnType<typeof salesSummary>;
  previous: ReturnType<typeof salesSummary>;
  growth: ReturnType<typeof salesGrowth>;
  points: { current: number; previous: number };
}

const empty = (key: string): GroupSales => ({
  key,
  orders: 0,
  salesCents: 0,
  deliveredOrders: 0,
  revenueCents: 0,
});

const groupFigures = (figures: Omit<GroupSales, 'key'>) => ({
  orders: figures.orders,
  sales: centsToDecimal(figures.salesCents),
  deliveredOrders: figures.deliveredOrders,
  revenue: centsToDecimal(figures.revenueCents),
});

/** A current period runs until now: open-ended, see Range. */
const open = (period: Period): Range => ({ start: period.start, end: null });

export function createReportsService(db: Db) {
  const repository = createReportsRepository(db);
  const centre = createReportCentreRepository(db);

  /** The period's products, order types, channels and hours (this month unless chosen). */
  async function breakdowns(restaurantId: string, chosen: DateRange) {
    const [products, { byOrderType: byType, bySource, byHour }] = await Promise.all([
      centre.products(restaurantId, chosen),
      centre.breakdowns(restaurantId, chosen),
    ]);
    const product = ({
      menuItemId,
      name,
      quantity,
      salesCents,
      revenueCents,
    }: (typeof products)[number]) => ({
      menuItemId,
      name,
      quantity,
      sales: centsToDecimal(salesCents),
      revenue: centsToDecimal(revenueCents),
    });
    const byRevenue = [...products]
      .filter((p) => p.revenueCents > 0)
      .sort((a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name, 'pt-BR'));
    const group = ({ key, ...figures }: GroupSales) => ({ key, ...groupFigures(figures) });
    const hours = new Map(byHour.map((row) => [Number(row.key), row]));
    return {
      topProducts: products.slice(0, TOP_PRODUCTS).map(product),
      topProductsByRevenue: byRevenue.slice(0, TOP_PRODUCTS).map(product),
      revenueByProduct: byRevenue.map(product),
      byOrderType: DELIVERY_TYPES.map((key) => group(byType.find((row) => row.key === key) ?? empty(key))),
      bySource: ORDER_SOURCES.map((key) => group(bySource.find((row) => row.key === key) ?? empty(key))),
      byHour: Array.from({ length: 24 }, (_, hour) => ({
        hour,
        ...groupFigures(hours.get(hour) ?? empty(String(hour))),
      })),
    };
  }

  return {
    async dashboard(restaurantId: string, range?: Partial<DateRange>, now = new Date()) {
      const timeZone = await restaurantTimeZone(db, restaurantId);
      const periods = reportPeriods(now, timeZone);
      // Current periods run until now (open-ended), previous ones are closed: six windows.
      const windows = PERIOD_KINDS.flatMap((kind) => [open(periods[kind].current), periods[kind].previous]);
      const seriesDays = lastDayKeys(now, SERIES_DAYS, timeZone);
      const [sales, points, days] = await Promise.all([
        repository.salesWindows(restaurantId, windows, timeZone),
        repository.pointsWindows(restaurantId, windows),
        centre.byDay(restaurantId, { from: seriesDays[0]!, to: seriesDays.at(-1)! }),
      ]);
      const byKind = Object.fromEntries(
        PERIOD_KINDS.map((kind, index) => {
          const [now, before] = [sales[index * 2]!, sales[index * 2 + 1]!];
          return [
            kind,
            {
              summary: salesSummary(now),
              previous: salesSummary(before),
              growth: salesGrowth(now, before),
              points: { current: points[index * 2]!, previous: points[index * 2 + 1]! },
            },
          ];
        }),
      ) as Record<PeriodKind, PeriodFigures>;
      const chosen = resolveRange(range, 'thisMonth', now, timeZone);
      return {
        generatedAt: now.toISOString(),
        period: { ...chosen, label: rangeLabel(chosen) },
        daily: byKind.daily.summary,
        weekly: byKind.weekly.summary,
        monthly: byKind.monthly.summary,
        previous: {
          daily: byKind.daily.previous,
          weekly: byKind.weekly.previous,
          monthly: byKind.monthly.previous,
        },
        growth: {
          daily: byKind.daily.growth,
          weekly: byKind.weekly.growth,
          monthly: byKind.monthly.growth,
        },
        pointsDistributed: {
          daily: byKind.daily.points,
          weekly: byKind.weekly.points,
          monthly: byKind.monthly.points,
        },
        series: fillDailySeries(
          seriesDays,
          days.map(({ key, salesCents, orders }) => ({ date: key, totalCents: salesCents, orders })),
        ),
        ...(await breakdowns(restaurantId, chosen)),
      };
    },
  };
}
