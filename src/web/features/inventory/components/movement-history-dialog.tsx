import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { MovementHistory } from './movement-history';

interface MovementHistoryDialogProps {
  restaurantId: string;
  item: InventoryItemView | null;
  onClose: () => void;
}

/** 'Histórico': the item's movements, newest first. */
export function MovementHistoryDialog({ restaurantId, item, onClose }: MovementHistoryDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Histórico de Movimentos</DialogTitle>
          <DialogDescription>{item?.name}</DialogDescription>
        </DialogHeader>
        {item && <MovementHistory restaurantId={restaurantId} itemId={item.id} />}
      </DialogContent>
    </Dialog>
  );
}
