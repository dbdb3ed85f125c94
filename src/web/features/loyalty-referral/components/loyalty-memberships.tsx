import { formatBRL } from '../../../../domain/format/format';
import { TIER_LABELS } from '../../../../domain/loyalty/loyalty-api';
import { parseCents } from '../../../../domain/money/money';
import { useMemberships } from '../api/get-memberships';
import { ReferralCode } from './referral-code';
import { ReferralCodeForm } from './referral-code-form';

/**
 * 'Meus pontos', under the diner's orders on the tracking page: the balance and tier at each
 * restaurant ordered from, the referral code to share and the field for a friend's code.
 */
export function LoyaltyMemberships({ phone }: { phone: string }) {
  const memberships = useMemberships(phone);
  if (!memberships.data || memberships.data.length === 0) return null;
  return (
    <section aria-labelledby="loyalty-memberships" className="flex flex-col gap-3">
      <h2 id="loyalty-memberships" className="text-xl font-bold text-stone-900">
        Meus pontos
      </h2>
      <ul className="flex flex-col gap-3">
        {memberships.data.map((member) => (
          <li
            key={member.restaurantId}
            className="flex flex-col gap-3 rounded-2xl border border-orange-200 bg-orange-50 p-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-stone-900">{member.restaurantName}</h3>
              <span className="text-sm text-stone-700">
                Nível {TIER_LABELS[member.currentTier] ?? member.currentTier}
              </span>
            </div>
            <p className="text-stone-900">
              <strong>{member.points} pontos</strong>
              <span className="text-sm text-stone-700">
                {' '}
                · {member.pointsForRedemption} pontos = {formatBRL(parseCents(member.discountValue) ?? 0)} de
                desconto
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
      </ul>
    </section>
  );
}
