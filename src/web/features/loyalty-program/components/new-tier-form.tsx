import { type FormEvent, useState } from 'react';
import { newTierSchema } from '../../../../domain/loyalty/loyalty.schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { movedMessage, useCreateTier } from '../api/update-tier';

type Field = 'name' | 'minPoints' | 'multiplier';
const EMPTY: Record<Field, string> = { name: '', minPoints: '', multiplier: '1,00' };

/** 'Novo nível': a name, the points earned that reach it and its points multiplier. */
export function NewTierForm({ restaurantId }: { restaurantId: string }) {
  const create = useCreateTier(restaurantId);
  const [values, setValues] = useState(EMPTY);
  const [color, setColor] = useState('#f97316');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...values, multiplier: values.multiplier.replace(',', '.'), color };
    const parsed = newTierSchema.safeParse(body);
    if (!parsed.success) {
      return setErrors(fieldErrors<Field>(parsed.error));
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (result) => {
        toast({ title: 'Nível criado!', description: movedMessage(result.customersMoved) });
        setValues(EMPTY);
      },
      onError: (error) =>
        toast({ title: 'Erro ao salvar', description: serverMessage(error), variant: 'destructive' }),
    });
  }

  const input = (name: Field, label: string, props: Partial<Parameters<typeof Input>[0]> = {}) => (
    <FormField id={`new-tier-${name}`} label={label} error={errors[name]}>
      {(describedBy) => (
        <Input
          id={`new-tier-${name}`}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-describedby={describedBy}
          aria-invalid={errors[name] ? true : undefined}
          {...props}
        />
      )}
    </FormField>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Novo nível"
      className="flex flex-col gap-3 rounded-xl border border-dashed border-stone-300 bg-stone-50 p-4"
    >
      <h3 className="text-lg font-bold text-stone-900">Novo nível</h3>
      <div className="grid gap-2 sm:grid-cols-4">
        {input('name', 'Nome do nível', { maxLength: 30 })}
        {input('minPoints', 'Pontos mínimos', { inputMode: 'numeric' })}
        {input('multiplier', 'Multiplicador', { inputMode: 'decimal' })}
        <FormField id="new-tier-color" label="Cor">
          {(describedBy) => (
            <Input
              id="new-tier-color"
              type="color"
              value={color}
              onChange={(event) => setColor(event.target.value)}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? 'Salvando...' : 'Criar nível'}
      </Button>
    </form>
  );
}
