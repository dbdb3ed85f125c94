/**
 * The report centre: builds any report type for a period (a preset like 'Este mês' or explicit
 * days of the restaurant's calendar, in its time zone), optionally narrowed by channel or order type and to chosen columns, and
 * exports it. Templates, schedules and the routes all generate through here.
 */
import { reportKindSlug } from '../../../domain/reports/report-file-name';
import { type DateRange, type PeriodPreset, presetRange } from '../../../domain/reports/report-range';
import type { TemplateFilters } from '../../../domain/reports/report-template';
import { type ReportData, type ReportType, selectColumns } from '../../../domain/reports/report-types';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { restaurantTimeZone } from '../../lib/restaurant-time-zone';
import type { BuildContext } from './builders/context';
import { dineInReport } from './builders/dine-in';
import { financialReport } from './builders/financial';
import { loyaltyReport } from './builders/loyalty';
import { channelsReport, productsReport, salesReport } from './builders/sales';
import { stockReport } from './builders/stock';
import { createReportCentreRepository } from './report-centre.repository';
import { type ExportFormat, exportReport } from './report-export';
import { createReportTemplatesRepository } from './report-templates.repository';

const BUILDERS: Record<ReportType, (context: BuildContext) => Promise<ReportData>> = {
  sales: salesReport,
  products: productsReport,
  stock: stockReport,
  loyalty: loyaltyReport,
  financial: financialReport,
  channels: channelsReport,
  'dine-in': dineInReport,
};

export interface ReportRequest {
  /** Explicit days win over the preset; with neither, this month. */
  range?: Partial<DateRange>;
  filters?: Partial<TemplateFilters>;
  columns?: readonly string[];
  /** What the exported file is called after (a template's name); else the type and its filters. */
  name?: string;
}

export function resolveRange(
  range: Partial<DateRange> | undefined,
  preset: PeriodPreset | undefined,
  now: Date,
  timeZone?: string,
) {
  if (range?.from && range.to) return { from: range.from, to: range.to };
  return presetRange(preset ?? 'thisMonth', now, timeZone);
}

export function createReportCentreService(db: Db) {
  const repository = createReportCentreRepository(db);
  const templates = createReportTemplatesRepository(db);

  async function generate(
    restaurantId: string,
    type: ReportType,
    request: ReportRequest = {},
    now = new Date(),
  ) {
    const restaurantName = await templates.restaurantName(restaurantId);
    if (restaurantName === null) throw notFound('Restaurante não encontrado');
    const filters = request.filters ?? {};
    const timeZone = await restaurantTimeZone(db, restaurantId);
    const report = await BUILDERS[type]({
      db,
      repository,
      restaurantId,
      restaurantName,
      range: resolveRange(request.range, filters.period, now, timeZone),
      timeZone,
      filters,
      now,
    });
    return selectColumns(report, request.columns ?? []);
  }

  return {
    generate,
    async export(restaurantId: string, type: ReportType, format: ExportFormat, request: ReportRequest = {}) {
      const kind = request.name ?? reportKindSlug(type, request.filters);
      return exportReport(await generate(restaurantId, type, request), format, kind);
    },
  };
}
