import { Coins, Receipt, ShoppingBag, Star } from 'lucide-react';
import { growthPercent } from '../../../../domain/reports/sales';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import type { AdminTabProps } from '../../admin/types';
import { SetupChecklist } from '../../onboarding/components/setup-checklist';
import { useDashboardReport } from '../api/get-reports';
import { brl, formatCount } from '../lib/figures';
import { PeriodSummary } from './period-summary';
import { SalesChart } from './sales-chart';
import { StatCard } from './stat-card';
import { TopProducts } from './top-products';

/** The dashboard tab: today's real figures, growth, best sellers, points and the sales chart. */
export function DashboardTab({ restaurantId, label }: AdminTabProps) {
  const report = useDashboardReport(restaurantId);
  if (report.isPending) return <LoadingState label="Carregando números..." />;
  if (report.isError)
    return (
      <ErrorState message="Não foi possível carregar o dashboard." onRetry={() => void report.refetch()} />
    );
  const { daily, growth, pointsDistributed, topProducts, series } = report.data;
  const points = pointsDistributed.daily;
  const pointsGrowth = growthPercent(points.current, points.previous);

  return (
    <section aria-label={label} className="flex flex-col gap-6">
      <SetupChecklist restaurantId={restaurantId} />
      <h2 className="text-2xl font-bold text-stone-900">Hoje</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Vendas hoje"
          value={brl(daily.total)}
          growth={growth.daily.total}
          comparedWith="ontem até esta hora"
          icon={<Coins />}
        />
        <StatCard
          title="Pedidos hoje"
          value={formatCount(daily.orders)}
          growth={growth.daily.orders}
          comparedWith="ontem até esta hora"
          icon={<ShoppingBag />}
        />
        <StatCard
          title="Ticket médio"
          value={brl(daily.avgTicket)}
          growth={growth.daily.avgTicket}
          comparedWith="ontem até esta hora"
          icon={<Receipt />}
        />
        <StatCard
          title="Pontos Distribuídos"
          value={formatCount(points.current)}
          growth={pointsGrowth}
          comparedWith="ontem até esta hora"
          icon={<Star />}
        />
      </div>
      <PeriodSummary report={report.data} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <SalesChart series={series} />
        <TopProducts products={topProducts.slice(0, 3)} />
      </div>
    </section>
  );
}
