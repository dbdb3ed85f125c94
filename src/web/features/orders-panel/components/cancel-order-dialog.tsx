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
import type { PartnerCancellationReason } from '../api/get-cancellation-reasons';
import { PartnerReasonPicker } from './partner-reason-picker';

interface CancelOrderDialogProps {
  orderNumber: string;
  /** An imported order: its id and platform, whose own reason must be chosen. */
  partner?: { orderId: string; platformName: string };
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string, cancellationCode?: string) => void;
}

/** Cancelling asks for an optional reason, which the diner sees when tracking the order. */
export function CancelOrderDialog({
  orderNumber,
  partner,
  open,
  pending,
  onOpenChange,
  onConfirm,
}: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const [partnerReason, setPartnerReason] = useState<PartnerCancellationReason | null>(null);
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
        {partner && open && (
          <PartnerReasonPicker
            orderId={partner.orderId}
            platformName={partner.platformName}
            value={partnerReason}
            onChange={setPartnerReason}
          />
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id}>{partner ? 'Detalhes (opcional)' : 'Motivo do cancelamento (opcional)'}</Label>
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
          <Button
            variant="destructive"
            disabled={pending || (partner !== undefined && partnerReason === null)}
            onClick={() =>
              partnerReason
                ? onConfirm(reason.trim() || partnerReason.description, partnerReason.code)
                : onConfirm(reason.trim())
            }
          >
            Cancelar pedido
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
