import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PHONE_EXAMPLE } from '../../../../domain/format/format';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses } from '../../../components/ui/input';
import { PhoneInput } from '../../../components/ui/phone-input';
import { cn } from '../../../lib/cn';

/** The phone search: the number is trimmed before it is sent (section 5). */
export function TrackForm({
  initialPhone,
  onSearch,
}: {
  initialPhone: string;
  onSearch(phone: string): void;
}) {
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = phone.trim();
    if (!trimmed) {
      setError('Informe o número de telefone usado no pedido');
      return;
    }
    setError(undefined);
    onSearch(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <FormField
        id="track-phone"
        label="Telefone"
        hint={`Com DDD, ex.: ${PHONE_EXAMPLE}`}
        error={error}
        className="flex-1"
      >
        {(describedBy) => (
          <PhoneInput
            id="track-phone"
            className={cn(fieldClasses, 'h-10')}
            value={phone}
            onValueChange={setPhone}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <Button type="submit" className="sm:mt-7">
        <Search aria-hidden="true" />
        Buscar Pedidos
      </Button>
    </form>
  );
}
