import { useEffect, useState } from 'react';
import { draftPhoneIssue } from '../../../../domain/cart/customer-phone-draft';
import { formatBRL } from '../../../../domain/format/format';
import { formatPoints } from '../../../../domain/format/points';
import { maxRedeemablePoints, redeemPoints } from '../../../../domain/loyalty/loyalty-rules';
import { parseCents } from '../../../../domain/money/money';
import { usePointsBalance } from '../api/get-points-balance';
import { PhoneProof } from './phone-proof';

export interface Redemption {
  points: number;
  discountCents: number;
}

interface PointsRedemptionProps {
  restaurantId: string;
  phone: string;
  subtotalCents: number;
  value: Redemption;
  onChange(value: Redemption): void;
  /** Why points cannot be used on this order (a coupon the restaurant will not combine), if so. */
  blocked?: string;
}

/**
 * At checkout: the diner's balance for the phone typed in the cart, and a choice of whole blocks of
 * points to use, up to the subtotal. The server checks the balance again and reserves the points when
 * this device proved the phone (PhoneProof); otherwise the restaurant confirms them on the order.
 */
export function PointsRedemption({
  restaurantId,
  phone,
  subtotalCents,
  value,
  onChange,
  blocked,
}: PointsRedemptionProps) {
  const [wanted, setWanted] = useState(false);
  const balance = usePointsBalance(restaurantId, phone, wanted);
  const data = balance.data;
  const max = data && !blocked ? maxRedeemablePoints(data.customer.points, data.settings, subtotalCents) : 0;
  // A smaller cart (or a new phone) may no longer cover the chosen points: fall back to what fits.
  useEffect(() => {
    if (value.points > max) onChange({ points: 0, discountCents: 0 });
  }, [value.points, max, onChange]);
  if (draftPhoneIssue(phone)) return null;
  if (blocked) return <p className="text-sm text-stone-700">{blocked}</p>;
  if (!wanted)
    return (
      <button
        type="button"
        className="self-start rounded-lg border border-orange-300 bg-orange-50 px-4 py-2 text-sm font-semibold text-orange-900"
        onClick={() => setWanted(true)}
      >
        Usar meus pontos
      </button>
    );
  if (balance.isPending)
    return (
      <p role="status" className="text-sm text-stone-700">
        Consultando seus pontos...
      </p>
    );
  if (!data || data.customer.points <= 0)
    return <p className="text-sm text-stone-700">Você ainda não tem pontos neste restaurante.</p>;

  const block = data.settings.pointsForRedemption;
  const choices = Array.from({ length: max / block + 1 }, (_, index) => index * block);
  const priced = (points: number) => {
    const result = redeemPoints(points, data.customer.points, data.settings, subtotalCents);
    return result.ok ? result.discountCents : 0;
  };

  return (
    <section
      aria-labelledby="checkout-points"
      className="rounded-xl border border-orange-200 bg-orange-50 p-4"
    >
      <h3 id="checkout-points" className="font-semibold text-stone-900">
        Seus Pontos: {formatPoints(data.customer.points)}
      </h3>
      {max === 0 ? (
        <p className="text-sm text-stone-700">
          Junte {formatPoints(block)} para ganhar {formatBRL(parseCents(data.settings.discountValue) ?? 0)} de
          desconto.
        </p>
      ) : (
        <label className="mt-2 flex flex-col gap-1 text-sm text-stone-800" htmlFor="checkout-points-select">
          Usar pontos
          <select
            id="checkout-points-select"
            className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-base"
            value={value.points}
            onChange={(event) => {
              const points = Number(event.target.value);
              onChange({ points, discountCents: priced(points) });
            }}
          >
            {choices.map((points) => (
              <option key={points} value={points}>
                {points === 0 ? 'Não usar pontos' : `${formatPoints(points)} (-${formatBRL(priced(points))})`}
              </option>
            ))}
          </select>
        </label>
      )}
      {value.discountCents > 0 && (
        <p className="mt-2 text-sm font-semibold text-green-800">
          Desconto: -{formatBRL(value.discountCents)}
        </p>
      )}
      {value.points > 0 && <PhoneProof restaurantId={restaurantId} phone={phone} />}
    </section>
  );
}
