/** `GET /api/restaurants/:id/reports` as the dashboard reads it. */
export interface SalesSummary {
  total: string;
  orders: number;
  avgTicket: string;
}

export interface SalesGrowth {
  total: number | null;
  orders: number | null;
  avgTicket: number | null;
}

export type PeriodKind = 'daily' | 'weekly' | 'monthly';

export interface DashboardReport {
  generatedAt: string;
  daily: SalesSummary;
  weekly: SalesSummary;
  monthly: SalesSummary;
  previous: Record<PeriodKind, SalesSummary>;
  growth: Record<PeriodKind, SalesGrowth>;
  pointsDistributed: Record<PeriodKind, { current: number; previous: number }>;
  /** Sales count orders not cancelled; revenue only delivered ones. */
  topProducts: {
    menuItemId: string | null;
    name: string;
    quantity: number;
    sales: string;
    revenue: string;
  }[];
  series: { date: string; total: string; orders: number }[];
}
