import { CircleX } from 'lucide-react';
import { useState } from 'react';
import {
  CONSUMER_CANCELLATION_DENY_REASONS,
  type ConsumerCancellationAnswer,
  canAnswerConsumerCancellation,
  consumerCancellationLabel,
} from '../../../../domain/integrations/open-delivery-consumer-cancellation';
import { Button } from '../../../components/ui/button';
import { useAnswerCancellationRequest } from '../api/answer-cancellation-request';
import type { PanelOrder } from '../types';
import { AnswerWithReasonForm } from './answer-with-reason-form';

type RequestOrder = Pick<PanelOrder, 'id' | 'restaurantId' | 'orderSource' | 'status' | 'externalStatus'>;

/**
 * A diner's cancellation request on a bare Open Delivery marketplace, on the order's card: accept
 * it (the order is cancelled here and there) or deny it with one of the standard's two reasons.
 * Shown only while the request is pending and the order is not finished.
 */
export function OpenDeliveryCancellationRequest({ order }: { order: RequestOrder }) {
  const [mode, setMode] = useState<'none' | 'accept' | 'deny'>('none');
  const answer = useAnswerCancellationRequest(order);
  if (!canAnswerConsumerCancellation(order)) return null;
  const titleId = `cancellation-request-${order.id}-title`;
  const send = (body: ConsumerCancellationAnswer) => answer.mutate(body);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h4 id={titleId} className="flex items-start gap-2 font-semibold">
        <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {consumerCancellationLabel(order.orderSource, order.externalStatus)}
      </h4>
      {mode === 'accept' ? (
        <div className="flex flex-col gap-2">
          <p>Aceitar? O pedido é cancelado aqui e no marketplace.</p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="destructive"
              disabled={answer.isPending}
              onClick={() => send({ accept: true })}
            >
              Confirmar cancelamento
            </Button>
            <Button size="sm" variant="outline" onClick={() => setMode('none')}>
              Voltar
            </Button>
          </div>
        </div>
      ) : mode === 'deny' ? (
        <AnswerWithReasonForm
          idPrefix={`cancellation-deny-${order.id}`}
          codes={{ legend: 'Por que recusar?', options: CONSUMER_CANCELLATION_DENY_REASONS }}
          reasonLabel="Explique ao cliente (ele verá no marketplace)"
          maxLength={200}
          pending={answer.isPending}
          onSend={({ code, reason }) => code && send({ accept: false, code, reason })}
          onBack={() => setMode('none')}
        />
      ) : (
        <>
          <p>Responda ao marketplace: aceite para cancelar o pedido, ou recuse dizendo o motivo.</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setMode('accept')}>
              Aceitar cancelamento
            </Button>
            <Button size="sm" variant="outline" onClick={() => setMode('deny')}>
              Recusar
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
