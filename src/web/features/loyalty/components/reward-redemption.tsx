import { useEffect, useState } from 'react';
import { draftPhoneIssue } from '../../../../domain/cart/customer-phone-draft';
import { formatBRL } from '../../../../domain/format/format';
import {
  type RewardCartLine,
  redeemReward,
  rewardAvailable,
} from '../../../../domain/loyalty/reward-redemption';
import { type CheckoutReward, useCheckoutRewards } from '../api/get-checkout-rewards';
import { usePointsBalance } from '../api/get-points-balance';
import { usePhoneProof } from '../api/phone-proof';
import { PhoneProof } from './phone-proof';

export interface RewardChoice {
  id: string;
  name: string;
  points: number;
  discountCents: number;
}

interface RewardRedemptionProps {
  restaurantId: string;
  phone: string;
  /** The cart's lines: a free item needs its item there. */
  lines: readonly RewardCartLine[];
  /** The most a reward may take off: the subtotal left after a coupon. */
  roomCents: number;
  value: RewardChoice | null;
  onChange(value: RewardChoice | null): void;
  /** Why no reward can be used on this order (points chosen, a coupon that does not combine). */
  blocked?: string;
}

const PROOF_TEXTS = {
  prompt: 'Para resgatar uma recompensa, confirme que este WhatsApp é seu.',
  fallback: 'Este restaurante ainda não envia códigos pelo WhatsApp: peça sua recompensa a ele.',
};

/**
 * At checkout: the restaurant's rewards for a phone this device proved (decision 0039), each with
 * its cost in points and what it gives, those the balance or the cart cannot cover disabled with the
 * reason. The choice is priced by the domain's rule, the one the server applies again.
 */
export function RewardRedemption(props: RewardRedemptionProps) {
  const { restaurantId, phone, value, onChange, blocked } = props;
  const [wanted, setWanted] = useState(false);
  const proof = usePhoneProof(restaurantId, phone, wanted);
  if (draftPhoneIssue(phone)) return null;
  if (blocked) return <p className="text-sm text-stone-700">{blocked}</p>;
  if (!wanted)
    return (
      <button
        type="button"
        className="self-start rounded-lg border border-orange-300 bg-orange-50 px-4 py-2 text-sm font-semibold text-orange-900"
        onClick={() => setWanted(true)}
      >
        Resgatar uma recompensa
      </button>
    );
  if (proof.isPending) return null;
  if (!proof.data?.trusted)
    return (
      <section aria-label="Recompensas" className="rounded-xl border border-orange-200 bg-orange-50 p-4">
        <PhoneProof restaurantId={restaurantId} phone={phone} texts={PROOF_TEXTS} />
      </section>
    );
  return <RewardList {...props} value={value} onChange={onChange} />;
}

function RewardList({ restaurantId, phone, lines, roomCents, value, onChange }: RewardRedemptionProps) {
  const balance = usePointsBalance(restaurantId, phone, true);
  const rewards = useCheckoutRewards(restaurantId, true);
  const points = balance.data?.customer.points ?? 0;
  const now = new Date();
  const offered = (rewards.data ?? []).filter((reward) => rewardAvailable(reward, now));
  const price = (reward: CheckoutReward) =>
    redeemReward({
      reward,
      balance: points,
      pointsToRedeem: 0,
      lines,
      itemName: reward.itemName,
      roomCents,
      now,
    });
  // A smaller cart (an item removed, a coupon applied) may change or void the chosen reward; until
  // the balance and the rewards have arrived the choice stands as it is.
  const chosen = value && offered.find((reward) => reward.id === value.id);
  const next = chosen ? price(chosen) : null;
  const ready = rewards.data && balance.data;
  const nextCents = !ready ? value?.discountCents : next?.ok ? next.discountCents : null;
  useEffect(() => {
    if (value && nextCents !== value.discountCents)
      onChange(nextCents == null ? null : { ...value, discountCents: nextCents });
  }, [value, nextCents, onChange]);

  if (balance.isPending || rewards.isPending) return null;
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-orange-200 bg-orange-50 p-4">
      <legend className="float-left mb-1 w-full font-semibold text-stone-900">
        Recompensas · Seus Pontos: {points} pontos
      </legend>
      {offered.length === 0 ? (
        <p className="text-sm text-stone-700">Nenhuma recompensa disponível agora.</p>
      ) : (
        <>
          <RewardOption
            id="reward-none"
            title="Não usar recompensa"
            checked={value === null}
            onSelect={() => onChange(null)}
          />
          {offered.map((reward) => {
            const result = price(reward);
            return (
              <RewardOption
                key={reward.id}
                id={`reward-${reward.id}`}
                title={reward.name}
                cost={`${reward.pointsCost} pontos`}
                detail={
                  !result.ok
                    ? result.error
                    : result.discountCents > 0
                      ? `-${formatBRL(result.discountCents)}`
                      : 'Entregue pelo restaurante com o pedido'
                }
                disabled={!result.ok}
                checked={value?.id === reward.id}
                onSelect={() =>
                  result.ok &&
                  onChange({
                    id: reward.id,
                    name: reward.name,
                    points: result.points,
                    discountCents: result.discountCents,
                  })
                }
              />
            );
          })}
        </>
      )}
    </fieldset>
  );
}

interface RewardOptionProps {
  id: string;
  title: string;
  cost?: string;
  detail?: string;
  disabled?: boolean;
  checked: boolean;
  onSelect(): void;
}

/** A radio whose label carries the cost and what it gives (or why not), so its name says it all. */
function RewardOption({ id, title, cost, detail, disabled, checked, onSelect }: RewardOptionProps) {
  return (
    <label htmlFor={id} className={`flex gap-3 text-sm ${disabled ? 'text-stone-600' : 'text-stone-900'}`}>
      <input
        id={id}
        type="radio"
        name="reward"
        className="mt-1 size-4 shrink-0 accent-orange-700"
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap justify-between gap-x-3">
          <span className="font-medium">{title}</span>
          {cost}
        </span>
        <span className={`block ${disabled ? 'text-stone-700' : 'text-green-800'}`}>{detail}</span>
      </span>
    </label>
  );
}
