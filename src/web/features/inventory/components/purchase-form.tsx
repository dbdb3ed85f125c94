import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { InventoryItemView, SupplierView } from '../../../../domain/inventory/inventory-api';
import { type PurchaseValues, purchaseSchema } from '../../../../domain/inventory/purchase.schemas';
import { centsToDecimal } from '../../../../domain/money/money';
import { zonedDateKey } from '../../../../domain/reports/periods';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { useCreatePurchase } from '../api/create-purchase';
import { selectClasses } from './inventory-toolbar';
import { notifyError, notifySuccess } from './notify';
import { emptyLine, type PurchaseFormValues, PurchaseLines } from './purchase-lines';

const resolver = zodResolver(purchaseSchema) as unknown as Resolver<
  PurchaseFormValues,
  unknown,
  PurchaseValues
>;

interface PurchaseFormProps {
  restaurantId: string;
  items: InventoryItemView[];
  suppliers: SupplierView[];
  onDone: () => void;
}

/** A new purchase: supplier, invoice, date, notes and lines; it starts 'Pendente'. */
export function PurchaseForm({ restaurantId, items, suppliers, onDone }: PurchaseFormProps) {
  const create = useCreatePurchase(restaurantId);
  const timeZone = useRestaurantTimeZone();
  const form = useForm<PurchaseFormValues, unknown, PurchaseValues>({
    resolver,
    defaultValues: {
      supplierId: '',
      invoiceNumber: '',
      purchaseDate: zonedDateKey(new Date(), timeZone),
      notes: '',
      items: [{ ...emptyLine }],
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const payload = {
      ...values,
      items: values.items.map((line) => ({ ...line, unitPrice: centsToDecimal(line.unitPrice) })),
    };
    create.mutate(payload, {
      onSuccess: () => {
        notifySuccess('Compra registrada!', 'Ela fica pendente até você marcar como recebida.');
        onDone();
      },
      onError: (error) => notifyError('Erro ao salvar', error),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField id="purchase-supplier" label="Fornecedor" error={errors.supplierId?.message}>
        {(describedBy) => (
          <select
            id="purchase-supplier"
            className={selectClasses}
            aria-describedby={describedBy}
            {...form.register('supplierId')}
          >
            <option value="">Sem fornecedor</option>
            {suppliers.map((supplier) => (
              <option key={supplier.id} value={supplier.id}>
                {supplier.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="purchase-invoice"
          label="Número da nota fiscal (opcional)"
          error={errors.invoiceNumber?.message}
        >
          {(describedBy) => (
            <Input
              id="purchase-invoice"
              maxLength={60}
              aria-describedby={describedBy}
              {...form.register('invoiceNumber')}
            />
          )}
        </FormField>
        <FormField id="purchase-date" label="Data da compra" error={errors.purchaseDate?.message}>
          {(describedBy) => (
            <Input
              id="purchase-date"
              type="date"
              aria-describedby={describedBy}
              {...form.register('purchaseDate')}
            />
          )}
        </FormField>
      </div>
      <PurchaseLines form={form} items={items} />
      <FormField id="purchase-notes" label="Observações (opcional)" error={errors.notes?.message}>
        {(describedBy) => (
          <Textarea
            id="purchase-notes"
            rows={2}
            maxLength={1000}
            aria-describedby={describedBy}
            {...form.register('notes')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending}>
          Salvar Compra
        </Button>
      </div>
    </form>
  );
}
