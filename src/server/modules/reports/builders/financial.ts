/**
 * Financial: revenue (delivered orders), discounts, delivery fees and average ticket per channel,
 * and what 12% to 30% marketplace commissions would have cost on that revenue against the flat plan.
 */
import { ORDER_SOURCE_LABELS, ORDER_SOURCES, type OrderSource } from '../../../../domain/orders/order-status';
import { commissionCost, planSavings } from '../../../../domain/reports/platform-fees';
import { averageTicketCents } from '../../../../domain/reports/sales';
import { type BuildContext, money, orderFilters, type Row, reportFrame } from './context';

export async function financialReport(context: BuildContext) {
  const groups = await context.repository.financialBySource(
    context.restaurantId,
    context.range,
    orderFilters(context.filters),
  );
  const bySource = new Map(groups.map((group) => [group.source as OrderSource, group]));
  const rows: Row[] = ORDER_SOURCES.filter((source) => bySource.has(source)).map((source) => {
    const group = bySource.get(source)!;
    const fee = commissionCost(group.revenueCents);
    return {
      channel: ORDER_SOURCE_LABELS[source],
      orders: group.orders,
      revenue: money(group.revenueCents),
      discounts: money(group.discountsCents),
      deliveryFees: money(group.deliveryFeesCents),
      avgTicket: money(averageTicketCents({ totalCents: group.revenueCents, orders: group.orders })),
      feeMin: money(fee.minFeeCents),
      feeMax: money(fee.maxFeeCents),
      platformFee: money(group.platformFeeCents),
    };
  });
  const sum = (pick: (group: (typeof groups)[number]) => number) =>
    groups.reduce((total, g) => total + pick(g), 0);
  const revenueCents = sum((g) => g.revenueCents);
  const orders = sum((g) => g.orders);
  const avgTicket = money(averageTicketCents({ totalCents: revenueCents, orders }));
  // Commission is rounded per channel and the totals add those, so the table adds up.
  const fees = groups.map((group) => commissionCost(group.revenueCents));
  const feeMin = fees.reduce((total, fee) => total + fee.minFeeCents, 0);
  const feeMax = fees.reduce((total, fee) => total + fee.maxFeeCents, 0);
  const plan = planSavings(revenueCents, context.range);
  return reportFrame('financial', context, {
    summary: [
      { label: 'Receita', value: money(revenueCents), kind: 'money' },
      { label: 'Descontos', value: money(sum((g) => g.discountsCents)), kind: 'money' },
      { label: 'Taxas de entrega', value: money(sum((g) => g.deliveryFeesCents)), kind: 'money' },
      { label: 'Ticket médio', value: avgTicket, kind: 'money' },
      { label: 'Plano Comanda no período', value: money(plan.planCents), kind: 'money' },
      { label: 'Comissões de 12% custariam', value: money(feeMin), kind: 'money' },
      { label: 'Comissões de 30% custariam', value: money(feeMax), kind: 'money' },
      { label: 'Economia com o plano (12%)', value: money(feeMin - plan.planCents), kind: 'money' },
      { label: 'Economia com o plano (30%)', value: money(feeMax - plan.planCents), kind: 'money' },
    ],
    rows,
    totals: {
      channel: 'Total',
      orders,
      revenue: money(revenueCents),
      discounts: money(sum((g) => g.discountsCents)),
      deliveryFees: money(sum((g) => g.deliveryFeesCents)),
      avgTicket,
      feeMin: money(feeMin),
      feeMax: money(feeMax),
      platformFee: money(sum((g) => g.platformFeeCents)),
    },
    chart: { title: 'Receita por canal', labelKey: 'channel', valueKey: 'revenue', kind: 'money' },
  });
}
