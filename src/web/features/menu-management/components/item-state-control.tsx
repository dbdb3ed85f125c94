import {
  ITEM_STATE_LABELS,
  ITEM_STATES,
  type ItemState,
  itemState,
  soldOutByStock,
} from '../../../../domain/menu/item-state';
import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import { cn } from '../../../lib/cn';

interface ItemStateControlProps {
  item: OwnerMenuItemView;
  disabled: boolean;
  onChange: (state: ItemState) => void;
}

const CHOSEN: Record<ItemState, string> = {
  available: 'bg-green-700 text-white',
  soldOut: 'bg-red-700 text-white',
  inactive: 'bg-stone-700 text-white',
};

/** The item's one state as three radio buttons in a row: exactly one is ever lit. */
export function ItemStateControl({ item, disabled, onChange }: ItemStateControlProps) {
  const current = itemState(item);
  return (
    <fieldset className="flex flex-col gap-1" disabled={disabled}>
      <legend className="sr-only">Situação de {item.name}</legend>
      <div className="inline-flex rounded-lg border border-stone-300 p-0.5">
        {ITEM_STATES.map((state) => (
          <label
            key={state}
            className={cn(
              'cursor-pointer rounded-md px-2.5 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-stone-900',
              state === current ? CHOSEN[state] : 'text-stone-700 hover:bg-stone-100',
            )}
          >
            <input
              type="radio"
              name={`situacao-${item.id}`}
              className="sr-only"
              checked={state === current}
              onChange={() => onChange(state)}
            />
            {ITEM_STATE_LABELS[state]}
          </label>
        ))}
      </div>
      {soldOutByStock(item) && (
        <p className="text-xs text-stone-700">Sem estoque: volta quando entrar estoque.</p>
      )}
    </fieldset>
  );
}
