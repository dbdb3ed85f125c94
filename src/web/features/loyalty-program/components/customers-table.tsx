import { formatBRL, formatDate, formatPhone } from '../../../../domain/format/format';
import { formatNumber } from '../../../../domain/format/numbers';
import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { TIER_LABELS } from '../../../../domain/loyalty/loyalty-api';
import { parseCents } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';

export function CustomersTable({
  customers,
  onOpen,
}: {
  customers: LoyaltyCustomerView[];
  onOpen: (id: string) => void;
}) {
  const timeZone = useRestaurantTimeZone();
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
              <span className="sr-only">Ações</span>
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
              <td className="p-3">
                {customer.lastOrderAt ? formatDate(customer.lastOrderAt, timeZone) : '—'}
              </td>
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
