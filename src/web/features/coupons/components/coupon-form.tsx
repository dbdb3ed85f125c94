import { type FormEvent, useState } from 'react';
import { couponSchema } from '../../../../domain/coupons/coupon';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { useSaveCoupon } from '../api/owner-coupons';

const EMPTY = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  maxUses: '',
  maxUsesPerPhone: '',
  validFrom: '',
  validUntil: '',
};
type Values = typeof EMPTY;

/** 'Novo cupom': code, percentage or fixed value, minimum order, limits and validity dates. */
export function CouponForm({ restaurantId }: { restaurantId: string }) {
  const save = useSaveCoupon(restaurantId);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      code: values.code,
      kind: values.kind,
      value: values.value,
      minOrder: values.minOrder || '0',
      maxUses: values.maxUses ? Number(values.maxUses) : null,
      maxUsesPerPhone: values.maxUsesPerPhone ? Number(values.maxUsesPerPhone) : null,
      validFrom: values.validFrom ? new Date(`${values.validFrom}T00:00:00-03:00`).toISOString() : null,
      validUntil: values.validUntil ? new Date(`${values.validUntil}T23:59:59-03:00`).toISOString() : null,
    };
    const parsed = couponSchema.safeParse(body);
    if (!parsed.success) {
      return setErrors(fieldErrors<keyof Values & string>(parsed.error));
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Cupom criado!' });
        setValues(EMPTY);
      },
      onError: (error) =>
        toast({ title: 'Erro ao salvar', description: serverMessage(error), variant: 'destructive' }),
    });
  }

  const field = (name: keyof Values, label: string, props: Record<string, unknown> = {}) => (
    <FormField id={`coupon-${name}`} label={label} error={errors[name]}>
      {(describedBy) => (
        <Input
          id={`coupon-${name}`}
          value={values[name]}
          onChange={set(name)}
          aria-describedby={describedBy}
          aria-invalid={errors[name] ? true : undefined}
          {...props}
        />
      )}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Novo cupom"
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2"
    >
      {field('code', 'Código')}
      <FormField id="coupon-kind" label="Tipo">
        {(describedBy) => (
          <select
            id="coupon-kind"
            className="h-10 rounded-lg border border-stone-300 bg-white px-3"
            value={values.kind}
            onChange={set('kind')}
            aria-describedby={describedBy}
          >
            <option value="percent">Percentual (%)</option>
            <option value="fixed">Valor fixo (R$)</option>
          </select>
        )}
      </FormField>
      {field('value', values.kind === 'percent' ? 'Desconto (%)' : 'Desconto (R$)', { inputMode: 'decimal' })}
      {field('minOrder', 'Pedido mínimo (R$)', { inputMode: 'decimal' })}
      {field('maxUses', 'Limite de usos', { inputMode: 'numeric' })}
      {field('maxUsesPerPhone', 'Limite por telefone', { inputMode: 'numeric' })}
      {field('validFrom', 'Válido a partir de', { type: 'date' })}
      {field('validUntil', 'Válido até', { type: 'date' })}
      <Button type="submit" className="self-end" disabled={save.isPending}>
        {save.isPending ? 'Salvando...' : 'Criar cupom'}
      </Button>
    </form>
  );
}
