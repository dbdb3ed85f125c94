/**
 * 'Cancelar nota': the justification SEFAZ asks for (15 to 255 characters, with a counter), only
 * while the note is within the 30 minutes after its authorization (`canCancel`); the server checks
 * both again and its message is shown as it says it. A justification out of bounds is refused on
 * 'Cancelar nota' with the same message the server gives.
 */
import { useState } from 'react';
import { JUSTIFICATION_MAX, JUSTIFICATION_MIN, NFCE_ERRORS } from '../../../../domain/fiscal/nfce';
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
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { type ReceiptView, useCancelReceipt } from '../api';

export function CancelReceiptDialog({
  restaurantId,
  receipt,
  onClose,
}: {
  restaurantId: string;
  receipt: ReceiptView | null;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  // A short justification is refused on 'Cancelar nota' with the server's own words, not silently.
  const [tried, setTried] = useState(false);
  const cancel = useCancelReceipt(restaurantId);
  const length = text.trim().replace(/\s+/g, ' ').length;
  const valid = length >= JUSTIFICATION_MIN && length <= JUSTIFICATION_MAX;
  const close = () => {
    setText('');
    setTried(false);
    cancel.reset();
    onClose();
  };
  return (
    <Dialog open={receipt !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancelar NFC-e {receipt?.number ? `nº ${receipt.number}` : ''}</DialogTitle>
          <DialogDescription>
            A NFC-e só pode ser cancelada até 30 minutos depois de autorizada, e a SEFAZ pede uma
            justificativa. Depois desse prazo, fale com seu contador.
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (!receipt || !valid) return;
            cancel.mutate(
              { receiptId: receipt.id, justification: text },
              {
                onSuccess: () => {
                  toast({ title: 'Nota cancelada.' });
                  close();
                },
              },
            );
          }}
        >
          <FormField
            id="cancel-justification"
            label="Justificativa"
            hint={`De ${JUSTIFICATION_MIN} a ${JUSTIFICATION_MAX} caracteres. ${length}/${JUSTIFICATION_MAX}`}
            error={
              tried && !valid
                ? NFCE_ERRORS.justification
                : cancel.isError
                  ? (serverMessage(cancel.error) ?? 'Não foi possível cancelar a nota.')
                  : undefined
            }
          >
            {(describedBy) => (
              <Textarea
                id="cancel-justification"
                value={text}
                maxLength={JUSTIFICATION_MAX + 20}
                aria-describedby={describedBy}
                aria-invalid={tried && !valid}
                placeholder="Ex.: venda lançada em duplicidade no caixa"
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Voltar
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelando…' : 'Cancelar nota'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
