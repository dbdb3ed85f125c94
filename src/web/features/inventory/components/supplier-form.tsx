import { zodResolver } from '@hookform/resolvers/zod';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import { formatPhone } from '../../../../domain/format/format';
import type { SupplierView } from '../../../../domain/inventory/inventory-api';
import { type SupplierValues, supplierSchema } from '../../../../domain/inventory/supplier.schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { useCreateSupplier } from '../api/create-supplier';
import { useUpdateSupplier } from '../api/update-supplier';
import { notifyError, notifySuccess } from './notify';

type SupplierFormValues = Record<'name' | 'contact' | 'phone' | 'email' | 'address' | 'notes', string>;

const resolver = zodResolver(supplierSchema) as unknown as Resolver<
  SupplierFormValues,
  unknown,
  SupplierValues
>;

const FIELDS: {
  name: keyof SupplierFormValues;
  label: string;
  type?: string;
  multiline?: boolean;
  hint?: string;
}[] = [
  { name: 'name', label: 'Nome' },
  { name: 'contact', label: 'Contato (opcional)' },
  { name: 'phone', label: 'Telefone (opcional)', type: 'tel', hint: 'DDD e número, ex. (11) 99999-8888' },
  { name: 'email', label: 'E-mail (opcional)', type: 'email' },
  { name: 'address', label: 'Endereço (opcional)' },
  { name: 'notes', label: 'Observações (opcional)', multiline: true },
];

/** Every supplier field, validated here and on the server with the same rules. */
export function SupplierForm({
  restaurantId,
  supplier,
  onDone,
}: {
  restaurantId: string;
  supplier?: SupplierView;
  onDone: () => void;
}) {
  const create = useCreateSupplier(restaurantId);
  const update = useUpdateSupplier(restaurantId);
  const form = useForm<SupplierFormValues, unknown, SupplierValues>({
    resolver,
    defaultValues: {
      name: supplier?.name ?? '',
      contact: supplier?.contact ?? '',
      phone: supplier?.phone ? formatPhone(supplier.phone) : '',
      email: supplier?.email ?? '',
      address: supplier?.address ?? '',
      notes: supplier?.notes ?? '',
    },
  });
  const { errors } = form.formState;

  const onError = (error: unknown) => {
    for (const [field, message] of Object.entries((isApiError(error) && error.fields) || {}))
      if (field in form.getValues()) form.setError(field as Path<SupplierFormValues>, { message });
    notifyError('Erro ao salvar', error);
  };
  const onSubmit = form.handleSubmit((values) => {
    const onSuccess = () => {
      notifySuccess('Fornecedor salvo!');
      onDone();
    };
    const done = { onSuccess, onError };
    if (supplier) update.mutate({ ...values, isActive: supplier.isActive, id: supplier.id }, done);
    else create.mutate(values, done);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {FIELDS.map(({ name, label, type, multiline, hint }) => {
        const message = errors[name]?.message;
        const id = `supplier-${name}`;
        return (
          <FormField key={name} id={id} label={label} hint={hint} error={message}>
            {(describedBy) =>
              multiline ? (
                <Textarea
                  id={id}
                  rows={2}
                  aria-describedby={describedBy}
                  aria-invalid={message ? true : undefined}
                  {...form.register(name)}
                />
              ) : (
                <Input
                  id={id}
                  type={type}
                  aria-describedby={describedBy}
                  aria-invalid={message ? true : undefined}
                  {...form.register(name)}
                />
              )
            }
          </FormField>
        );
      })}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending || update.isPending}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
