import type { ReactNode } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import { formatPoints } from '../../../../domain/format/points';
import { TIER_LABELS } from '../../../../domain/loyalty/loyalty-api';
import { parseCents } from '../../../../domain/money/money';
import { useMemberships, useRefreshMemberships } from '../api/get-memberships';
import { ReferralCode } from './referral-code';
import { ReferralCodeForm } from './referral-code-form';

interface LoyaltyMembershipsProps {
  phone: string;
  /** The restaurants the tracked orders came from. */
  orderedAt?: { id: string; name: string }[];
  /** The phone proof for one of them; `onProved` shows its standing once the code is accepted. */
  renderProof?: (restaurantId: string, onProved: () => void) => ReactNode;
}

const CARD = 'flex flex-col rounded-2xl border border-orange-200 bg-orange-50 p-4';

/**
 * 'Meus pontos', under the diner's orders on the tracking page: the balance and tier at each
 * restaurant ordered from, the referral code to share and the field for a friend's code. The server
 * lists only restaurants where this device proved the phone (decision 0008); the others ordered
 * from offer that proof here, so a diner without points yet can still enter a friend's code.
 */
export function LoyaltyMemberships({ phone, orderedAt = [], renderProof }: LoyaltyMembershipsProps) {
  const memberships = useMemberships(phone);
  const refresh = useRefreshMemberships(phone);
  if (!memberships.data) return null;
  const listed = new Set(memberships.data.map((member) => member.restaurantId));
  const unproven = renderProof ? orderedAt.filter((restaurant) => !listed.has(restaurant.id)) : [];
  if (memberships.data.length === 0 && unproven.length === 0) return null;
  return (
    <section aria-labelledby="loyalty-memberships" className="flex flex-col gap-3">
      <h2 id="loyalty-memberships" className="text-xl font-bold text-stone-900">
        Meus pontos
      </h2>
      <ul className="flex flex-col gap-3">
        {memberships.data.map((member) => (
          <li key={member.restaurantId} className={`${CARD} gap-3`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-stone-900">{member.restaurantName}</h3>
              <span className="text-sm text-stone-700">
                Nível {TIER_LABELS[member.currentTier] ?? member.currentTier}
              </span>
            </div>
            <p className="text-stone-900">
              <strong>{formatPoints(member.points)}</strong>
              <span className="text-sm text-stone-700">
                {' '}
                · {formatPoints(member.pointsForRedemption)} ={' '}
                {formatBRL(parseCents(member.discountValue) ?? 0)} de desconto
              </span>
            </p>
            {member.referralCode && member.referralBonus > 0 && (
              <ReferralCode code={member.referralCode} bonus={member.referralBonus} />
            )}
            {member.canEnterReferral && <ReferralCodeForm phone={phone} restaurantId={member.restaurantId} />}
            {member.referred && (
              <p className="text-sm text-stone-700">
                Código de indicação registrado: quem indicou você ganha pontos quando seu primeiro pedido for
                entregue.
              </p>
            )}
          </li>
        ))}
        {unproven.map((restaurant) => (
          // No gap: the proof keeps its own margin, as it does at checkout.
          <li key={restaurant.id} className={CARD}>
            <h3 className="font-semibold text-stone-900">{restaurant.name}</h3>
            {renderProof?.(restaurant.id, refresh)}
          </li>
        ))}
      </ul>
    </section>
  );
}
