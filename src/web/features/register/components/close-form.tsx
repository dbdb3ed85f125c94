/**
 * 'Fechamento cego': the cashier types what is in the drawer and what each card machine (and the
 * bank's app for PIX) says, before seeing any expected figure; the server answers counted, expected
 * and each difference, shown right after.
 */
import { useState } from 'react';
import {
  COUNTED_METHODS,
  type CountedMethod,
  REGISTER_METHOD_LABELS,
} from '../../../../domain/register/register-session';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NumberInput, Textarea } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { type Closing, type RegisterSession, useCloseSession } from '../api';

const HINTS: Record<CountedMethod, string> = {
  cash: 'Conte as notas e moedas da gaveta, troco inicial incluído.',
  credit: 'O total de crédito no relatório da maquininha.',
  debit: 'O total de débito no relatório da maquininha.',
  meal_voucher: 'O total de vale-refeição na maquininha.',
  pix: 'O total de PIX recebido no aplicativo do banco.',
};

const LABELS: Record<CountedMethod, string> = {
  ...REGISTER_METHOD_LABELS,
  cash: 'Dinheiro na gaveta',
};

const empty = () =>
  Object.fromEntries(COUNTED_METHODS.map((method) => [method, ''])) as Record<CountedMethod, string>;

export function CloseForm({
  restaurantId,
  sessionId,
  onCancel,
  onClosed,
}: {
  restaurantId: string;
  sessionId: string;
  onCancel: () => void;
  onClosed: (result: { session: RegisterSession; closing: Closing }) => void;
}) {
  const [counted, setCounted] = useState(empty);
  const [note, setNote] = useState('');
  const close = useCloseSession(restaurantId);

  return (
    <form
      aria-label="Fechar caixa"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const filled = Object.fromEntries(
          COUNTED_METHODS.map((method) => [method, counted[method].trim() || '0']),
        ) as Record<CountedMethod, string>;
        // Awaited rather than `onSuccess` of mutate: the refreshed registers unmount this form (the
        // session is no longer open) before a mutate callback would run.
        close
          .mutateAsync({ sessionId, counted: filled, note: note.trim() || undefined })
          .then(onClosed, () => undefined);
      }}
    >
      <div>
        <h3 className="text-lg font-bold text-stone-900">Fechar caixa</h3>
        <p className="text-stone-700">
          Digite o que você contou. Os valores esperados aparecem depois de fechar. Deixe em branco o que não
          houve (zero).
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {COUNTED_METHODS.map((method) => (
          <FormField
            key={method}
            id={`count-${method}`}
            label={`${LABELS[method]} (R$)`}
            hint={HINTS[method]}
          >
            {(describedBy) => (
              <NumberInput
                id={`count-${method}`}
                value={counted[method]}
                placeholder="0,00"
                aria-describedby={describedBy}
                onChange={(event) => setCounted((current) => ({ ...current, [method]: event.target.value }))}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormField id="close-note" label="Observação (opcional)">
        {(describedBy) => (
          <Textarea
            id="close-note"
            value={note}
            maxLength={1000}
            aria-describedby={describedBy}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      {close.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {serverMessage(close.error) ?? 'Não foi possível fechar o caixa. Tente de novo.'}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={onCancel}>
          Voltar
        </Button>
        <Button type="submit" disabled={close.isPending}>
          {close.isPending ? 'Fechando…' : 'Confirmar fechamento'}
        </Button>
      </div>
    </form>
  );
}
