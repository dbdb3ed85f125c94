/**
 * The reports' answers as the owner's client receives them (money as decimal strings, dates as
 * ISO strings, days as AAAA-MM-DD), and the files of the exports.
 */
import { z } from 'zod';
import { DELIVERY_TYPES, ORDER_SOURCES } from '../../../domain/orders/order-status';
import { templateFiltersSchema } from '../../../domain/reports/report-template';
import { REPORT_TYPES } from '../../../domain/reports/report-types';
import { SCHEDULE_FREQUENCIES } from '../../../domain/reports/schedule';
import { isoDateTime, money } from '../../lib/answer-schemas';

const day = z.string().describe('Dia no calendário do restaurante, AAAA-MM-DD.');
const period = z.object({
  from: day,
  to: day,
  label: z.string().describe('O período por extenso, ex.: "01/05/2026 a 31/05/2026".'),
});

const summary = z.object({
  total: money.describe('Vendas do período, pedidos cancelados fora.'),
  orders: z.number(),
  avgTicket: money.describe('Ticket médio.'),
});
const growth = z
  .object({ total: z.number().nullable(), orders: z.number().nullable(), avgTicket: z.number().nullable() })
  .describe('Variação percentual sobre o período anterior; nulo quando o anterior é zero.');
const points = z.object({ current: z.number(), previous: z.number() });
const byKind = <T extends z.ZodType>(figure: T) =>
  z.object({ daily: figure, weekly: figure, monthly: figure });
const product = z.object({
  menuItemId: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  sales: money,
  revenue: money,
});
const groupFigures = {
  orders: z.number(),
  sales: money,
  deliveredOrders: z.number(),
  revenue: money.describe('Vendas dos pedidos entregues.'),
};

export const dashboardSchema = z
  .object({
    generatedAt: isoDateTime,
    period: period.describe(
      'O período escolhido para produtos, tipos, canais e horários (este mês por padrão).',
    ),
    daily: summary.describe('Hoje.'),
    weekly: summary.describe('Últimos 7 dias.'),
    monthly: summary.describe('Este mês.'),
    previous: byKind(summary),
    growth: byKind(growth),
    pointsDistributed: byKind(points),
    series: z.array(z.object({ date: day, total: money, orders: z.number() })).describe('Últimos 30 dias.'),
    topProducts: z.array(product).describe('Os 10 mais vendidos em quantidade.'),
    topProductsByRevenue: z.array(product),
    revenueByProduct: z.array(product),
    byOrderType: z.array(
      z.object({ key: z.string().describe(`Tipo: ${DELIVERY_TYPES.join(', ')}.`), ...groupFigures }),
    ),
    bySource: z.array(
      z.object({ key: z.string().describe(`Canal: ${ORDER_SOURCES.join(', ')}.`), ...groupFigures }),
    ),
    byHour: z.array(z.object({ hour: z.number().describe('Hora do dia, 0 a 23.'), ...groupFigures })),
  })
  .describe('O painel de vendas.');

const cellKind = z.enum(['text', 'money', 'integer', 'percent']);
const cell = z.union([z.string(), z.number(), z.null()]);

export const reportDataSchema = z
  .object({
    type: z.enum(REPORT_TYPES),
    title: z.string(),
    restaurantName: z.string(),
    period,
    generatedAt: isoDateTime,
    timeZone: z
      .string()
      .optional()
      .describe('Fuso horário do restaurante (IANA): os dias do período e o "Gerado em" são lidos nele.'),
    summary: z.array(z.object({ label: z.string(), value: cell, kind: cellKind })),
    columns: z.array(z.object({ key: z.string(), label: z.string(), kind: cellKind })),
    rows: z.array(z.record(z.string(), cell)).describe('Uma linha por item; as chaves são as das colunas.'),
    totals: z.record(z.string(), cell).nullable(),
    chart: z
      .object({ title: z.string(), labelKey: z.string(), valueKey: z.string(), kind: cellKind })
      .nullable()
      .describe('O gráfico: a coluna que nomeia cada barra e a que dá sua altura.'),
    sections: z
      .array(
        z.object({
          title: z.string(),
          columns: z.array(z.object({ key: z.string(), label: z.string(), kind: cellKind })),
          rows: z.array(z.record(z.string(), cell)),
          totals: z.record(z.string(), cell).nullable(),
        }),
      )
      .optional()
      .describe(
        'Tabelas seguintes à principal, cada uma com seu título (o relatório do salão: por garçom e por forma de pagamento).',
      ),
  })
  .describe('Um relatório gerado.');

/** CSV (Excel em português) or PDF: a file to download, never JSON. */
export const reportFileAnswer = {
  description: 'O relatório como arquivo para baixar (format=csv ou format=pdf).',
  content: {
    'text/csv': { schema: z.string().describe('CSV separado por ponto e vírgula.') },
    'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
  },
};

export const reportTemplateViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  reportType: z.enum(REPORT_TYPES),
  filters: templateFiltersSchema,
  columns: z.array(z.string()).describe('As colunas escolhidas; vazio mostra todas.'),
  isDefault: z.boolean(),
  createdAt: isoDateTime,
});

export const templateListSchema = z.object({ templates: z.array(reportTemplateViewSchema) });

export const scheduleViewSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  templateName: z.string().nullable(),
  name: z.string(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  emailTo: z.array(z.string()).describe('Destinatários do e-mail.'),
  recipients: z
    .array(
      z.object({
        email: z.string(),
        status: z
          .enum(['confirmed', 'pending'])
          .describe("'pending': o endereço ainda não abriu o link de confirmação e não recebe o relatório."),
        invitedAt: isoDateTime.nullable().describe('Quando o último link de confirmação foi enviado.'),
      }),
    )
    .describe('Cada destinatário e se já confirmou o recebimento (decisão 0023).'),
  isActive: z.boolean(),
  nextRun: isoDateTime.describe('Próximo envio.'),
  lastRun: isoDateTime.nullable(),
  lastError: z.string().nullable(),
  createdAt: isoDateTime,
});

export const scheduleListSchema = z.object({
  accountEmailVerified: z
    .boolean()
    .describe('Se o e-mail de login foi confirmado; sem isso nenhum relatório é enviado.'),
  schedules: z.array(scheduleViewSchema),
});

export const recipientConfirmationSchema = z.object({
  reportName: z.string(),
  restaurantName: z.string(),
});
