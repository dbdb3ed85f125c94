/**
 * 'Sangria' (cash taken out) or 'Suprimento' (cash put in), with the amount and the reason. A
 * second tap while the first is on its way sends nothing (the button is disabled only once React
 * has re-rendered, too late for a quick double tap), and the dialog keeps one Idempotency-Key per
 * attempt, so a retry after a lost answer is one movement (the server answers the same one again).
 */
import { useRef, useState } from 'react';
import type { MovementKind } from '../../../../domain/register/register-session';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { NumberInput, Textarea } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { newAttemptKey } from '../../dining-room/components/bill-closing/attempt-key';
import { useMovement } from '../api';

const COPY: Record<MovementKind, { title: string; description: string; action: string; hint: string }> = {
  sangria: {
    title: 'Sangria',
    description: 'Dinheiro retirado da gaveta (depósito, pagamento de fornecedor).',
    action: 'Registrar sangria',
    hint: 'Ex.: depósito no banco',
  },
  suprimento: {
    title: 'Suprimento',
    description: 'Dinheiro colocado na gaveta (mais troco).',
    action: 'Registrar suprimento',
    hint: 'Ex.: troco trazido do cofre',
  },
};

export function MovementDialog({
  restaurantId,
  sessionId,
  kind,
  onClose,
}: {
  restaurantId: string;
  sessionId: string;
  kind: MovementKind | null;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newAttemptKey);
  const movement = useMovement(restaurantId);
  const sending = useRef(false);
  const copy = kind ? COPY[kind] : COPY.sangria;

  function close() {
    setAmount('');
    setReason('');
    setKey(newAttemptKey());
    movement.reset();
    onClose();
  }

  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!kind || sending.current) return;
            sending.current = true;
            movement
              .mutateAsync({ sessionId, kind, amount, reason, key })
              .then(close, () => undefined)
              .finally(() => {
                sending.current = false;
              });
          }}
        >
          <FormField id="movement-amount" label="Valor (R$)">
            {(describedBy) => (
              <NumberInput
                id="movement-amount"
                value={amount}
                placeholder="0,00"
                aria-describedby={describedBy}
                onChange={(event) => setAmount(event.target.value)}
                required
              />
            )}
          </FormField>
          <FormField id="movement-reason" label="Motivo" hint={copy.hint}>
            {(describedBy) => (
              <Textarea
                id="movement-reason"
                value={reason}
                maxLength={300}
                aria-describedby={describedBy}
                onChange={(event) => setReason(event.target.value)}
                required
              />
            )}
          </FormField>
          {movement.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
              {serverMessage(movement.error) ?? 'Não foi possível registrar. Tente de novo.'}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" disabled={movement.isPending}>
              {movement.isPending ? 'Registrando…' : copy.action}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
