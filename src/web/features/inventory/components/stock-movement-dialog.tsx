import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { StockMovementForm } from './stock-movement-form';

interface StockMovementDialogProps {
  restaurantId: string;
  items: InventoryItemView[];
  open: boolean;
  initialItemId?: string;
  onOpenChange: (open: boolean) => void;
}

/** The 'Movimento de Estoque' dialog: a fresh form each time it opens. */
export function StockMovementDialog({
  restaurantId,
  items,
  open,
  initialItemId,
  onOpenChange,
}: StockMovementDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Movimento de Estoque</DialogTitle>
          <DialogDescription>
            Entradas somam, saídas, vendas e perdas subtraem; o ajuste define a quantidade contada.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <StockMovementForm
            restaurantId={restaurantId}
            items={items}
            initialItemId={initialItemId}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
