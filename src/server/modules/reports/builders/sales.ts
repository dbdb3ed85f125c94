/**
 * Sales (day by day), products and channels: the order-based reports. Sales count orders that were
 * not cancelled; revenue counts delivered ones.
 */
import { ORDER_SOURCE_LABELS, ORDER_SOURCES, type OrderSource } from '../../../../domain/orders/order-status';
import { addDays, previousRange, rangeDays } from '../../../../domain/reports/report-range';
import { averageTicketCents, growthPercent, sharePercent } from '../../../../domain/reports/sales';
import { type BuildContext, brDate, money, orderFilters, type Row, reportFrame } from './context';

const sumOf = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

export async function salesReport(context: BuildContext) {
  const filters = orderFilters(context.filters);
  const [days, before] = await Promise.all([
    context.repository.byDay(context.restaurantId, context.range, filters),
    context.repository.byDay(context.restaurantId, previousRange(context.range), filters),
  ]);
  const byDay = new Map(days.map((day) => [day.key, day]));
  const rows: Row[] = Array.from({ length: rangeDays(context.range) }, (_, index) => {
    const key = addDays(context.range.from, index);
    const day = byDay.get(key);
    const orders = day?.orders ?? 0;
    const salesCents = day?.salesCents ?? 0;
    return {
      date: brDate(key),
      orders,
      sales: money(salesCents),
      avgTicket: money(averageTicketCents({ totalCents: salesCents, orders })),
      deliveredOrders: day?.deliveredOrders ?? 0,
      revenue: money(day?.revenueCents ?? 0),
    };
  });
  const orders = sumOf(days, (day) => day.orders);
  const salesCents = sumOf(days, (day) => day.salesCents);
  const revenueCents = sumOf(days, (day) => day.revenueCents);
  const deliveredOrders = sumOf(days, (day) => day.deliveredOrders);
  const previousSales = sumOf(before, (day) => day.salesCents);
  const avgTicket = money(averageTicketCents({ totalCents: salesCents, orders }));
  return reportFrame('sales', context, {
    summary: [
      { label: 'Vendas', value: money(salesCents), kind: 'money' },
      { label: 'Pedidos', value: orders, kind: 'integer' },
      { label: 'Ticket médio', value: avgTicket, kind: 'money' },
      { label: 'Receita (pedidos entregues)', value: money(revenueCents), kind: 'money' },
      { label: 'Crescimento das vendas', value: growthPercent(salesCents, previousSales), kind: 'percent' },
    ],
    rows,
    totals: {
      date: 'Total',
      orders,
      sales: money(salesCents),
      avgTicket,
      deliveredOrders,
      revenue: money(revenueCents),
    },
    chart: { title: 'Vendas por dia', labelKey: 'date', valueKey: 'sales', kind: 'money' },
  });
}

export async function productsReport(context: BuildContext) {
  const products = await context.repository.products(
    context.restaurantId,
    context.range,
    orderFilters(context.filters),
  );
  const byRevenue = context.filters.sortBy === 'revenue';
  const sorted = byRevenue
    ? [...products].sort((a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name, 'pt-BR'))
    : products;
  const chosen = sorted.slice(0, context.filters.limit ?? sorted.length);
  const totalSales = sumOf(products, (p) => p.salesCents);
  const rows: Row[] = chosen.map((product) => ({
    name: product.name,
    quantity: product.quantity,
    sales: money(product.salesCents),
    revenue: money(product.revenueCents),
    share: sharePercent(product.salesCents, totalSales),
  }));
  const quantity = sumOf(chosen, (p) => p.quantity);
  const sales = sumOf(chosen, (p) => p.salesCents);
  return reportFrame('products', context, {
    summary: [
      { label: 'Produtos vendidos', value: products.length, kind: 'integer' },
      { label: 'Itens vendidos', value: sumOf(products, (p) => p.quantity), kind: 'integer' },
      { label: 'Vendas', value: money(totalSales), kind: 'money' },
      {
        label: 'Receita (pedidos entregues)',
        value: money(sumOf(products, (p) => p.revenueCents)),
        kind: 'money',
      },
    ],
    rows,
    totals: {
      name: 'Total',
      quantity,
      sales: money(sales),
      revenue: money(sumOf(chosen, (p) => p.revenueCents)),
      share: sharePercent(sales, totalSales),
    },
    chart: byRevenue
      ? { title: 'Receita por produto', labelKey: 'name', valueKey: 'revenue', kind: 'money' }
      : { title: 'Quantidade por produto', labelKey: 'name', valueKey: 'quantity', kind: 'integer' },
  });
}

export async function channelsReport(context: BuildContext) {
  const groups = await context.repository.bySource(
    context.restaurantId,
    context.range,
    orderFilters(context.filters),
  );
  const bySource = new Map(groups.map((group) => [group.key as OrderSource, group]));
  const totalSales = sumOf(groups, (g) => g.salesCents);
  const orders = sumOf(groups, (g) => g.orders);
  const rows: Row[] = ORDER_SOURCES.filter((source) => bySource.has(source)).map((source) => {
    const group = bySource.get(source)!;
    return {
      channel: ORDER_SOURCE_LABELS[source],
      orders: group.orders,
      sales: money(group.salesCents),
      avgTicket: money(averageTicketCents({ totalCents: group.salesCents, orders: group.orders })),
      share: sharePercent(group.salesCents, totalSales),
    };
  });
  const avgTicket = money(averageTicketCents({ totalCents: totalSales, orders }));
  return reportFrame('channels', context, {
    summary: [
      { label: 'Canais com pedidos', value: rows.length, kind: 'integer' },
      { label: 'Pedidos', value: orders, kind: 'integer' },
      { label: 'Vendas', value: money(totalSales), kind: 'money' },
      { label: 'Ticket médio', value: avgTicket, kind: 'money' },
    ],
    rows,
    totals: { channel: 'Total', orders, sales: money(totalSales), avgTicket, share: totalSales ? 100 : 0 },
    chart: { title: 'Vendas por canal', labelKey: 'channel', valueKey: 'sales', kind: 'money' },
  });
}
