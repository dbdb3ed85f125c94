import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

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
        hint="Código do país + DDD + número, ex.: 5511999999999"
        error={error}
        className="flex-1"
      >
        {(describedBy) => (
          <Input
            id="track-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
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
