import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { parseCents } from '../../../../domain/money/money';

export type SortKey = 'lastOrderAt' | 'points' | 'totalSpent' | 'totalOrders' | 'name';

export const SORTS: { key: SortKey; label: string }[] = [
  { key: 'lastOrderAt', label: 'Último pedido' },
  { key: 'points', label: 'Pontos' },
  { key: 'totalSpent', label: 'Total gasto' },
  { key: 'totalOrders', label: 'Pedidos' },
  { key: 'name', label: 'Nome' },
];

const VALUE: Record<SortKey, (customer: LoyaltyCustomerView) => number | string> = {
  lastOrderAt: (customer) => (customer.lastOrderAt ? Date.parse(customer.lastOrderAt) : 0),
  points: (customer) => customer.points,
  totalSpent: (customer) => parseCents(customer.totalSpent) ?? 0,
  totalOrders: (customer) => customer.totalOrders,
  name: (customer) => customer.customerName ?? '',
};

/** Names ascending; every other column descending (biggest first). */
export function sortCustomers(customers: LoyaltyCustomerView[], key: SortKey) {
  const value = VALUE[key];
  return [...customers].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y, 'pt-BR');
    return Number(y) - Number(x);
  });
}
