import { ArrowDownUp, History, ImageOff, Pencil } from 'lucide-react';
import { formatBRL } from '../../../../domain/format/format';
import { formatNumber } from '../../../../domain/format/numbers';
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import { stockUnitLabel } from '../../../../domain/inventory/stock';
import { parseCents } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { ControlSwitch } from './control-switch';
import { StockStatusBadge } from './stock-status-badge';

export type RowAction = 'edit' | 'history' | 'move';

interface InventoryRowProps {
  item: InventoryItemView;
  onAction: (action: RowAction, item: InventoryItemView) => void;
  onToggleControl: (item: InventoryItemView, enabled: boolean) => void;
  toggling: boolean;
}

export const brl = (decimal: string) => formatBRL(parseCents(decimal) ?? 0);

export const ROW_ACTIONS: { action: RowAction; label: string; Icon: typeof Pencil }[] = [
  { action: 'edit', label: 'Editar', Icon: Pencil },
  { action: 'history', label: 'Histórico', Icon: History },
  { action: 'move', label: 'Movimentar', Icon: ArrowDownUp },
];

/** One item of the 'Estoque' table, with the columns of section 2. */
export function InventoryRow({ item, onAction, onToggleControl, toggling }: InventoryRowProps) {
  const controlled = item.hasInventoryControl;
  return (
    <tr className="border-t border-stone-200 align-middle">
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <div className="flex items-center gap-3">
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt=""
              className="size-10 shrink-0 rounded-lg object-cover"
              loading="lazy"
            />
          ) : (
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-stone-100 text-stone-500">
              <ImageOff className="size-4" aria-hidden="true" />
            </span>
          )}
          <span className="flex flex-col">
            <span className="font-medium text-stone-900">{item.name}</span>
            <span className="text-sm text-stone-700">{brl(item.price)}</span>
          </span>
        </div>
      </th>
      <td className="px-3 py-2 text-stone-800">{item.category ?? '—'}</td>
      <td className="px-3 py-2">
        <ControlSwitch
          checked={controlled}
          itemName={item.name}
          disabled={toggling}
          onCheckedChange={(enabled) => onToggleControl(item, enabled)}
        />
      </td>
      <td className="px-3 py-2 font-semibold tabular-nums text-stone-900">
        {controlled ? formatNumber(item.stockQuantity) : '—'}
      </td>
      <td className="px-3 py-2 tabular-nums text-stone-800">
        {controlled ? formatNumber(item.minStockAlert) : '—'}
      </td>
      <td className="px-3 py-2 text-stone-800">{stockUnitLabel(item.stockUnit)}</td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums text-stone-800">{brl(item.costPrice)}</td>
      <td className="px-3 py-2">
        <StockStatusBadge status={item.status} />
      </td>
      <td className="px-3 py-2">
        <div className="flex gap-1">
          {ROW_ACTIONS.map(({ action, label, Icon }) => (
            <Button
              key={action}
              variant="ghost"
              size="icon"
              title={label}
              aria-label={`${label}: ${item.name}`}
              onClick={() => onAction(action, item)}
            >
              <Icon aria-hidden="true" />
            </Button>
          ))}
        </div>
      </td>
    </tr>
  );
}
