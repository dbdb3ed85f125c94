/**
 * 'Salão' (issue 33, decision 0045): the bills closed in the period, by table (bills, people,
 * sales, average per table and per person, service charge and couvert apart), by who took the
 * orders ('QR da mesa' for the diners' own), and by payment method. Sales never include the
 * service charge (the staff's) or the couvert; each block adds up to the same sales to the cent,
 * since the shares were made once, at closing (domain/reports/dine-in.ts).
 */
import {
  averagePerPersonCents,
  averagePerTableCents,
  paymentMethodLabel,
  paymentMethodRank,
  takerLabel,
} from '../../../../domain/reports/dine-in';
import {
  DINE_IN_SECTIONS,
  type ReportData,
  type ReportSection,
} from '../../../../domain/reports/report-types';
import { sharePercent } from '../../../../domain/reports/sales';
import type { Role } from '../../../../domain/staff/roles';
import { tableTitle } from '../../../../domain/tables/tables';
import { createDineInRepository } from '../dine-in.repository';
import { type BuildContext, money, queryRange, type Row, reportFrame } from './context';

const sumOf = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

const byNumberThenName = new Intl.Collator('pt-BR', { numeric: true });

export async function dineInReport(context: BuildContext): Promise<ReportData> {
  const repository = createDineInRepository(context.db);
  const range = queryRange(context);
  const [tables, takers, methods] = await Promise.all([
    repository.byTable(context.restaurantId, range),
    repository.byTaker(context.restaurantId, range),
    repository.byPaymentMethod(context.restaurantId, range),
  ]);

  const sortedTables = [...tables].sort(
    (a, b) => a.position - b.position || byNumberThenName.compare(a.label, b.label),
  );
  const rows: Row[] = sortedTables.map((table) => ({
    table: tableTitle(table.label),
    area: table.area,
    bills: table.bills,
    people: table.people,
    sales: money(table.salesCents),
    avgTicket: money(averagePerTableCents(table.salesCents, table.bills)),
    avgPerPerson: money(averagePerPersonCents(table.salesWithPeopleCents, table.people)),
    serviceCharge: money(table.serviceCents),
    couvert: money(table.couvertCents),
  }));
  const bills = sumOf(tables, (t) => t.bills);
  const people = sumOf(tables, (t) => t.people);
  const salesCents = sumOf(tables, (t) => t.salesCents);
  const serviceCents = sumOf(tables, (t) => t.serviceCents);
  const couvertCents = sumOf(tables, (t) => t.couvertCents);
  const avgTicket = money(averagePerTableCents(salesCents, bills));
  const avgPerPerson = money(
    averagePerPersonCents(
      sumOf(tables, (t) => t.salesWithPeopleCents),
      people,
    ),
  );

  const waiterRows: Row[] = [...takers]
    .sort((a, b) => b.salesCents - a.salesCents || a.takerKey.localeCompare(b.takerKey))
    .map((taker) => ({
      waiter: takerLabel({ staffId: taker.staffId, name: taker.name, role: taker.role as Role | null }),
      orders: taker.orders,
      bills: taker.bills,
      sales: money(taker.salesCents),
      serviceCharge: money(taker.serviceCents),
      share: sharePercent(taker.salesCents, salesCents),
    }));
  const methodRows: Row[] = [...methods]
    .sort((a, b) => paymentMethodRank(a.method) - paymentMethodRank(b.method))
    .map((method) => ({
      method: paymentMethodLabel(method.method),
      payments: method.payments,
      sales: money(method.salesCents),
      serviceCharge: money(method.serviceCents),
      couvert: money(method.couvertCents),
      received: money(method.amountCents),
    }));

  const waiterSection: ReportSection = {
    ...DINE_IN_SECTIONS.waiters,
    rows: waiterRows,
    totals: {
      waiter: 'Total',
      orders: sumOf(takers, (t) => t.orders),
      bills,
      sales: money(sumOf(takers, (t) => t.salesCents)),
      serviceCharge: money(sumOf(takers, (t) => t.serviceCents)),
      share: salesCents ? 100 : 0,
    },
  };
  const methodSection: ReportSection = {
    ...DINE_IN_SECTIONS.payments,
    rows: methodRows,
    totals: {
      method: 'Total',
      payments: sumOf(methods, (m) => m.payments),
      sales: money(sumOf(methods, (m) => m.salesCents)),
      serviceCharge: money(sumOf(methods, (m) => m.serviceCents)),
      couvert: money(sumOf(methods, (m) => m.couvertCents)),
      received: money(sumOf(methods, (m) => m.amountCents)),
    },
  };

  return {
    ...reportFrame('dine-in', context, {
      summary: [
        { label: 'Vendas no salão', value: money(salesCents), kind: 'money' },
        { label: 'Contas fechadas', value: bills, kind: 'integer' },
        { label: 'Pessoas', value: people, kind: 'integer' },
        { label: 'Ticket médio por mesa', value: avgTicket, kind: 'money' },
        { label: 'Ticket médio por pessoa', value: avgPerPerson, kind: 'money' },
        { label: 'Taxa de serviço (da equipe)', value: money(serviceCents), kind: 'money' },
        { label: 'Couvert', value: money(couvertCents), kind: 'money' },
        {
          label: 'Total recebido',
          value: money(sumOf(tables, (t) => t.totalCents)),
          kind: 'money',
        },
      ],
      rows,
      totals: {
        table: 'Total',
        area: null,
        bills,
        people,
        sales: money(salesCents),
        avgTicket,
        avgPerPerson,
        serviceCharge: money(serviceCents),
        couvert: money(couvertCents),
      },
      chart: { title: 'Vendas por mesa', labelKey: 'table', valueKey: 'sales', kind: 'money' },
    }),
    sections: [waiterSection, methodSection],
  };
}
