/** What every report builder receives, and the small helpers they share. */
import { centsToDecimal } from '../../../../domain/money/money';
import { type DateRange, rangeLabel, rangePeriod } from '../../../../domain/reports/report-range';
import type { TemplateFilters } from '../../../../domain/reports/report-template';
import {
  REPORT_COLUMNS,
  REPORT_TYPE_TITLES,
  type ReportCell,
  type ReportData,
  type ReportType,
} from '../../../../domain/reports/report-types';
import type { Db } from '../../../db/client';
import type { createReportCentreRepository } from '../report-centre.repository';
import type { Range } from '../reports.repository';

export interface BuildContext {
  db: Db;
  repository: ReturnType<typeof createReportCentreRepository>;
  restaurantId: string;
  restaurantName: string;
  range: DateRange;
  /** The restaurant's zone (decision 0014): its calendar days bound the period. */
  timeZone: string;
  filters: Partial<TemplateFilters>;
  now: Date;
}

export const money = (cents: number) => centsToDecimal(cents);

/** The instants of the context's days in the restaurant's zone, as the repositories take them. */
export function queryRange({ range, timeZone }: Pick<BuildContext, 'range' | 'timeZone'>): Range {
  const period = rangePeriod(range, timeZone);
  return { start: period.start, end: period.end };
}

export const orderFilters = (filters: Partial<TemplateFilters>) => ({
  orderSource: filters.orderSource,
  deliveryType: filters.deliveryType,
});

/** The frame of a report; builders add summary, rows, totals and chart. */
export function reportFrame(
  type: ReportType,
  context: BuildContext,
  parts: Pick<ReportData, 'summary' | 'rows' | 'totals' | 'chart'>,
): ReportData {
  return {
    type,
    title: REPORT_TYPE_TITLES[type],
    restaurantName: context.restaurantName,
    period: { ...context.range, label: rangeLabel(context.range) },
    generatedAt: context.now.toISOString(),
    timeZone: context.timeZone,
    columns: REPORT_COLUMNS[type],
    ...parts,
  };
}

export type Row = Record<string, ReportCell>;

/** "2024-05-13" -> "13/05/2024". */
export const brDate = (key: string) => key.split('-').reverse().join('/');
