import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useLoyaltyStats } from '../api/get-loyalty-stats';

const number = new Intl.NumberFormat('pt-BR');

/** The statistics card: every figure comes from the server's ledger and customer counts. */
export function LoyaltyStatsCard({ restaurantId }: { restaurantId: string }) {
  const stats = useLoyaltyStats(restaurantId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Estatísticas</CardTitle>
        <CardDescription>Desempenho do seu programa de fidelidade.</CardDescription>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <LoadingState label="Carregando estatísticas..." />
        ) : stats.isError ? (
          <ErrorState message="Erro ao carregar as estatísticas." onRetry={() => stats.refetch()} />
        ) : (
          <dl className="grid grid-cols-2 gap-4">
            <Stat label="Pontos distribuídos" value={number.format(stats.data.pointsDistributed)} />
            <Stat
              label="Recompensas resgatadas"
              value={number.format(stats.data.rewardsRedeemed)}
              detail={`${formatBRL(parseCents(stats.data.redeemedValue) ?? 0)} em descontos`}
            />
            <Stat
              label="Taxa de retorno"
              value={`${stats.data.returnRate}%`}
              detail="Clientes com 2 ou mais pedidos"
            />
            <Stat
              label="Clientes ativos"
              value={number.format(stats.data.activeCustomers)}
              detail="Pediram nos últimos 90 dias"
            />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl bg-orange-50 p-4">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-2xl font-bold text-stone-900">{value}</dd>
      {detail && <dd className="text-xs text-stone-600">{detail}</dd>}
    </div>
  );
}
