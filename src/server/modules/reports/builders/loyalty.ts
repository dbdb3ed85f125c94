/**
 * Loyalty: points the ledger issued and redeemed in the period, and customers and balances per
 * tier (the restaurant's tiers, in order of their minimum points).
 */
import { type BuildContext, queryRange, type Row, reportFrame } from './context';

export async function loyaltyReport(context: BuildContext) {
  const { tiers, customers, ledger } = await context.repository.loyalty(
    context.restaurantId,
    queryRange(context),
  );
  const names = [...tiers.map((tier) => tier.name)];
  for (const row of [...customers, ...ledger]) if (!names.includes(row.tier)) names.push(row.tier);
  const rows: Row[] = names.map((tier) => {
    const group = customers.find((row) => row.tier === tier);
    const moved = ledger.find((row) => row.tier === tier);
    return {
      tier: tier.charAt(0).toUpperCase() + tier.slice(1),
      customers: group?.customers ?? 0,
      pointsBalance: group?.points ?? 0,
      pointsIssued: moved?.issued ?? 0,
      pointsRedeemed: moved?.redeemed ?? 0,
    };
  });
  const sum = (key: string) => rows.reduce((total, row) => total + Number(row[key]), 0);
  const joined = customers.reduce((total, row) => total + row.joined, 0);
  const active = ledger.reduce((total, row) => total + row.activeCustomers, 0);
  return reportFrame('loyalty', context, {
    summary: [
      { label: 'Pontos emitidos', value: sum('pointsIssued'), kind: 'integer' },
      { label: 'Pontos resgatados', value: sum('pointsRedeemed'), kind: 'integer' },
      { label: 'Clientes no programa', value: sum('customers'), kind: 'integer' },
      { label: 'Novos clientes no período', value: joined, kind: 'integer' },
      { label: 'Clientes ativos no período', value: active, kind: 'integer' },
    ],
    rows,
    totals: {
      tier: 'Total',
      customers: sum('customers'),
      pointsBalance: sum('pointsBalance'),
      pointsIssued: sum('pointsIssued'),
      pointsRedeemed: sum('pointsRedeemed'),
    },
    chart: { title: 'Clientes por nível', labelKey: 'tier', valueKey: 'customers', kind: 'integer' },
  });
}
