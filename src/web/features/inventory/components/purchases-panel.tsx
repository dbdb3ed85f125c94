import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { PurchaseView } from '../../../../domain/inventory/inventory-api';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { type PurchaseAction, useChangePurchaseStatus } from '../api/change-purchase-status';
import { useInventory } from '../api/get-inventory';
import { usePurchases } from '../api/get-purchases';
import { useSuppliers } from '../api/get-suppliers';
import { CancelPurchaseDialog } from './cancel-purchase-dialog';
import { notifyError, notifySuccess } from './notify';
import { PurchaseCard } from './purchase-card';
import { PurchaseForm } from './purchase-form';

const DONE: Record<PurchaseAction, [string, string]> = {
  receive: ['Compra recebida!', 'As quantidades entraram no estoque e o custo dos itens foi atualizado.'],
  cancel: ['Compra cancelada', 'Nada entrou no estoque.'],
};

/** The 'Compras' sub-tab: purchases with their lines; receiving one brings its stock in, once. */
export function PurchasesPanel({ restaurantId }: { restaurantId: string }) {
  const purchases = usePurchases(restaurantId);
  const inventory = useInventory(restaurantId);
  const suppliers = useSuppliers(restaurantId);
  const change = useChangePurchaseStatus(restaurantId);
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<PurchaseView | null>(null);

  const act = (purchase: PurchaseView, action: PurchaseAction) =>
    change.mutate(
      { id: purchase.id, action },
      {
        onSuccess: () => {
          notifySuccess(...DONE[action]);
          setCancelling(null);
        },
        onError: (error) => notifyError('Erro ao atualizar', error),
      },
    );
  const items = inventory.data?.items ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-stone-700">
          Registre as compras; ao receber, cada item entra no estoque com o seu custo.
        </p>
        <Button onClick={() => setCreating(true)} disabled={items.length === 0}>
          <Plus aria-hidden="true" />
          Nova Compra
        </Button>
      </div>
      {purchases.isPending ? (
        <LoadingState label="Carregando compras..." />
      ) : purchases.isError ? (
        <ErrorState message="Não foi possível carregar as compras." onRetry={() => purchases.refetch()} />
      ) : purchases.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          Nenhuma compra registrada.
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {purchases.data.map((purchase) => (
            <PurchaseCard
              key={purchase.id}
              purchase={purchase}
              onReceive={() => act(purchase, 'receive')}
              onCancel={() => setCancelling(purchase)}
              pending={change.isPending && change.variables?.id === purchase.id}
            />
          ))}
        </ul>
      )}
      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Nova Compra</DialogTitle>
            <DialogDescription>O total é calculado pelos itens.</DialogDescription>
          </DialogHeader>
          {creating && (
            <PurchaseForm
              restaurantId={restaurantId}
              items={items}
              suppliers={(suppliers.data ?? []).filter((supplier) => supplier.isActive)}
              onDone={() => setCreating(false)}
            />
          )}
        </DialogContent>
      </Dialog>
      <CancelPurchaseDialog
        purchase={cancelling}
        pending={change.isPending}
        onConfirm={(purchase) => act(purchase, 'cancel')}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
