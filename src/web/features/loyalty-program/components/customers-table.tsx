import { formatBRL, formatDate, formatPhone } from '../../../../domain/format/format';
import { formatNumber } from '../../../../domain/format/numbers';
import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { TIER_LABELS } from '../../../../domain/loyalty/loyalty-api';
import { parseCents } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { usePhoneLayout } from '../../../lib/use-media-query';

/**
 * The program's customers: a table from 768 px, one card per customer below it, so a phone never
 * scrolls sideways to reach 'Ver histórico' (issue 32, item 31).
 */
export function CustomersTable({
  customers,
  onOpen,
}: {
  customers: LoyaltyCustomerView[];
  onOpen: (id: string) => void;
}) {
  const timeZone = useRestaurantTimeZone();
  const phone = usePhoneLayout();
  const lastOrder = (customer: LoyaltyCustomerView) =>
    customer.lastOrderAt ? formatDate(customer.lastOrderAt, timeZone) : '—';
  if (phone) {
    return (
      <ul aria-label="Clientes do programa de fidelidade" className="flex flex-col gap-3">
        {customers.map((customer) => (
          <li key={customer.id}>
            <article
              aria-label={customer.customerName || formatPhone(customer.customerPhone)}
              className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
            >
              <header className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-stone-900">
                    {customer.customerName || 'Sem nome'}
                  </h3>
                  <p className="text-sm text-stone-600">{formatPhone(customer.customerPhone)}</p>
                </div>
                <span className="shrink-0 rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-900">
                  {TIER_LABELS[customer.currentTier] ?? customer.currentTier}
                </span>
              </header>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <div>
                  <dt className="text-stone-600">Pontos</dt>
                  <dd className="font-semibold text-stone-900">{formatNumber(customer.points)}</dd>
                </div>
                <div>
                  <dt className="text-stone-600">Pedidos</dt>
                  <dd className="text-stone-900">{formatNumber(customer.totalOrders)}</dd>
                </div>
                <div>
                  <dt className="text-stone-600">Total gasto</dt>
                  <dd className="whitespace-nowrap text-stone-900">
                    {formatBRL(parseCents(customer.totalSpent) ?? 0)}
                  </dd>
                </div>
                <div>
                  <dt className="text-stone-600">Último pedido</dt>
                  <dd className="text-stone-900">{lastOrder(customer)}</dd>
                </div>
              </dl>
              <Button variant="outline" size="sm" onClick={() => onOpen(customer.id)}>
                Ver histórico
              </Button>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Clientes do programa de fidelidade</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="p-3">
              Cliente
            </th>
            <th scope="col" className="p-3">
              Pontos
            </th>
            <th scope="col" className="p-3">
              Nível
            </th>
            <th scope="col" className="p-3">
              Pedidos
            </th>
            <th scope="col" className="p-3">
              Total gasto
            </th>
            <th scope="col" className="p-3">
              Último pedido
            </th>
            <th scope="col" className="p-3">
              Ações
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.id} className="border-t border-stone-100">
              <td className="p-3">
                <p className="font-semibold text-stone-900">{customer.customerName || 'Sem nome'}</p>
                <p className="text-stone-600">{formatPhone(customer.customerPhone)}</p>
              </td>
              <td className="p-3 font-semibold">{formatNumber(customer.points)}</td>
              <td className="p-3">{TIER_LABELS[customer.currentTier] ?? customer.currentTier}</td>
              <td className="p-3">{formatNumber(customer.totalOrders)}</td>
              <td className="whitespace-nowrap p-3">{formatBRL(parseCents(customer.totalSpent) ?? 0)}</td>
              <td className="p-3">{lastOrder(customer)}</td>
              <td className="p-3">
                <Button variant="outline" size="sm" onClick={() => onOpen(customer.id)}>
                  Ver histórico
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
