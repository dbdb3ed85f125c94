import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import {
  type InventorySettingsValues,
  inventorySettingsSchema,
} from '../../../../domain/inventory/inventory.schemas';
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import { centsToDecimal } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { useUpdateInventoryItem } from '../api/update-inventory-item';
import { EditStockFields, type EditStockValues } from './edit-stock-fields';
import { notifyError, notifySuccess } from './notify';

const resolver = zodResolver(inventorySettingsSchema) as unknown as Resolver<
  EditStockValues,
  unknown,
  InventorySettingsValues
>;

/** 'Editar': stock control, minimum alert, unit and unit cost of one item. */
export function EditStockForm({
  restaurantId,
  item,
  onDone,
}: {
  restaurantId: string;
  item: InventoryItemView;
  onDone: () => void;
}) {
  const update = useUpdateInventoryItem(restaurantId);
  const form = useForm<EditStockValues, unknown, InventorySettingsValues>({
    resolver,
    defaultValues: {
      hasInventoryControl: item.hasInventoryControl,
      minStockAlert: String(item.minStockAlert),
      stockUnit: item.stockUnit,
      costPrice: item.costPrice,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const costPrice = values.costPrice === undefined ? undefined : centsToDecimal(values.costPrice);
    update.mutate(
      { id: item.id, ...values, costPrice },
      {
        onSuccess: () => {
          notifySuccess('Dados atualizados!');
          onDone();
        },
        onError: (error) => notifyError('Erro ao atualizar', error),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="hasInventoryControl"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="stock-control"
              checked={field.value}
              onCheckedChange={(next) => field.onChange(next === true)}
            />
            <label htmlFor="stock-control" className="text-sm text-stone-900">
              Controle de estoque ativo (sem estoque, o item aparece como 'Esgotado' no cardápio)
            </label>
          </div>
        )}
      />
      <EditStockFields register={form.register} errors={errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={update.isPending}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
