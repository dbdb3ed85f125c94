import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { MenuItemForm } from './menu-item-form';

interface MenuItemDialogProps {
  restaurantId: string;
  item?: OwnerMenuItemView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MenuItemDialog({ restaurantId, item, open, onOpenChange }: MenuItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{item ? `Editar ${item.name}` : 'Adicionar item'}</DialogTitle>
          <DialogDescription>Nome, preço e categoria aparecem no cardápio público.</DialogDescription>
        </DialogHeader>
        {open && <MenuItemForm restaurantId={restaurantId} item={item} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
