/**
 * 'Criar modelo': a saved report (type, period, filters, columns, name, description). The
 * pre-configured reports of the report centre are templates too, built in, so view and export go
 * through the same code as the owner's own.
 */
import { z } from 'zod';
import { DELIVERY_TYPES, ORDER_SOURCES } from '../orders/order-status';
import { PERIOD_PRESETS } from './report-range';
import { REPORT_COLUMNS, REPORT_TYPES, type ReportType } from './report-types';

export const PRODUCT_SORTS = ['quantity', 'revenue'] as const;

export const templateFiltersSchema = z.object({
  period: z.enum(PERIOD_PRESETS, { error: 'Período inválido' }).default('thisMonth'),
  orderSource: z.enum(ORDER_SOURCES, { error: 'Canal inválido' }).optional(),
  deliveryType: z.enum(DELIVERY_TYPES, { error: 'Tipo de pedido inválido' }).optional(),
  sortBy: z.enum(PRODUCT_SORTS, { error: 'Ordenação inválida' }).optional(),
  limit: z
    .number({ error: 'Limite inválido' })
    .int('Limite inválido')
    .min(1, 'O limite deve ser de 1 a 100')
    .max(100, 'O limite deve ser de 1 a 100')
    .optional(),
});
export type TemplateFilters = z.infer<typeof templateFiltersSchema>;

export const reportTemplateSchema = z
  .object({
    name: z
      .string({ error: 'Informe o nome do modelo' })
      .trim()
      .min(1, 'Informe o nome do modelo')
      .max(80, 'Nome com no máximo 80 caracteres'),
    description: z.string().trim().max(300, 'Descrição com no máximo 300 caracteres').default(''),
    reportType: z.enum(REPORT_TYPES, { error: 'Tipo de relatório inválido' }),
    filters: templateFiltersSchema.default({ period: 'thisMonth' }),
    columns: z.array(z.string()).max(20).default([]),
  })
  .superRefine((value, ctx) => {
    const known = new Set(REPORT_COLUMNS[value.reportType].map((column) => column.key));
    if (value.columns.some((key) => !known.has(key))) {
      ctx.addIssue({ code: 'custom', path: ['columns'], message: 'Coluna inválida para este relatório' });
    }
  });
export type ReportTemplateInput = z.infer<typeof reportTemplateSchema>;

export interface ReportTemplate extends ReportTemplateInput {
  id: string;
  isDefault: boolean;
  createdAt: string;
}

export interface PresetReport {
  key: string;
  name: string;
  description: string;
  reportType: ReportType;
  filters: TemplateFilters;
}

/** The report centre's pre-configured reports. */
export const PRESET_REPORTS: PresetReport[] = [
  {
    key: 'vendas-semanais',
    name: 'Vendas semanais',
    description: 'Vendas dia a dia nos últimos 7 dias',
    reportType: 'sales',
    filters: { period: 'last7' },
  },
  {
    key: 'analise-de-canais',
    name: 'Análise de canais',
    description: 'Pedidos e vendas por canal neste mês',
    reportType: 'channels',
    filters: { period: 'thisMonth' },
  },
  {
    key: 'desempenho-da-fidelidade',
    name: 'Desempenho da fidelidade',
    description: 'Pontos emitidos e resgatados e clientes por nível neste mês',
    reportType: 'loyalty',
    filters: { period: 'thisMonth' },
  },
];
