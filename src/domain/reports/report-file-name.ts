/**
 * The name an exported report is saved under: what it is, whose, and for when, so two downloads
 * never overwrite each other in the owner's Downloads folder ('Top 10 produtos' and 'Receita por
 * produto' are both products reports of this month). The route, the templates and the scheduled
 * e-mails all name their files here. ASCII only: the name travels in a Content-Disposition header.
 */
import { DELIVERY_TYPE_LABELS, ORDER_SOURCE_LABELS } from '../orders/order-status';
import { type DateRange, rangeSlug } from './report-range';
import type { TemplateFilters } from './report-template';
import { REPORT_FILE_SLUGS, type ReportType } from './report-types';

/** "Pizzaria São João & Cia" -> "pizzaria-sao-joao-cia" (at most `max` characters). */
export function fileSlug(text: string, max = 40): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}

/**
 * What a report of a type is, with the filters that change its content: "vendas",
 * "top-10-produtos", "receita-por-produto", "vendas-ifood-entrega".
 */
export function reportKindSlug(type: ReportType, filters: Partial<TemplateFilters> = {}): string {
  let kind: string = REPORT_FILE_SLUGS[type];
  if (type === 'products') {
    if (filters.limit)
      kind = `top-${filters.limit}-produtos${filters.sortBy === 'revenue' ? '-por-receita' : ''}`;
    else if (filters.sortBy === 'revenue') kind = 'receita-por-produto';
  }
  const narrowed = [
    filters.orderSource && ORDER_SOURCE_LABELS[filters.orderSource],
    filters.deliveryType && DELIVERY_TYPE_LABELS[filters.deliveryType],
  ].filter((label): label is string => Boolean(label));
  return [kind, ...narrowed.map((label) => fileSlug(label))].join('-');
}

/** relatorio-<o que>-<restaurante>-<período>.csv|pdf */
export function reportFileName(
  report: { kind: string; restaurantName: string; period: DateRange },
  format: 'csv' | 'pdf',
): string {
  const kind = fileSlug(report.kind, 60) || 'relatorio';
  const parts = [
    kind.startsWith('relatorio') ? kind : `relatorio-${kind}`,
    fileSlug(report.restaurantName),
    rangeSlug(report.period),
  ];
  return `${parts.filter(Boolean).join('-')}.${format}`;
}
