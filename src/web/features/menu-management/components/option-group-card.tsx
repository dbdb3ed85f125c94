import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import type { OwnerOptionGroupView } from '../../../../domain/menu/menu-api';
import { parseCents } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { useDeleteOptionGroup } from '../api/delete-option-group';
import { useSetOptionSoldOut } from '../api/set-option-sold-out';
import { ConfirmDialog } from './confirm-dialog';
import { groupRule } from './group-rule';
import { notifyError, notifySuccess } from './notify';
import { ToggleSwitch } from './toggle-switch';

interface OptionGroupCardProps {
  restaurantId: string;
  group: OwnerOptionGroupView;
  onEdit: (group: OwnerOptionGroupView) => void;
}

/** One group with its options, each with its own 'Esgotado' switch. */
export function OptionGroupCard({ restaurantId, group, onEdit }: OptionGroupCardProps) {
  const setSoldOut = useSetOptionSoldOut(restaurantId);
  const remove = useDeleteOptionGroup(restaurantId);
  const [confirming, setConfirming] = useState(false);
  const used = group.itemIds.length;

  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-start gap-2">
        <div className="flex-1">
          <p className="font-semibold text-stone-900">{group.name}</p>
          <p className="text-sm text-stone-700">
            {groupRule(group)} ·{' '}
            {used === 0 ? 'em nenhum item' : used === 1 ? 'em 1 item' : `em ${used} itens`}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Editar grupo ${group.name}`}
          onClick={() => onEdit(group)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Excluir grupo ${group.name}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <ul className="flex flex-col gap-1 pl-2">
        {group.options.map((option) => (
          <li key={option.id} className="flex items-center justify-between gap-2 text-sm text-stone-800">
            <span>
              {option.name}
              {Number(option.price) > 0 && (
                <span className="whitespace-nowrap"> (+{formatBRL(parseCents(option.price) ?? 0)})</span>
              )}
            </span>
            <ToggleSwitch
              label="Esgotado"
              context={`${group.name}: ${option.name}`}
              checked={option.isSoldOut}
              disabled={setSoldOut.isPending}
              onCheckedChange={(isSoldOut) =>
                setSoldOut.mutate(
                  { id: option.id, isSoldOut },
                  { onError: (error) => notifyError('Erro ao atualizar', error) },
                )
              }
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Excluir o grupo ${group.name}?`}
        description="Os itens que oferecem este grupo deixam de oferecê-lo."
        confirmLabel="Excluir grupo"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(group.id, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess('Dados atualizados!');
            },
            onError: (error) => notifyError('Erro ao atualizar', error),
          })
        }
      />
    </li>
  );
}
