/**
 * The reports of the 'Relatórios' tab: their types, titles, file-name slugs and columns, and the
 * one shape every report takes (summary, table, totals, chart). The server fills it, the tab draws
 * it, the CSV and the PDF print it: one definition, so a column means the same thing everywhere.
 */
export const REPORT_TYPES = [
  'sales',
  'products',
  'stock',
  'loyalty',
  'financial',
  'channels',
  'dine-in',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  sales: 'Vendas',
  products: 'Produtos',
  stock: 'Estoque',
  loyalty: 'Fidelidade',
  financial: 'Financeiro',
  channels: 'Canais de venda',
  'dine-in': 'Salão',
};

/** A report's title: 'Relatório financeiro' (an adjective), the others 'Relatório de ...'. */
export const REPORT_TYPE_TITLES: Record<ReportType, string> = {
  sales: 'Relatório de vendas',
  products: 'Relatório de produtos',
  stock: 'Relatório de estoque',
  loyalty: 'Relatório de fidelidade',
  financial: 'Relatório financeiro',
  channels: 'Relatório de canais de venda',
  'dine-in': 'Relatório do salão: mesas e garçons',
};

/** The `<tipo>` of `relatorio-<tipo>-<periodo>.csv|pdf`. */
export const REPORT_FILE_SLUGS: Record<ReportType, string> = {
  sales: 'vendas',
  products: 'produtos',
  stock: 'estoque',
  loyalty: 'fidelidade',
  financial: 'financeiro',
  channels: 'canais',
  'dine-in': 'salao',
};

export type CellKind = 'text' | 'money' | 'integer' | 'percent';
export type ReportCell = string | number | null;

export interface ReportColumn {
  key: string;
  label: string;
  kind: CellKind;
}

export interface ReportSummaryItem {
  label: string;
  value: string | number | null;
  kind: CellKind;
}

export interface ReportChart {
  title: string;
  /** The row field naming each bar, and the one giving its height. */
  labelKey: string;
  valueKey: string;
  kind: CellKind;
}

export interface ReportData {
  type: ReportType;
  title: string;
  restaurantName: string;
  period: { from: string; to: string; label: string };
  generatedAt: string;
  /** The restaurant's time zone (decision 0014): its days and 'Gerado em' are read in it. */
  timeZone?: string;
  summary: ReportSummaryItem[];
  columns: ReportColumn[];
  rows: Record<string, ReportCell>[];
  totals: Record<string, ReportCell> | null;
  chart: ReportChart | null;
  /**
   * Further tables after the main one, each with its title ('Por garçom', 'Por forma de
   * pagamento'): the dine-in report has three blocks. Absent for the other reports.
   */
  sections?: ReportSection[];
}

/** A titled table of its own below the report's main one; the CSV and the PDF print it after it. */
export interface ReportSection {
  title: string;
  columns: ReportColumn[];
  rows: Record<string, ReportCell>[];
  totals: Record<string, ReportCell> | null;
}

const col = (key: string, label: string, kind: CellKind): ReportColumn => ({ key, label, kind });

/** Every column a report type can show, in order; a template may pick a subset. */
export const REPORT_COLUMNS: Record<ReportType, ReportColumn[]> = {
  sales: [
    col('date', 'Data', 'text'),
    col('orders', 'Pedidos', 'integer'),
    col('sales', 'Vendas', 'money'),
    col('avgTicket', 'Ticket médio', 'money'),
    col('deliveredOrders', 'Pedidos entregues', 'integer'),
    col('revenue', 'Receita', 'money'),
  ],
  products: [
    col('name', 'Produto', 'text'),
    col('quantity', 'Quantidade', 'integer'),
    col('sales', 'Vendas', 'money'),
    col('revenue', 'Receita', 'money'),
    col('share', 'Participação', 'percent'),
  ],
  stock: [
    col('name', 'Item', 'text'),
    col('unit', 'Unidade', 'text'),
    col('stockQuantity', 'Estoque atual', 'integer'),
    col('unitCost', 'Custo unitário', 'money'),
    col('stockValue', 'Valor em estoque', 'money'),
    col('entries', 'Entradas', 'integer'),
    col('sold', 'Vendas', 'integer'),
    col('losses', 'Perdas', 'integer'),
    col('lossCost', 'Custo das perdas', 'money'),
  ],
  loyalty: [
    col('tier', 'Nível', 'text'),
    col('customers', 'Clientes', 'integer'),
    col('pointsBalance', 'Saldo de pontos', 'integer'),
    col('pointsIssued', 'Pontos emitidos', 'integer'),
    col('pointsRedeemed', 'Pontos resgatados', 'integer'),
  ],
  financial: [
    col('channel', 'Canal', 'text'),
    col('orders', 'Pedidos entregues', 'integer'),
    col('revenue', 'Receita', 'money'),
    col('discounts', 'Descontos', 'money'),
    col('deliveryFees', 'Taxas de entrega', 'money'),
    col('avgTicket', 'Ticket médio', 'money'),
    col('feeMin', 'Comissão 12%', 'money'),
    col('feeMax', 'Comissão 30%', 'money'),
    col('platformFee', 'Taxa cobrada pela plataforma', 'money'),
  ],
  channels: [
    col('channel', 'Canal', 'text'),
    col('orders', 'Pedidos', 'integer'),
    col('sales', 'Vendas', 'money'),
    col('avgTicket', 'Ticket médio', 'money'),
    col('share', 'Participação', 'percent'),
  ],
  /** By table; the waiters and the payment methods are the report's sections (DINE_IN_SECTIONS). */
  'dine-in': [
    col('table', 'Mesa', 'text'),
    col('area', 'Área', 'text'),
    col('bills', 'Contas', 'integer'),
    col('people', 'Pessoas', 'integer'),
    col('sales', 'Vendas', 'money'),
    col('avgTicket', 'Ticket médio por mesa', 'money'),
    col('avgPerPerson', 'Ticket médio por pessoa', 'money'),
    col('serviceCharge', 'Taxa de serviço', 'money'),
    col('couvert', 'Couvert', 'money'),
  ],
};

/** The dine-in report's further tables: who took the orders, and how the bills were paid. */
export const DINE_IN_SECTIONS = {
  waiters: {
    title: 'Por garçom',
    columns: [
      col('waiter', 'Quem registrou', 'text'),
      col('orders', 'Pedidos', 'integer'),
      col('bills', 'Contas', 'integer'),
      col('sales', 'Vendas', 'money'),
      col('serviceCharge', 'Taxa de serviço', 'money'),
      col('share', 'Participação', 'percent'),
    ],
  },
  payments: {
    title: 'Por forma de pagamento',
    columns: [
      col('method', 'Forma de pagamento', 'text'),
      col('payments', 'Pagamentos', 'integer'),
      col('sales', 'Vendas', 'money'),
      col('serviceCharge', 'Taxa de serviço', 'money'),
      col('couvert', 'Couvert', 'money'),
      col('received', 'Total recebido', 'money'),
    ],
  },
} satisfies Record<string, { title: string; columns: ReportColumn[] }>;

/** Keeps the chosen columns (in the report's order); none chosen keeps them all. */
export function selectColumns(report: ReportData, keys: readonly string[]): ReportData {
  if (keys.length === 0) return report;
  const columns = report.columns.filter((column) => keys.includes(column.key));
  return columns.length === 0 ? report : { ...report, columns };
}
