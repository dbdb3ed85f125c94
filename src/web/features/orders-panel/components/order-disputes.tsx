import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import {
  alternativeError,
  alternativeLabel,
  type DisputeAlternative,
  disputeAnswerable,
  disputeOutcomeLabel,
  disputeRequestLabel,
  disputeTimeLeftMs,
  disputeTypeLabel,
  timeoutOutcomeLabel,
} from '../../../../domain/integrations/disputes';
import { countdownLabel } from '../../../../domain/integrations/external-status';
import { parseMoneyInput } from '../../../../domain/menu/money-input';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses, NumberInput } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import {
  type DisputeAnswerBody,
  type OrderDispute,
  useAnswerDispute,
  useOrderDisputes,
} from '../api/order-disputes';
import type { PanelOrder } from '../types';
import { AnswerWithReasonForm } from './answer-with-reason-form';

type DisputeOrder = Pick<PanelOrder, 'id' | 'orderSource' | 'syncedAt'>;

/**
 * iFood's negotiation platform on the order's card: what the diner asks, the time left to answer,
 * and the documented answers (accept, reject with a reason, one of the alternatives iFood offers).
 * After expiresAt the answers go away and the card says what iFood does by default.
 */
export function OrderDisputes({ order }: { order: DisputeOrder }) {
  const isIfood = order.orderSource === 'ifood';
  const disputes = useOrderDisputes(order.id, order.syncedAt, isIfood);
  const now = useNow(1000);
  if (!isIfood || !disputes.data?.length) return null;
  return (
    <>
      {disputes.data.map((dispute) => (
        <DisputeCard key={dispute.id} orderId={order.id} dispute={dispute} now={now} />
      ))}
    </>
  );
}

