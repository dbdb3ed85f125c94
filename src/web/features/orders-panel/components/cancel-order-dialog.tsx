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
import { Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface CancelOrderDialogProps {
  orderNumber: string;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}

/** Cancelling asks for an optional reason, which the diner sees when tracking the order. */
export function CancelOrderDialog({
  orderNumber,
  open,
  pending,
  onOpenChange,
  onConfirm,
}: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const id = `cancel-reason-${orderNumber}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancelar pedido #{orderNumber}?</DialogTitle>
          <DialogDescription>
            O cliente verá o cancelamento e o motivo ao acompanhar o pedido.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id}>Motivo do cancelamento (opcional)</Label>
          <Textarea
            id={id}
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Ex.: item em falta, fora da área de entrega"
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button variant="destructive" disabled={pending} onClick={() => onConfirm(reason.trim())}>
            Cancelar pedido
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
