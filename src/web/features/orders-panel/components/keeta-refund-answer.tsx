import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import {
  canAnswerRefund,
  REFUND_REJECT_REASONS,
  REFUND_REQUESTED,
  type RefundAnswer,
  refundLabel,
} from '../../../../domain/integrations/keeta-refund';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useAnswerKeetaRefund } from '../api/keeta-refund';
import type { PanelOrder } from '../types';
import { AnswerWithReasonForm } from './answer-with-reason-form';

type RefundOrder = Pick<PanelOrder, 'id' | 'restaurantId' | 'orderSource' | 'externalStatus'>;

const SEND_FAILED = 'Não foi possível enviar a resposta à Keeta. Tente de novo.';

/**
 * A Keeta diner's refund request on the order card (research §0 item 3): 'Aceitar reembolso' or
 * 'Recusar' with one of Keeta's codes and the reason the diner reads; the first answer Keeta gets,
 * from here or its portal, decides. Afterwards, and on Keeta's REFUNDED / REFUND_FAILED, the card
 * says where the refund stands.
 */
export function KeetaRefundAnswer({ order }: { order: RefundOrder }) {
  const answer = useAnswerKeetaRefund(order.restaurantId, order.id);
  // The answer shows at once, until the order itself brings a newer status (REFUNDED, …).
  const status =
    answer.data && order.externalStatus === REFUND_REQUESTED
      ? answer.data.externalStatus
      : order.externalStatus;
  const label = order.orderSource === 'keeta' ? refundLabel(status) : null;
  if (!label) return null;
  const open = canAnswerRefund(order.orderSource, status);
  const titleId = `refund-${order.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3 text-sm',
        open ? 'border-amber-400 bg-amber-50 text-amber-950' : 'border-stone-200 bg-stone-50 text-stone-800',
      )}
    >
      <h4 id={titleId} className="flex items-start gap-2 font-semibold">
        <ReceiptText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Reembolso na Keeta
      </h4>
      <p className="font-medium">{label}</p>
      {open && <RefundAnswers orderId={order.id} answer={answer} />}
    </section>
  );
}

function RefundAnswers({
  orderId,
  answer,
}: {
  orderId: string;
  answer: ReturnType<typeof useAnswerKeetaRefund>;
}) {
  const [mode, setMode] = useState<'none' | 'accept' | 'reject'>('none');
  const send = (body: RefundAnswer) => answer.mutate(body);
  const error = answer.isError ? (serverMessage(answer.error) ?? SEND_FAILED) : null;
  const back = () => {
    answer.reset();
    setMode('none');
  };
  return (
    <>
      {mode === 'accept' && (
        <div className="flex flex-col gap-2">
          <p>Aceitar o reembolso? A Keeta devolve o valor ao cliente.</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={answer.isPending} onClick={() => send({ accept: true })}>
              Confirmar reembolso
            </Button>
            <Button size="sm" variant="outline" onClick={back}>
              Voltar
            </Button>
          </div>
        </div>
      )}
      {mode === 'reject' && (
        <AnswerWithReasonForm
          idPrefix={`refund-${orderId}`}
          codes={{ legend: 'Motivo exigido pela Keeta', options: REFUND_REJECT_REASONS }}
          reasonLabel="Explique ao cliente (ele verá na Keeta)"
          maxLength={200}
          pending={answer.isPending}
          onSend={({ code, reason }) => code && send({ accept: false, code, reason })}
          onBack={back}
        />
      )}
      {mode === 'none' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setMode('accept')}>
            Aceitar reembolso
          </Button>
          <Button size="sm" variant="outline" onClick={() => setMode('reject')}>
            Recusar
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-red-900">
          {error}
        </p>
      )}
    </>
  );
}
