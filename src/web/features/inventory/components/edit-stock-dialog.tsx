import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { EditStockForm } from './edit-stock-form';

interface EditStockDialogProps {
  restaurantId: string;
  item: InventoryItemView | null;
  onClose: () => void;
}

export function EditStockDialog({ restaurantId, item, onClose }: EditStockDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Editar Estoque</DialogTitle>
          <DialogDescription>{item?.name}</DialogDescription>
        </DialogHeader>
        {item && <EditStockForm key={item.id} restaurantId={restaurantId} item={item} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
