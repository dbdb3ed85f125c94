import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { phoneSearchSchema } from '../../../../domain/loyalty/loyalty.schemas';
import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { useFindCustomer } from '../api/find-customer';

/** Search by phone (at least 10 digits), with the found / not-found toasts of section 8. */
export function CustomerSearch({
  restaurantId,
  onFound,
}: {
  restaurantId: string;
  onFound: (customer: LoyaltyCustomerView) => void;
}) {
  const find = useFindCustomer(restaurantId);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = phoneSearchSchema.safeParse(phone);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    find.mutate(parsed.data, {
      onSuccess: ({ customer }) => {
        toast({ title: 'Cliente encontrado!' });
        onFound(customer);
      },
      onError: (failure) =>
        isApiError(failure, 404)
          ? toast({
              title: 'Cliente não encontrado',
              description: 'Nenhum cliente cadastrado com este telefone.',
              variant: 'destructive',
            })
          : toast({
              title: 'Erro ao buscar cliente',
              description: serverMessage(failure),
              variant: 'destructive',
            }),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <FormField
        id="loyalty-phone-search"
        label="Buscar cliente por telefone"
        error={error}
        className="min-w-64 flex-1"
      >
        {(describedBy) => (
          <Input
            id="loyalty-phone-search"
            type="tel"
            inputMode="tel"
            placeholder="(11) 99999-8888"
            value={phone}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setPhone(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={find.isPending}>
        <Search aria-hidden="true" />
        {find.isPending ? 'Buscando...' : 'Buscar'}
      </Button>
    </form>
  );
}
