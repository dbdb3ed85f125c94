/** 'Reabrir caixa' (Gerente, Dono): the last closed session of a register, with a reason of 10 characters or more. */
import { useState } from 'react';
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
import { Textarea } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { useReopenSession } from '../api';

const MIN_REASON = 10;

export function ReopenDialog({
  restaurantId,
  session,
  onClose,
  onReopened,
}: {
  restaurantId: string;
  session: { id: string; registerName: string } | null;
  onClose: () => void;
  onReopened?: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const reopen = useReopenSession(restaurantId);

  function close() {
    setReason('');
    setTooShort(false);
    reopen.reset();
    onClose();
  }

  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reabrir caixa</DialogTitle>
          <DialogDescription>
            {session?.registerName}: a reabertura fica registrada no histórico da sessão e o próximo
            fechamento conta de novo.
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!session) return;
            if (reason.trim().length < MIN_REASON) {
              setTooShort(true);
              return;
            }
            reopen.mutate(
              { sessionId: session.id, reason: reason.trim() },
              {
                onSuccess: () => {
                  close();
                  onReopened?.();
                },
              },
            );
          }}
        >
          <FormField
            id="reopen-reason"
            label="Motivo da reabertura"
            hint="Pelo menos 10 caracteres."
            error={tooShort ? 'Escreva o motivo com pelo menos 10 caracteres.' : undefined}
          >
            {(describedBy) => (
              <Textarea
                id="reopen-reason"
                value={reason}
                maxLength={500}
                aria-describedby={describedBy}
                aria-invalid={tooShort || undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  setTooShort(false);
                }}
              />
            )}
          </FormField>
          {reopen.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
              {serverMessage(reopen.error) ?? 'Não foi possível reabrir o caixa. Tente de novo.'}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" disabled={reopen.isPending}>
              {reopen.isPending ? 'Reabrindo…' : 'Reabrir caixa'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
