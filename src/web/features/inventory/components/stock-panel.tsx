import { ArrowDownUp } from 'lucide-react';
import { useState } from 'react';
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useInventory } from '../api/get-inventory';
import { useUpdateInventoryItem } from '../api/update-inventory-item';
import { type InventorySort, visibleItems } from '../lib/inventory-list';
import { EditStockDialog } from './edit-stock-dialog';
import { InventoryCounters } from './inventory-counters';
import type { RowAction } from './inventory-row';
import { InventoryTable } from './inventory-table';
import { InventoryToolbar } from './inventory-toolbar';
import { LowStockNotice } from './low-stock-notice';
import { MovementHistoryDialog } from './movement-history-dialog';
import { notifyError, notifySuccess } from './notify';
import { StockMovementDialog } from './stock-movement-dialog';

type Open = { action: RowAction; item: InventoryItemView | null } | null;

/** The 'Estoque' sub-tab: counters, the searchable table, and its three dialogs. */
export function StockPanel({ restaurantId }: { restaurantId: string }) {
  const inventory = useInventory(restaurantId);
  const toggle = useUpdateInventoryItem(restaurantId);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<InventorySort>('name');
  const [open, setOpen] = useState<Open>(null);

  if (inventory.isPending) return <LoadingState label="Carregando estoque..." />;
  if (inventory.isError)
    return <ErrorState message="Não foi possível carregar o estoque." onRetry={() => inventory.refetch()} />;

  const { counters, items } = inventory.data;
  const close = () => setOpen(null);
  const opened = (action: RowAction) => (open?.action === action ? open.item : null);
  const onToggleControl = (item: InventoryItemView, enabled: boolean) =>
    toggle.mutate(
      { id: item.id, hasInventoryControl: enabled },
      {
        onSuccess: () =>
          notifySuccess(
            'Dados atualizados!',
            `Controle de estoque ${enabled ? 'ativado' : 'desativado'}: ${item.name}`,
          ),
        onError: (error) => notifyError('Erro ao atualizar', error),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-stone-700">
          Controle as quantidades; as vendas confirmadas baixam o estoque sozinhas.
        </p>
        <Button onClick={() => setOpen({ action: 'move', item: null })} disabled={items.length === 0}>
          <ArrowDownUp aria-hidden="true" />
          Movimento de Estoque
        </Button>
      </div>
      <InventoryCounters counters={counters} />
      <LowStockNotice items={items} />
      <InventoryToolbar search={search} onSearchChange={setSearch} sort={sort} onSortChange={setSort} />
      <InventoryTable
        items={visibleItems(items, search, sort)}
        menuEmpty={items.length === 0}
        onAction={(action, item) => setOpen({ action, item })}
        onToggleControl={onToggleControl}
        togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
      />
      <StockMovementDialog
        restaurantId={restaurantId}
        items={items}
        open={open?.action === 'move'}
        initialItemId={open?.item?.id}
        onOpenChange={(isOpen) => !isOpen && close()}
      />
      <EditStockDialog restaurantId={restaurantId} item={opened('edit')} onClose={close} />
      <MovementHistoryDialog restaurantId={restaurantId} item={opened('history')} onClose={close} />
    </div>
  );
}
