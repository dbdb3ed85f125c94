import { useMemo, useState } from 'react';
import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadingState } from '../../../components/ui/spinner';
import { useCustomers } from '../api/get-customers';
import { CustomerDialog } from './customer-dialog';
import { CustomerSearch } from './customer-search';
import { SORTS, type SortKey, sortCustomers } from './customer-sort';
import { CustomersTable } from './customers-table';

/** 'Clientes': the program's customers, searchable and sortable, each with its ledger. */
export function CustomersPanel({ restaurantId }: { restaurantId: string }) {
  const customers = useCustomers(restaurantId);
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortKey>('lastOrderAt');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [found, setFound] = useState<LoyaltyCustomerView | null>(null);

  const list = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const digits = needle.replace(/\D/g, '');
    const rows = (customers.data?.customers ?? []).filter(
      (customer) =>
        !needle ||
        (customer.customerName ?? '').toLowerCase().includes(needle) ||
        (digits !== '' && customer.customerPhone.includes(digits)),
    );
    return sortCustomers(rows, sort);
  }, [customers.data, filter, sort]);

  const selected =
    customers.data?.customers.find((customer) => customer.id === selectedId) ??
    (found?.id === selectedId ? found : null);

  return (
    <div className="flex flex-col gap-4 pt-4">
      <CustomerSearch
        restaurantId={restaurantId}
        onFound={(customer) => {
          setFound(customer);
          setSelectedId(customer.id);
        }}
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor="loyalty-filter">Filtrar por nome ou telefone</Label>
          <Input id="loyalty-filter" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="loyalty-sort">Ordenar por</Label>
          <select
            id="loyalty-sort"
            className="h-10 rounded-lg border border-stone-300 bg-white px-3"
            value={sort}
            onChange={(event) => setSort(event.target.value as SortKey)}
          >
            {SORTS.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {customers.isPending ? (
        <LoadingState label="Carregando clientes..." />
      ) : customers.isError ? (
        <ErrorState message="Erro ao carregar os clientes." onRetry={() => customers.refetch()} />
      ) : list.length === 0 ? (
        <p className="py-8 text-center text-stone-700">
          {filter
            ? 'Nenhum cliente encontrado.'
            : 'Nenhum cliente ainda. Os clientes aparecem aqui após o primeiro pedido entregue.'}
        </p>
      ) : (
        <CustomersTable customers={list} onOpen={setSelectedId} />
      )}
      {selected && (
        <CustomerDialog restaurantId={restaurantId} customer={selected} onClose={() => setSelectedId(null)} />
      )}
    </div>
  );
}
