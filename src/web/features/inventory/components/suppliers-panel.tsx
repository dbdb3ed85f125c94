import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { SupplierView } from '../../../../domain/inventory/inventory-api';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useSuppliers } from '../api/get-suppliers';
import { useUpdateSupplier } from '../api/update-supplier';
import { notifyError, notifySuccess } from './notify';
import { SupplierCard } from './supplier-card';
import { SupplierForm } from './supplier-form';

/** The 'Fornecedores' sub-tab: list, create, edit, deactivate and reactivate. */
export function SuppliersPanel({ restaurantId }: { restaurantId: string }) {
  const suppliers = useSuppliers(restaurantId);
  const update = useUpdateSupplier(restaurantId);
  const [editing, setEditing] = useState<SupplierView | 'new' | null>(null);

  const toggleActive = (supplier: SupplierView) =>
    update.mutate(
      { id: supplier.id, isActive: !supplier.isActive },
      {
        onSuccess: () =>
          notifySuccess(supplier.isActive ? 'Fornecedor desativado' : 'Fornecedor reativado', supplier.name),
        onError: (error) => notifyError('Erro ao atualizar', error),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-stone-700">
          Quem vende para o restaurante. Fornecedores inativos não aparecem em novas compras.
        </p>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Novo Fornecedor
        </Button>
      </div>
      {suppliers.isPending ? (
        <LoadingState label="Carregando fornecedores..." />
      ) : suppliers.isError ? (
        <ErrorState
          message="Não foi possível carregar os fornecedores."
          onRetry={() => suppliers.refetch()}
        />
      ) : suppliers.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          Nenhum fornecedor cadastrado.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {suppliers.data.map((supplier) => (
            <SupplierCard
              key={supplier.id}
              supplier={supplier}
              onEdit={() => setEditing(supplier)}
              onToggleActive={() => toggleActive(supplier)}
              pending={update.isPending && update.variables?.id === supplier.id}
            />
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? 'Novo Fornecedor' : 'Editar Fornecedor'}</DialogTitle>
          </DialogHeader>
          {editing !== null && (
            <SupplierForm
              key={editing === 'new' ? 'new' : editing.id}
              restaurantId={restaurantId}
              supplier={editing === 'new' ? undefined : editing}
              onDone={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
