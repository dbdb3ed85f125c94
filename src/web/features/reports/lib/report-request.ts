/**
 * What the tab asks for: a report type (or a saved template) and a period, with the template-like
 * filters of the quick reports. One description feeds the query key, the API path and the export
 * links, so what is on screen is what gets downloaded.
 */
import type { PeriodPreset } from '../../../../domain/reports/report-range';
import type { TemplateFilters } from '../../../../domain/reports/report-template';
import type { ReportType } from '../../../../domain/reports/report-types';

export interface PeriodChoice {
  preset: PeriodPreset | 'custom';
  from?: string;
  to?: string;
}

export type ReportRequest =
  | {
      kind: 'type';
      type: ReportType;
      period: PeriodChoice;
      filters?: Partial<TemplateFilters>;
      title?: string;
    }
  | { kind: 'template'; templateId: string; period?: PeriodChoice; title: string };

const restaurantPath = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}`;

function periodParams(period: PeriodChoice | undefined, params: URLSearchParams) {
  if (!period) return;
  if (period.preset === 'custom') {
    if (period.from) params.set('from', period.from);
    if (period.to) params.set('to', period.to);
  } else {
    params.set('period', period.preset);
  }
}

/** The query string of a request (without the leading '?'). */
export function requestQuery(request: ReportRequest): string {
  const params = new URLSearchParams();
  if (request.kind === 'type') {
    const { period: _saved, ...filters } = request.filters ?? {};
    for (const [key, value] of Object.entries(filters))
      if (value !== undefined) params.set(key, String(value));
    periodParams(request.period, params);
  } else if (request.period?.preset === 'custom') {
    periodParams(request.period, params);
  }
  return params.toString();
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

export function reportPath(restaurantId: string, request: ReportRequest): string {
  const path =
    request.kind === 'type'
      ? `${restaurantPath(restaurantId)}/reports/${request.type}`
      : `/api/report-templates/${encodeURIComponent(request.templateId)}/report`;
  return withQuery(path, requestQuery(request));
}

export function exportPath(restaurantId: string, request: ReportRequest, format: 'csv' | 'pdf'): string {
  const query = requestQuery(request);
  const path =
    request.kind === 'type'
      ? `${restaurantPath(restaurantId)}/reports/${request.type}/export`
      : `/api/report-templates/${encodeURIComponent(request.templateId)}/export`;
  return `${path}?format=${format}${query ? `&${query}` : ''}`;
}

export { restaurantPath };
