import { FlaskConical } from 'lucide-react';
import { useNavigate } from 'react-router';
import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { useTestCheckout } from '../api/get-test-checkout';
import { useSettleTestCheckout } from '../api/settle-test-checkout';
import type { TestCheckoutOutcome } from '../api/types';

const ACTIONS: {
  outcome: TestCheckoutOutcome;
  label: string;
  variant: 'default' | 'destructive' | 'outline';
}[] = [
  { outcome: 'approve', label: 'Aprovar pagamento', variant: 'default' },
  { outcome: 'reject', label: 'Recusar pagamento', variant: 'destructive' },
  { outcome: 'pending', label: 'Deixar pendente (PIX)', variant: 'outline' },
];

/**
 * The local stand-in for Mercado Pago's checkout, used when no Mercado Pago credentials are set.
 * Its buttons go through the same signed webhook and payment fetch as a real payment.
 */
export function TestCheckout({ paymentId }: { paymentId: string }) {
  const checkout = useTestCheckout(paymentId);
  const settle = useSettleTestCheckout();
  const navigate = useNavigate();

  if (checkout.isPending) return <LoadingState label="Carregando pagamento de teste..." />;
  if (checkout.isError) {
    const message = isApiError(checkout.error, 401)
      ? 'Entre na sua conta para usar o pagamento de teste.'
      : (serverMessage(checkout.error) ?? 'Não foi possível carregar o pagamento de teste.');
    return <ErrorState message={message} onRetry={() => checkout.refetch()} />;
  }
  const { data } = checkout;
  const settleWith = (outcome: TestCheckoutOutcome) =>
    settle.mutate({ paymentId, outcome }, { onSuccess: (answer) => navigate(answer.redirectUrl) });

  return (
    <article className="rounded-3xl border-4 border-dashed border-amber-400 bg-white p-8 shadow-sm">
      <p className="inline-flex items-center gap-2 rounded-full bg-amber-200 px-4 py-1 text-sm font-bold uppercase tracking-wide text-amber-950">
        <FlaskConical className="size-4" aria-hidden="true" />
        Ambiente de teste
      </p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">Pagamento de teste</h1>
      <p className="mt-2 text-stone-700">
        <strong>Modo de teste: nenhum valor é cobrado.</strong> Esta página substitui o Mercado Pago enquanto
        nenhuma credencial está configurada; cada botão confirma o pagamento pelo mesmo webhook de um
        pagamento real.
      </p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl bg-stone-50 p-5 text-stone-900">
        <dt className="text-stone-700">Restaurante</dt>
        <dd className="font-semibold">{data.restaurantName}</dd>
        <dt className="text-stone-700">Plano</dt>
        <dd className="font-semibold">{data.planName} (1 mês)</dd>
        <dt className="text-stone-700">Valor</dt>
        <dd className="font-semibold">{formatBRL(parseCents(data.amount) ?? 0)}</dd>
        <dt className="text-stone-700">Situação</dt>
        <dd className="font-semibold">{data.statusLabel}</dd>
      </dl>
      {/* Wrapping, not a fixed row: three labels this long overflow the card side by side. */}
      <div className="mt-6 flex flex-wrap gap-3">
        {ACTIONS.map(({ outcome, label, variant }) => (
          <Button
            key={outcome}
            variant={variant}
            size="lg"
            className="grow"
            disabled={settle.isPending}
            onClick={() => settleWith(outcome)}
          >
            {label}
          </Button>
        ))}
      </div>
      {settle.isError && (
        <p role="alert" className="mt-4 text-red-800">
          {serverMessage(settle.error) ?? 'Não foi possível registrar o pagamento de teste. Tente novamente.'}
        </p>
      )}
    </article>
  );
}
