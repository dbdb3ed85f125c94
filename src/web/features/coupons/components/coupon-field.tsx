import { useEffect, useState } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import { centsToDecimal, parseCents } from '../../../../domain/money/money';
import { serverMessage } from '../../../lib/api-client';
import { useValidateCoupon } from '../api/validate-coupon';

export interface AppliedCoupon {
  code: string;
  discountCents: number;
}

interface CouponFieldProps {
  restaurantId: string;
  phone: string;
  subtotalCents: number;
  value: AppliedCoupon | null;
  onChange(value: AppliedCoupon | null): void;
}

/** The cart's coupon field: 'Aplicar' asks the server, which checks the coupon again on the order. */
export function CouponField({ restaurantId, phone, subtotalCents, value, onChange }: CouponFieldProps) {
  const validate = useValidateCoupon(restaurantId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  // A changed cart may change the discount or the minimum: the coupon is asked for again.
  const [appliedOn, setAppliedOn] = useState(subtotalCents);
  useEffect(() => {
    if (value && appliedOn !== subtotalCents) onChange(null);
  }, [value, appliedOn, subtotalCents, onChange]);

  const apply = () => {
    const typed = code.trim();
    if (!typed) return setError('Informe o cupom');
    validate.mutate(
      { code: typed, phone, subtotal: centsToDecimal(subtotalCents) },
      {
        onSuccess: (preview) => {
          setError(undefined);
          setAppliedOn(subtotalCents);
          onChange({ code: preview.code, discountCents: parseCents(preview.discount) ?? 0 });
        },
        onError: (failure) => {
          onChange(null);
          setError(serverMessage(failure) ?? 'Não foi possível validar o cupom.');
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="checkout-coupon" className="text-sm font-medium text-stone-900">
        Cupom de desconto (opcional)
      </label>
      <div className="flex gap-2">
        <input
          id="checkout-coupon"
          className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base uppercase"
          value={code}
          maxLength={30}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'checkout-coupon-error' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button
          type="button"
          className="rounded-lg border border-orange-300 bg-orange-50 px-4 text-sm font-semibold text-orange-900"
          disabled={validate.isPending}
          onClick={apply}
        >
          {validate.isPending ? 'Validando...' : 'Aplicar'}
        </button>
      </div>
      {error && (
        <p id="checkout-coupon-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {value && (
        <p className="text-sm font-semibold text-green-800">
          Cupom {value.code}: -{formatBRL(value.discountCents)}
        </p>
      )}
    </div>
  );
}