function DisputeCard({ orderId, dispute, now }: { orderId: string; dispute: OrderDispute; now: Date }) {
  const open = disputeAnswerable(dispute, now) && !dispute.settlement;
  const typeLabel = disputeTypeLabel(dispute.handshakeType);
  const outcome = disputeOutcomeLabel(dispute.status, dispute.settlement);
  const titleId = `dispute-${dispute.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3 text-sm',
        open ? 'border-amber-400 bg-amber-50 text-amber-950' : 'border-stone-200 bg-stone-50 text-stone-800',
      )}
    >
      <h4 id={titleId} className="flex items-start gap-2 font-semibold">
        <Handshake className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Negociação do iFood
      </h4>
      <p className="font-medium">
        {disputeRequestLabel(dispute.action)}
        {typeLabel ? ` (${typeLabel})` : ''}
      </p>
      {dispute.message && <p className="break-words">Mensagem do cliente: “{dispute.message}”</p>}
      {open ? (
        <>
          <p>
            Responda em{' '}
            <span className="font-mono font-semibold tabular-nums">
              {countdownLabel(disputeTimeLeftMs(dispute, now))}
            </span>
            . Sem resposta, {timeoutOutcomeLabel(dispute.timeoutAction)}.
          </p>
          <DisputeAnswers orderId={orderId} dispute={dispute} />
        </>
      ) : (
        <p>{outcome ?? `Prazo para responder encerrado: ${timeoutOutcomeLabel(dispute.timeoutAction)}.`}</p>
      )}
    </section>
  );
}

type Mode = { kind: 'none' } | { kind: 'accept' } | { kind: 'reject' } | { kind: 'alternative'; id: string };

function DisputeAnswers({ orderId, dispute }: { orderId: string; dispute: OrderDispute }) {
  const [mode, setMode] = useState<Mode>({ kind: 'none' });
  const answer = useAnswerDispute(orderId);
  const send = (body: DisputeAnswerBody) => answer.mutate({ id: dispute.id, body });
  const back = () => setMode({ kind: 'none' });
  if (mode.kind === 'accept')
    return (
      <div className="flex flex-col gap-2">
        <p>Aceitar o pedido do cliente? O iFood aplica o que o cliente pediu.</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={answer.isPending} onClick={() => send({ answer: 'accept' })}>
            Confirmar aceite
          </Button>
          <Button size="sm" variant="outline" onClick={back}>
            Voltar
          </Button>
        </div>
      </div>
    );
  if (mode.kind === 'reject')
    return (
      <AnswerWithReasonForm
        idPrefix={`dispute-${dispute.id}-reject`}
        reasonLabel="Motivo da recusa (o cliente verá no iFood)"
        maxLength={250}
        pending={answer.isPending}
        onSend={({ reason }) => send({ answer: 'reject', reason })}
        onBack={back}
      />
    );
  if (mode.kind === 'alternative') {
    const alternative = dispute.alternatives.find((candidate) => candidate.id === mode.id);
    if (alternative)
      return (
        <AlternativeForm alternative={alternative} pending={answer.isPending} onSend={send} onBack={back} />
      );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setMode({ kind: 'accept' })}>
        Aceitar
      </Button>
      <Button size="sm" variant="outline" onClick={() => setMode({ kind: 'reject' })}>
        Recusar
      </Button>
      {dispute.alternatives.map((alternative) => (
        <Button
          key={alternative.id}
          size="sm"
          variant="outline"
          onClick={() => setMode({ kind: 'alternative', id: alternative.id })}
        >
          {alternativeLabel(alternative)}
        </Button>
      ))}
    </div>
  );
}

function AlternativeForm({
  alternative,
  pending,
  onSend,
  onBack,
}: {
  alternative: DisputeAlternative;
  pending: boolean;
  onSend: (body: DisputeAnswerBody) => void;
  onBack: () => void;
}) {
  const moreTime = alternative.type === 'ADDITIONAL_TIME';
  const minutesAllowed = alternative.allowedMinutes ?? [];
  const reasonsAllowed = alternative.allowedReasons ?? [];
  const [amount, setAmount] = useState('');
  const [minutes, setMinutes] = useState(minutesAllowed[0] !== undefined ? String(minutesAllowed[0]) : '');
  const [reason, setReason] = useState(reasonsAllowed[0] ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (moreTime) {
      const offer = { minutes: Number.parseInt(minutes, 10) };
      const problem = alternativeError(alternative, Number.isNaN(offer.minutes) ? {} : offer);
      if (problem) return setError(problem);
      onSend({
        answer: 'alternative',
        alternativeId: alternative.id,
        minutes: offer.minutes,
        ...(reason ? { reason } : {}),
      });
      return;
    }
    const cents = parseMoneyInput(amount);
    const problem = alternativeError(alternative, { amountCents: cents ?? 0 });
    if (problem || cents === null) return setError(problem ?? undefined);
    onSend({ answer: 'alternative', alternativeId: alternative.id, amountCents: cents });
  };
  const fieldId = `dispute-alternative-${alternative.id}`;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="font-medium">{alternativeLabel(alternative)}</p>
      {moreTime ? (
        <>
          <FormField id={fieldId} label="Minutos a mais" error={error}>
            {(describedBy) =>
              minutesAllowed.length > 0 ? (
                <select
                  id={fieldId}
                  aria-describedby={describedBy}
                  className={cn(fieldClasses, 'h-10')}
                  value={minutes}
                  onChange={(event) => setMinutes(event.target.value)}
                >
                  {minutesAllowed.map((option) => (
                    <option key={option} value={option}>
                      {option} min
                    </option>
                  ))}
                </select>
              ) : (
                <NumberInput
                  id={fieldId}
                  inputMode="numeric"
                  aria-describedby={describedBy}
                  value={minutes}
                  onChange={(event) => setMinutes(event.target.value)}
                />
              )
            }
          </FormField>
          {reasonsAllowed.length > 0 && (
            <FormField id={`${fieldId}-reason`} label="Motivo do atraso">
              {(describedBy) => (
                <select
                  id={`${fieldId}-reason`}
                  aria-describedby={describedBy}
                  className={cn(fieldClasses, 'h-10')}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                >
                  {reasonsAllowed.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        </>
      ) : (
        <FormField
          id={fieldId}
          label="Valor oferecido"
          hint={alternative.maxAmountCents ? `Até ${formatBRL(alternative.maxAmountCents)}` : undefined}
          error={error}
        >
          {(describedBy) => (
            <NumberInput
              id={fieldId}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              placeholder="0,00"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          Enviar proposta
        </Button>
        <Button size="sm" variant="outline" onClick={onBack}>
          Voltar
        </Button>
      </div>
    </form>
  );
}
