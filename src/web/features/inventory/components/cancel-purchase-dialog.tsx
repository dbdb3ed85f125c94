import type { PurchaseView } from '../../../../domain/inventory/inventory-api';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

interface CancelPurchaseDialogProps {
  purchase: PurchaseView | null;
  pending: boolean;
  onConfirm: (purchase: PurchaseView) => void;
  onClose: () => void;
}

/** Asks before cancelling a pending purchase: a cancelled purchase can no longer be received. */
export function CancelPurchaseDialog({ purchase, pending, onConfirm, onClose }: CancelPurchaseDialogProps) {
  return (
    <Dialog open={purchase !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancelar compra?</DialogTitle>
          <DialogDescription>
            {purchase?.supplierName ? `Compra de ${purchase.supplierName}. ` : ''}Uma compra cancelada não
            pode mais ser recebida.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Voltar
          </Button>
          <Button variant="destructive" disabled={pending} onClick={() => purchase && onConfirm(purchase)}>
            Cancelar compra
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
