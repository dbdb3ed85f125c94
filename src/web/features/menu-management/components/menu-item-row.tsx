import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import { formatPoints } from '../../../../domain/format/points';
import { type ItemState, itemStateChange } from '../../../../domain/menu/item-state';
import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import { parseCents } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { useDeleteMenuItem } from '../api/delete-menu-item';
import { usePatchMenuItem } from '../api/patch-menu-item';
import { ConfirmDialog } from './confirm-dialog';
import { ItemStateControl } from './item-state-control';
import { notifyError, notifySuccess } from './notify';

interface MenuItemRowProps {
  restaurantId: string;
  item: OwnerMenuItemView;
  onEdit: (item: OwnerMenuItemView) => void;
}

/** One item: photo, name, price, and its one state (a tap changes it). */
export function MenuItemRow({ restaurantId, item, onEdit }: MenuItemRowProps) {
  const patch = usePatchMenuItem(restaurantId);
  const remove = useDeleteMenuItem(restaurantId);
  const [confirming, setConfirming] = useState(false);
  const setState = (state: ItemState) =>
    patch.mutate(
      { id: item.id, ...itemStateChange(state) },
      { onError: (error) => notifyError('Erro ao atualizar', error) },
    );

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex flex-1 items-center gap-3">
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
        ) : (
          <span className="grid size-14 shrink-0 place-items-center rounded-lg bg-stone-100">
            <ImageOff className="size-5 text-stone-400" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{item.name}</p>
          <p className="text-sm text-stone-700">
            {formatBRL(parseCents(item.price) ?? 0)}
            {item.optionGroups.length > 0 && ` · ${item.optionGroups.map((group) => group.name).join(', ')}`}
            {item.loyaltyPoints > 0 && ` · +${formatPoints(item.loyaltyPoints)}`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <ItemStateControl item={item} disabled={patch.isPending} onChange={setState} />
        <span className="flex">
          <Button variant="ghost" size="icon" aria-label={`Editar ${item.name}`} onClick={() => onEdit(item)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Excluir ${item.name}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Excluir ${item.name}?`}
        description="O item sai do cardápio e do controle de estoque. Para tirá-lo do cardápio sem perder o histórico, desative-o."
        confirmLabel="Excluir item"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess('Item excluído!');
            },
            onError: (error) => notifyError('Erro ao atualizar', error),
          })
        }
      />
    </li>
  );
}
