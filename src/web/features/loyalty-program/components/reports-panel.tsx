import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatBRL, formatPhone } from '../../../../domain/format/format';
import { formatNumber } from '../../../../domain/format/numbers';
import { formatPoints } from '../../../../domain/format/points';
import { TIER_LABELS } from '../../../../domain/loyalty/loyalty-api';
import { parseCents } from '../../../../domain/money/money';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useLoyaltyReports } from '../api/get-reports';

const weekLabel = (week: string) => `${week.slice(8, 10)}/${week.slice(5, 7)}`;

/** 'Relatórios': points issued and redeemed per week, customers per tier, and top customers. */
export function ReportsPanel({ restaurantId }: { restaurantId: string }) {
  const reports = useLoyaltyReports(restaurantId);
  if (reports.isPending) return <LoadingState label="Carregando relatórios..." />;
  if (reports.isError)
    return <ErrorState message="Erro ao carregar os relatórios." onRetry={() => reports.refetch()} />;
  const { weekly, perTier, topCustomers } = reports.data;
  return (
    <div className="grid gap-4 pt-4 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Pontos por semana</CardTitle>
        </CardHeader>
        <CardContent>
          {weekly.length === 0 ? (
            <p className="text-stone-700">Nenhuma movimentação de pontos nas últimas 12 semanas.</p>
          ) : (
            <div className="h-64" role="img" aria-label="Pontos emitidos e resgatados por semana">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={weekly.map((row) => ({ ...row, label: weekLabel(row.week) }))}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="label" />
                  <YAxis allowDecimals={false} tickFormatter={formatNumber} width={56} />
                  <Tooltip formatter={(value) => formatNumber(Number(value))} />
                  <Legend />
                  <Bar dataKey="issued" name="Emitidos" fill="#c2410c" />
                  <Bar dataKey="redeemed" name="Resgatados" fill="#57534e" />
                </BarChart>
              </ResponsiveContainer>
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Clientes por nível</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-2">
            {perTier.length === 0 && <li className="text-stone-700">Nenhum cliente ainda.</li>}
            {perTier.map((row) => (
              <li key={row.tier} className="flex justify-between">
                <span>{TIER_LABELS[row.tier] ?? row.tier}</span>
                <span className="font-semibold">{formatNumber(row.customers)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Melhores clientes</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-2">
            {topCustomers.length === 0 && <li className="text-stone-700">Nenhum cliente ainda.</li>}
            {topCustomers.map((customer) => (
              <li key={customer.id} className="flex justify-between gap-2">
                <span>{customer.customerName || formatPhone(customer.customerPhone)}</span>
                <span className="text-sm text-stone-700">
                  {formatPoints(customer.totalPointsEarned)} ·{' '}
                  {formatBRL(parseCents(customer.totalSpent) ?? 0)}
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
