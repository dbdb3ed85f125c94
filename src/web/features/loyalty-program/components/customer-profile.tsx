import { type FormEvent, useState } from 'react';
import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { customerProfileSchema } from '../../../../domain/loyalty/referral';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { useUpdateCustomer } from '../api/update-customer';

type Field = 'customerName' | 'customerEmail' | 'birthDate';

/**
 * 'Dados do cliente': name, e-mail and the birth date the birthday bonus needs (granted once a
 * year, on the first order delivered in the birthday month), plus the customer's referral code.
 */
export function CustomerProfile({
  restaurantId,
  customer,
}: {
  restaurantId: string;
  customer: LoyaltyCustomerView;
}) {
  const update = useUpdateCustomer(restaurantId);
  const [values, setValues] = useState<Record<Field, string>>({
    customerName: customer.customerName ?? '',
    customerEmail: customer.customerEmail ?? '',
    birthDate: customer.birthDate ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = customerProfileSchema.safeParse(values);
    if (!parsed.success) {
      return setErrors(fieldErrors<Field>(parsed.error));
    }
    setErrors({});
    update.mutate(
      { customerId: customer.id, ...values },
      {
        onSuccess: () => toast({ title: 'Dados atualizados!' }),
        onError: (error) =>
          toast({ title: 'Erro ao salvar', description: serverMessage(error), variant: 'destructive' }),
      },
    );
  }

  const input = (name: Field, label: string, type = 'text') => (
    <FormField id={`customer-${name}`} label={label} error={errors[name]}>
      {(describedBy) => (
        <Input
          id={`customer-${name}`}
          type={type}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-describedby={describedBy}
          aria-invalid={errors[name] ? true : undefined}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Dados do cliente" className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-stone-900">Dados do cliente</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {input('customerName', 'Nome')}
        {input('customerEmail', 'E-mail', 'email')}
        {input('birthDate', 'Data de nascimento', 'date')}
      </div>
      <p className="text-sm text-stone-700">
        Código de indicação: <strong className="font-mono text-stone-900">{customer.referralCode}</strong>
        {customer.referredBy && (
          <>
            {' '}
            · Indicado pelo código <span className="font-mono">{customer.referredBy}</span>
          </>
        )}
      </p>
      <Button type="submit" variant="outline" className="self-start" disabled={update.isPending}>
        {update.isPending ? 'Salvando...' : 'Salvar dados'}
      </Button>
    </form>
  );
}
