/**
 * The dashboard's figures, all from the database: sales today, in the last 7 days and this month
 * (São Paulo calendar, cancelled orders excluded) with the same stretch of the period before for
 * growth, the top 3 products of the month by quantity, the points the loyalty ledger distributed,
 * and a daily series of the last 30 days for the chart. A later reports issue extends this module.
 */
import { centsToDecimal } from '../../../domain/money/money';
import {
  lastDayKeys,
  PERIOD_KINDS,
  type Period,
  reportPeriods,
  seriesStart,
} from '../../../domain/reports/periods';
import { fillDailySeries, salesGrowth, salesSummary } from '../../../domain/reports/sales';
import type { Db } from '../../db/client';
import { createReportsRepository, type Range } from './reports.repository';

export const SERIES_DAYS = 30;
export const TOP_PRODUCTS = 3;

/** A current period runs until now: open-ended, see Range. */
const open = (period: Period): Range => ({ start: period.start, end: null });

export function createReportsService(db: Db) {
  const repository = createReportsRepository(db);

  async function periodReport(restaurantId: string, current: Period, previous: Period) {
    const [now, before, pointsNow, pointsBefore] = await Promise.all([
      repository.sales(restaurantId, open(current)),
      repository.sales(restaurantId, previous),
      repository.pointsDistributed(restaurantId, open(current)),
      repository.pointsDistributed(restaurantId, previous),
    ]);
    return {
      summary: salesSummary(now),
      previous: salesSummary(before),
      growth: salesGrowth(now, before),
      points: { current: pointsNow, previous: pointsBefore },
    };
  }

  return {
    async dashboard(restaurantId: string, now = new Date()) {
      const periods = reportPeriods(now);
      const reports = await Promise.all(
        PERIOD_KINDS.map((kind) => periodReport(restaurantId, periods[kind].current, periods[kind].previous)),
      );
      const byKind = Object.fromEntries(PERIOD_KINDS.map((kind, index) => [kind, reports[index]!])) as Record<
        (typeof PERIOD_KINDS)[number],
        (typeof reports)[number]
      >;
      const [top, days] = await Promise.all([
        repository.topProducts(restaurantId, open(periods.monthly.current), TOP_PRODUCTS),
        repository.dailySales(restaurantId, { start: seriesStart(now, SERIES_DAYS), end: null }),
      ]);
      return {
        generatedAt: now.toISOString(),
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
        topProducts: top.map(({ menuItemId, name, quantity, revenueCents }) => ({
          menuItemId,
          name,
          quantity,
          revenue: centsToDecimal(revenueCents),
        })),
        series: fillDailySeries(lastDayKeys(now, SERIES_DAYS), days),
      };
    },
  };
}
