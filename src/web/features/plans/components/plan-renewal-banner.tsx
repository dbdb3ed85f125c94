import { CalendarClock } from 'lucide-react';
import { formatBRL, formatDate } from '../../../../domain/format/format';
import { PLAN, PLAN_PRICE_CENTS } from '../../../../domain/marketing/plan';
import type { PlanAccount } from '../../../../domain/payments/paid-period';
import { OVERDUE_GRACE_DAYS, planStatus } from '../../../../domain/payments/plan-state';
import { SubscribeButton } from './subscribe-button';

interface PlanRenewalBannerProps {
  restaurantId: string;
  account: PlanAccount;
  now?: Date;
}

const days = (count: number) => `${count} ${count === 1 ? 'dia' : 'dias'}`;

function noticeOf(status: ReturnType<typeof planStatus>): string | null {
  const end = status.endsAt ? formatDate(status.endsAt) : '';
  if (status.renewalDue) {
    return status.state === 'trial'
      ? `Seu teste grátis termina em ${days(status.daysLeft)} (${end}).`
      : `Seu plano vence em ${days(status.daysLeft)} (${end}).`;
  }
  if (status.state === 'overdue' && !status.locked && status.endsAt) {
    const lockDate = new Date(status.endsAt.getTime() + OVERDUE_GRACE_DAYS * 86_400_000);
    return `Seu plano venceu em ${end}. Assine até ${formatDate(lockDate)} para o painel continuar liberado.`;
  }
  return null;
}

/** The panel's reminder in the last days of the trial or paid month, and during the grace days. */
export function PlanRenewalBanner({ restaurantId, account, now }: PlanRenewalBannerProps) {
  const notice = noticeOf(planStatus(account, now));
  if (!notice) return null;
  return (
    <section
      aria-label="Aviso do plano"
      className="flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex items-start gap-3">
        <CalendarClock className="mt-0.5 size-6 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <p className="font-semibold text-stone-900">{notice}</p>
          <p className="text-sm text-stone-800">
            {PLAN.name} por {formatBRL(PLAN_PRICE_CENTS)}/mês: sem taxa de adesão, sem comissão, cancele
            quando quiser.
          </p>
        </div>
      </div>
      <SubscribeButton planId={PLAN.id} restaurantId={restaurantId} size="default" />
    </section>
  );
}
