import { ImageOff } from 'lucide-react';
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import { formatStockQuantity } from '../../../../domain/inventory/stock';
import { Button } from '../../../components/ui/button';
import { ControlSwitch } from './control-switch';
import { brl, ROW_ACTIONS, type RowAction } from './inventory-row';
import { StockStatusBadge } from './stock-status-badge';

interface InventoryCardProps {
  item: InventoryItemView;
  onAction: (action: RowAction, item: InventoryItemView) => void;
  onToggleControl: (item: InventoryItemView, enabled: boolean) => void;
  toggling: boolean;
}

/** One item of the 'Estoque' list on a phone: the table's columns as a card, its actions in view. */
export function InventoryCard({ item, onAction, onToggleControl, toggling }: InventoryCardProps) {
  const controlled = item.hasInventoryControl;
  return (
    <article
      aria-label={item.name}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <header className="flex items-start gap-3">
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt=""
            className="size-12 shrink-0 rounded-lg object-cover"
            loading="lazy"
          />
        ) : (
          <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-stone-100 text-stone-500">
            <ImageOff className="size-4" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-stone-900">{item.name}</h3>
          <p className="text-sm text-stone-700">
            {brl(item.price)} · {item.category ?? 'Sem categoria'}
          </p>
        </div>
        <StockStatusBadge status={item.status} />
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-stone-600">Estoque</dt>
          <dd className="font-semibold text-stone-900">
            {controlled ? formatStockQuantity(item.stockQuantity, item.stockUnit) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Alerta Mínimo</dt>
          <dd className="text-stone-900">
            {controlled ? formatStockQuantity(item.minStockAlert, item.stockUnit) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Custo Unit.</dt>
          <dd className="text-stone-900">{brl(item.costPrice)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Controle</dt>
          <dd>
            <ControlSwitch
              checked={controlled}
              itemName={item.name}
              disabled={toggling}
              onCheckedChange={(enabled) => onToggleControl(item, enabled)}
            />
          </dd>
        </div>
      </dl>
      <footer className="flex flex-col gap-2 border-t border-stone-100 pt-3">
        <h4 className="text-xs font-semibold uppercase tracking-wide text-stone-600">Ações</h4>
        <div className="flex flex-wrap gap-2">
          {ROW_ACTIONS.map(({ action, label, Icon }) => (
            <Button
              key={action}
              variant="outline"
              size="sm"
              className="flex-1 basis-auto"
              aria-label={`${label}: ${item.name}`}
              onClick={() => onAction(action, item)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      </footer>
    </article>
  );
}
