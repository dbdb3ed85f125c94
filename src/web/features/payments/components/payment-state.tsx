import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatBRL, formatDate } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { isApiError } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../auth/api/get-me';
import { useSessionUser } from '../../auth/session';
import { usePlanPayment } from '../api/get-plan-payment';
import { WAITING_STATUSES } from '../api/types';

/**
 * On a result page, the payment's state as our server knows it, when the query carries one of our
 * payments (`external_reference`, as Mercado Pago sends the payer back). The page's own text says
 * what the provider told the browser; this box says what the webhook confirmed.
 */
export function PaymentState() {
  const [params] = useSearchParams();
  const paymentId = params.get('external_reference');
  const user = useSessionUser();
  const payment = usePlanPayment(paymentId, { enabled: Boolean(user) });
  const queryClient = useQueryClient();
  const approved = payment.data?.status === 'approved';

  // The panel reads the plan from the session's restaurant: refresh it once the payment is approved.
  useEffect(() => {
    if (approved) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [approved, queryClient]);

  if (!paymentId) return null;
  if (!user) {
    return (
      <p className="mt-6 text-sm text-stone-700">
        <Link to="/login" className="font-semibold text-orange-700 underline-offset-4 hover:underline">
          Entre na sua conta
        </Link>{' '}
        para ver a situação deste pagamento.
      </p>
    );
  }
  if (payment.isPending) return <p className="mt-6 text-sm text-stone-700">Consultando o pagamento...</p>;
  if (payment.isError) {
    const missing = isApiError(payment.error, 404) || isApiError(payment.error, 403);
    return (
      <p role="alert" className="mt-6 text-sm text-stone-700">
        {missing ? 'Pagamento não encontrado nesta conta.' : 'Não foi possível consultar o pagamento agora.'}
      </p>
    );
  }
  const { data } = payment;
  const waiting = WAITING_STATUSES.includes(data.status);
  const paidUntil = data.restaurant?.planState === 'active' ? data.restaurant.paidUntil : null;
  return (
    <section
      aria-label="Situação do pagamento"
      aria-live="polite"
      className="mt-6 rounded-2xl border border-stone-200 p-5 text-left text-stone-900"
    >
      {data.testMode && (
        <p className="mb-2 inline-block rounded-full bg-amber-200 px-3 py-1 text-xs font-bold uppercase tracking-wide text-amber-950">
          Ambiente de teste
        </p>
      )}
      <p>
        Situação do pagamento: <strong>{data.statusLabel}</strong>
      </p>
      <p className="text-sm text-stone-700">
        {data.planName} · {formatBRL(parseCents(data.amount) ?? 0)}
      </p>
      {paidUntil && (
        <p className="mt-2 font-semibold text-green-800">Plano ativo até {formatDate(paidUntil)}</p>
      )}
      {waiting && (
        <p className="mt-2 text-sm text-stone-700">
          Esta página se atualiza sozinha quando o pagamento for confirmado.
        </p>
      )}
    </section>
  );
}
