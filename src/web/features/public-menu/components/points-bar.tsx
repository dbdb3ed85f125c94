import { type FormEvent, useState } from 'react';
import { formatBRL, formatPhone } from '../../../../domain/format/format';
import { formatPoints } from '../../../../domain/format/points';
import { parseCents } from '../../../../domain/money/money';
import { lightButton, lightField } from '../../../components/ui/light-classes';
import { Star } from '../../../components/ui/light-icons';
import { PhoneInput } from '../../../components/ui/phone-input';
import { rememberDinerPhone } from '../../cart';
import type { LoyaltyBalance } from '../api/get-loyalty-balance';

/** Points and their value in discount blocks; no balance known means 0, never a sample figure. */
export function pointsValue(balance: LoyaltyBalance | null | undefined) {
  const points = balance?.customer?.points ?? 0;
  const block = balance?.settings?.pointsForRedemption ?? 0;
  const blockValue = parseCents(String(balance?.settings?.discountValue ?? '0')) ?? 0;
  return { points, discountCents: block > 0 ? Math.floor(points / block) * blockValue : 0 };
}

interface PointsBarProps {
  phone: string;
  balance: LoyaltyBalance | null | undefined;
}

/** 'Seus Pontos': the diner's own points, by the phone remembered on this device. */
export function PointsBar({ phone, balance }: PointsBarProps) {
  const { points, discountCents } = pointsValue(balance);
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rememberDinerPhone(typed);
  };
  return (
    <section aria-labelledby="points-title" className="mx-4 rounded-2xl bg-orange-700 px-4 py-3 text-white">
      <div className="flex items-center gap-3">
        <Star className="size-5 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="points-title" className="text-sm font-semibold">
            Seus Pontos
          </h2>
          <p className="font-bold">
            {formatPoints(points)} = {formatBRL(discountCents)} de desconto
          </p>
          {phone && <p className="text-sm text-orange-50">Telefone {formatPhone(phone)}</p>}
        </div>
      </div>
      {!phone && (
        <form onSubmit={submit} className="mt-2 flex flex-col gap-1.5">
          <label htmlFor="points-phone" className="text-sm text-orange-50">
            Digite seu telefone para ver seus pontos.
          </label>
          <div className="flex gap-2">
            <PhoneInput
              id="points-phone"
              className={`${lightField} h-11 min-w-0`}
              value={typed}
              onValueChange={setTyped}
            />
            <button type="submit" className={`${lightButton.outline} shrink-0`}>
              Ver pontos
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
