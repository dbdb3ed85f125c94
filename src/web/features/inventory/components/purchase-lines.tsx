import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { formatBRL } from '../../../../domain/format/format';
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import { quantityInput } from '../../../../domain/inventory/inventory-fields';
import type { PurchaseValues } from '../../../../domain/inventory/purchase.schemas';
import { purchaseTotalCents } from '../../../../domain/inventory/stock';
import { parseMoneyInput } from '../../../../domain/menu/money-input';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { NumberInput } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { selectClasses } from './inventory-toolbar';

/** What the purchase form holds as typed, before its schema turns it into a purchase. */
export interface PurchaseFormValues {
  supplierId: string;
  invoiceNumber: string;
  purchaseDate: string;
  notes: string;
  items: { menuItemId: string; quantity: string; unitPrice: string }[];
}

export const emptyLine = { menuItemId: '', quantity: '1', unitPrice: '0.00' };

/** The purchase's lines (item, quantity, unit price) and the total they make. */
export function PurchaseLines({
  form,
  items,
}: {
  form: UseFormReturn<PurchaseFormValues, unknown, PurchaseValues>;
  items: InventoryItemView[];
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const errors = form.formState.errors.items;
  const lines = form.watch('items');
  const total = purchaseTotalCents(
    lines.map((line) => ({
      quantity: quantityInput(line.quantity),
      unitPriceCents: parseMoneyInput(line.unitPrice) ?? 0,
    })),
  );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-stone-900">Itens da compra</legend>
      {fields.map((field, index) => {
        const lineErrors = errors?.[index];
        const id = (name: string) => `purchase-line-${index}-${name}`;
        return (
          <div
            key={field.id}
            className="grid grid-cols-[1fr_1fr_auto] sm:grid-cols-[1fr_5rem_7rem_auto] items-end gap-2 rounded-xl bg-stone-50 p-3"
          >
            <div className="col-span-3 flex flex-col gap-1 sm:col-span-1">
              <Label htmlFor={id('item')}>Item {index + 1}</Label>
              <select
                id={id('item')}
                className={selectClasses}
                aria-invalid={lineErrors?.menuItemId ? true : undefined}
                {...form.register(`items.${index}.menuItemId`)}
              >
                <option value="">Selecione um item</option>
                {items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={id('quantity')}>Qtd.</Label>
              <NumberInput
                id={id('quantity')}
                min={1}
                step={1}
                inputMode="numeric"
                aria-invalid={lineErrors?.quantity ? true : undefined}
                {...form.register(`items.${index}.quantity`)}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={id('price')}>Preço unit. (R$)</Label>
              <NumberInput
                id={id('price')}
                min={0}
                step={0.01}
                inputMode="decimal"
                aria-invalid={lineErrors?.unitPrice ? true : undefined}
                {...form.register(`items.${index}.unitPrice`)}
              />
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remover item ${index + 1}`}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
            <div className="col-span-3 sm:col-span-4">
              <FieldError
                message={
                  lineErrors?.menuItemId?.message ??
                  lineErrors?.quantity?.message ??
                  lineErrors?.unitPrice?.message
                }
              />
            </div>
          </div>
        );
      })}
      <FieldError message={errors?.message ?? errors?.root?.message} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => append({ ...emptyLine })}
          disabled={fields.length >= 100}
        >
          <Plus aria-hidden="true" />
          Adicionar item
        </Button>
        <p className="font-semibold text-stone-900" aria-live="polite">
          Total: <span className="tabular-nums">{formatBRL(total)}</span>
        </p>
      </div>
    </fieldset>
  );
}
