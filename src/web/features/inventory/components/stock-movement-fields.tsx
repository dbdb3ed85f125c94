import type { UseFormReturn } from 'react-hook-form';
import type { StockMovementValues } from '../../../../domain/inventory/inventory.schemas';
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import {
  formatStockQuantity,
  STOCK_MOVEMENT_LABELS,
  STOCK_MOVEMENT_TYPES,
  type StockMovementType,
} from '../../../../domain/inventory/stock';
import { FormField } from '../../../components/ui/form-field';
import { Input, NumberInput, Textarea } from '../../../components/ui/input';
import { selectClasses } from './inventory-toolbar';

/** What the movement form holds as typed, before its schema turns it into a movement. */
export interface MovementFormValues {
  menuItemId: string;
  type: StockMovementType;
  quantity: string;
  reason: string;
  notes: string;
  costPerUnit: string;
}

interface MovementFieldsProps {
  form: UseFormReturn<MovementFormValues, unknown, StockMovementValues>;
  items: InventoryItemView[];
}

const invalid = (message?: string) => (message ? true : undefined);

/** Item, type, quantity, reason, notes and cost per unit (section 5). */
export function MovementFields({ form, items }: MovementFieldsProps) {
  const { register, watch, formState } = form;
  const { errors } = formState;
  const type = watch('type');
  const selected = items.find((item) => item.id === watch('menuItemId'));
  const itemHint = selected
    ? selected.hasInventoryControl
      ? `Estoque atual: ${formatStockQuantity(selected.stockQuantity, selected.stockUnit)}`
      : undefined
    : undefined;

  return (
    <>
      <FormField id="movement-item" label="Item" hint={itemHint} error={errors.menuItemId?.message}>
        {(describedBy) => (
          <select
            id="movement-item"
            // The row's item as the DOM default too, so the select shows it from the first paint.
            defaultValue={formState.defaultValues?.menuItemId}
            className={selectClasses}
            aria-invalid={invalid(errors.menuItemId?.message)}
            aria-describedby={describedBy}
            {...register('menuItemId')}
          >
            <option value="">Selecione um item</option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="movement-type"
          label="Tipo"
          hint={
            type === 'ajuste' ? 'Informe a quantidade contada: o estoque passa a ser esse número.' : undefined
          }
          error={errors.type?.message}
        >
          {(describedBy) => (
            <select
              id="movement-type"
              className={selectClasses}
              aria-describedby={describedBy}
              {...register('type')}
            >
              {STOCK_MOVEMENT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {STOCK_MOVEMENT_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="movement-quantity" label="Quantidade" error={errors.quantity?.message}>
          {(describedBy) => (
            <NumberInput
              id="movement-quantity"
              min={1}
              step={1}
              inputMode="numeric"
              aria-invalid={invalid(errors.quantity?.message)}
              aria-describedby={describedBy}
              {...register('quantity')}
            />
          )}
        </FormField>
      </div>
      <FormField id="movement-reason" label="Motivo" error={errors.reason?.message}>
        {(describedBy) => (
          <Input
            id="movement-reason"
            maxLength={200}
            placeholder="Ex.: reposição, contagem, validade"
            aria-describedby={describedBy}
            {...register('reason')}
          />
        )}
      </FormField>
      <FormField id="movement-notes" label="Observações" error={errors.notes?.message}>
        {(describedBy) => (
          <Textarea
            id="movement-notes"
            rows={2}
            maxLength={1000}
            aria-describedby={describedBy}
            {...register('notes')}
          />
        )}
      </FormField>
      <FormField id="movement-cost" label="Custo por unidade (R$)" error={errors.costPerUnit?.message}>
        {(describedBy) => (
          <NumberInput
            id="movement-cost"
            min={0}
            step={0.01}
            inputMode="decimal"
            aria-invalid={invalid(errors.costPerUnit?.message)}
            aria-describedby={describedBy}
            {...register('costPerUnit')}
          />
        )}
      </FormField>
    </>
  );
}
