import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import { formatPoints } from '../../../../domain/format/points';
import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import { parseCents } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { useDeleteMenuItem } from '../api/delete-menu-item';
import { usePatchMenuItem } from '../api/patch-menu-item';
import { ConfirmDialog } from './confirm-dialog';
import { notifyError, notifySuccess } from './notify';
import { ToggleSwitch } from './toggle-switch';

interface MenuItemRowProps {
  restaurantId: string;
  item: OwnerMenuItemView;
  onEdit: (item: OwnerMenuItemView) => void;
}

/** One item: photo, name, price, state, and its one-tap switches. */
export function MenuItemRow({ restaurantId, item, onEdit }: MenuItemRowProps) {
  const patch = usePatchMenuItem(restaurantId);
  const remove = useDeleteMenuItem(restaurantId);
  const [confirming, setConfirming] = useState(false);
  const toggle = (change: { isSoldOut?: boolean; isActive?: boolean }) =>
    patch.mutate({ id: item.id, ...change }, { onError: (error) => notifyError('Erro ao atualizar', error) });

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
          <p className="font-semibold text-stone-900">
            {item.name}
            {!item.isActive && (
              <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-xs text-stone-800">Inativo</span>
            )}
            {item.isSoldOut && (
              <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs text-red-900">Esgotado</span>
            )}
          </p>
          <p className="text-sm text-stone-700">
            {formatBRL(parseCents(item.price) ?? 0)}
            {item.optionGroups.length > 0 && ` · ${item.optionGroups.map((group) => group.name).join(', ')}`}
            {item.loyaltyPoints > 0 && ` · +${formatPoints(item.loyaltyPoints)}`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <ToggleSwitch
          label="Esgotado"
          context={item.name}
          checked={item.soldOutSwitch}
          disabled={patch.isPending}
          onCheckedChange={(isSoldOut) => toggle({ isSoldOut })}
        />
        <ToggleSwitch
          label="Desativado"
          context={item.name}
          checked={!item.isActive}
          disabled={patch.isPending}
          onCheckedChange={(off) => toggle({ isActive: !off })}
        />
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
