/**
 * Paying one part (`bills.close`): PIX, Dinheiro (what the diner handed over, and the change shown as
 * it is typed), Crédito, Débito or Vale-refeição; a part can take several payments, one method each
 * (R$ 20,00 by PIX and the rest on débito). Each attempt carries its own Idempotency-Key, kept while
 * the same attempt is retried (a lost answer, no connection), so a retry never pays twice; the server
 * decides what is paid and the change it records.
 */
import { useRef, useState } from 'react';
import type { BillPaymentMethod } from '../../../../../domain/bills';
import { formatBRL } from '../../../../../domain/format/format';
import { centsToDecimal } from '../../../../../domain/money/money';
import { Button } from '../../../../components/ui/button';
import { NumberInput } from '../../../../components/ui/input';
import { ApiError, serverMessage } from '../../../../lib/api-client';
import { needsOpenRegister, OpenRegisterOffer } from '../../../register/components/open-register-offer';
import { type BillClosingPart, type BillPaymentRequest, useBillPayment } from '../../api';
import { newAttemptKey } from './attempt-key';
import { cpfToSend } from './bill-fiscal';
import { cents, fieldValue, METHOD_BUTTONS, METHOD_ORDER, typedCents } from './format';

interface PartPaymentProps {
  restaurantId: string;
  billId: string;
  part: BillClosingPart;
  /** 'CPF na nota?' as typed ('' for none): sent with the payment, kept on the bill for its NFC-e. */
  cpf?: string;
  onCancel(): void;
}

export function PartPayment({ restaurantId, billId, part, cpf = '', onCancel }: PartPaymentProps) {
  const due = cents(part.due);
  const [method, setMethod] = useState<BillPaymentMethod>('pix');
  const [amount, setAmount] = useState(fieldValue(due));
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const pay = useBillPayment(restaurantId, billId);
  const typed = typedCents(amount);
  const change = method === 'cash' && typed !== null && typed > due ? typed - due : 0;
  const offline = pay.isError && !(pay.error instanceof ApiError);
  const fieldId = `payment-amount-${part.id}`;
  const cpfDigits = cpfToSend(cpf);

  function submit() {
    if (typed === null || typed <= 0 || cpfDigits === null) return;
    const body: BillPaymentRequest & { cpf?: string } = {
      partId: part.id,
      method,
      amount: centsToDecimal(typed),
      ...(cpfDigits && { cpf: cpfDigits }),
    };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newAttemptKey() };
    pay.mutate(
      { body, idempotencyKey: attempt.current.key },
      {
        onSuccess: () => {
          attempt.current = null;
        },
      },
    );
  }

  return (
    <form
      aria-label={`Receber ${part.label}`}
      className="mt-2 flex flex-col gap-3 rounded-lg border border-orange-200 bg-orange-50/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="flex flex-col gap-2" disabled={pay.isPending}>
        <legend className="mb-1 text-sm font-medium text-stone-900">Forma de pagamento</legend>
        <div className="flex flex-wrap gap-2">
          {METHOD_ORDER.map((candidate) => (
            <label
              key={candidate}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900 has-[:checked]:border-orange-700 has-[:checked]:bg-orange-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-stone-900"
            >
              <input
                type="radio"
                name={`method-${part.id}`}
                value={candidate}
                checked={method === candidate}
                onChange={() => setMethod(candidate)}
                className="accent-orange-700"
              />
              {METHOD_BUTTONS[candidate]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={fieldId} className="flex flex-col gap-1 text-sm font-medium text-stone-900">
          {method === 'cash' ? 'Valor recebido (R$)' : 'Valor (R$)'}
          <NumberInput
            id={fieldId}
            className="w-36"
            value={amount}
            disabled={pay.isPending}
            aria-invalid={typed === null || typed <= 0}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <p aria-live="polite" className="pb-2 text-base font-semibold text-stone-900">
          {change > 0 ? `Troco ${formatBRL(change)}` : ''}
        </p>
      </div>
      {typed !== null && typed > 0 && typed < due && (
        <p className="text-sm text-stone-700">
          Pagamento parcial: ficam {formatBRL(due - typed)} nesta parte para outra forma de pagamento.
        </p>
      )}
      {cpfDigits === null && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          Confira o CPF na nota ou apague-o para registrar o pagamento.
        </p>
      )}
      {pay.isError && (
        <div role="alert" className="flex flex-col gap-2 rounded-lg bg-red-50 p-3 text-red-900">
          <p>
            {offline
              ? 'Sem conexão com o servidor. Toque em "Tentar de novo": o pagamento não será registrado duas vezes.'
              : (serverMessage(pay.error) ?? 'Não foi possível registrar o pagamento. Tente de novo.')}
          </p>
          {needsOpenRegister(pay.error) && <OpenRegisterOffer restaurantId={restaurantId} />}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pay.isPending || typed === null || typed <= 0 || cpfDigits === null}>
          {pay.isPending ? 'Registrando…' : offline ? 'Tentar de novo' : 'Registrar pagamento'}
        </Button>
        <Button type="button" variant="ghost" disabled={pay.isPending} onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
