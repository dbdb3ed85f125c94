import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  type StockMovementValues,
  stockMovementSchema,
} from '../../../../domain/inventory/inventory.schemas';
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import { centsToDecimal } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { useCreateStockMovement } from '../api/create-stock-movement';
import { useUpdateInventoryItem } from '../api/update-inventory-item';
import { ControlOffNotice } from './control-off-notice';
import { notifyError, notifySuccess } from './notify';
import { MovementFields, type MovementFormValues } from './stock-movement-fields';

const resolver = zodResolver(stockMovementSchema) as unknown as Resolver<
  MovementFormValues,
  unknown,
  StockMovementValues
>;

interface StockMovementFormProps {
  restaurantId: string;
  items: InventoryItemView[];
  /** The item chosen from its row, if any. */
  initialItemId?: string;
  onDone: () => void;
}

/** Section 5's stock movement, validated here and again on the server with the same schema. */
export function StockMovementForm({ restaurantId, items, initialItemId, onDone }: StockMovementFormProps) {
  const create = useCreateStockMovement(restaurantId);
  const control = useUpdateInventoryItem(restaurantId);
  const [turnOn, setTurnOn] = useState(true);
  const form = useForm<MovementFormValues, unknown, StockMovementValues>({
    resolver,
    defaultValues: {
      menuItemId: initialItemId ?? '',
      type: 'entrada',
      quantity: '1',
      reason: '',
      notes: '',
      costPerUnit: '0,00',
    },
  });

  const selected = items.find((item) => item.id === form.watch('menuItemId'));
  const controlOff = selected !== undefined && !selected.hasInventoryControl;

  const onSubmit = form.handleSubmit(async (values) => {
    if (controlOff && turnOn) {
      try {
        await control.mutateAsync({ id: values.menuItemId, hasInventoryControl: true });
      } catch (error) {
        return notifyError('Erro', error, 'Não foi possível ligar o controle de estoque.');
      }
    }
    create.mutate(
      { ...values, costPerUnit: centsToDecimal(values.costPerUnit) },
      {
        onSuccess: () => {
          notifySuccess(
            'Sucesso!',
            controlOff && !turnOn
              ? 'Movimento registrado. O controle de estoque deste item continua desligado.'
              : 'Movimento de estoque registrado com sucesso.',
          );
          onDone();
        },
        onError: (error) => notifyError('Erro', error, 'Erro ao registrar movimento de estoque.'),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <MovementFields form={form} items={items} />
      {controlOff && <ControlOffNotice itemName={selected.name} turnOn={turnOn} onTurnOnChange={setTurnOn} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending || control.isPending}>
          {create.isPending ? 'Registrando...' : 'Registrar Movimento'}
        </Button>
      </div>
    </form>
  );
}
