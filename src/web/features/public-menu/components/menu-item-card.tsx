import { formatPoints } from '../../../../domain/format/points';
import { type EarningRule, orderPoints } from '../../../../domain/loyalty/loyalty-rules';
import { parseCents } from '../../../../domain/money/money';
import { Plus, Utensils } from '../../../components/ui/light-icons';
import { brl } from '../../cart';
import type { MenuItem } from '../types';

interface MenuItemCardProps {
  item: MenuItem;
  /** How orders earn points here (null: no loyalty program, no promise). */
  earning: EarningRule | null;
  canOrder: boolean;
  onAdd(item: MenuItem): void;
}

/** A menu item: photo or placeholder, name, price, description, points and 'Adicionar'. */
export function MenuItemCard({ item, earning, canOrder, onAdd }: MenuItemCardProps) {
  const soldOut = Boolean(item.isSoldOut);
  // What an order of this item earns when delivered: the ledger's own rule, never a figure of its own.
  const points = earning ? orderPoints(parseCents(item.price) ?? 0, earning) : 0;
  return (
    <article className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold text-stone-900">{item.name}</h3>
        {item.description && <p className="line-clamp-2 text-sm text-stone-700">{item.description}</p>}
        <p className="font-bold text-stone-900">{brl(item.price)}</p>
        {points > 0 && (
          <p className="text-sm font-medium text-orange-800">+{formatPoints(points)} por pedido</p>
        )}
        <div className="mt-auto pt-2">
          {soldOut ? (
            <span className="inline-flex h-9 items-center rounded-lg bg-stone-200 px-3 text-sm font-semibold text-stone-800">
              Esgotado
            </span>
          ) : (
            <button
              type="button"
              disabled={!canOrder}
              onClick={() => onAdd(item)}
              aria-label={`Adicionar ${item.name}`}
              className="inline-flex h-9 items-center gap-1 rounded-lg bg-orange-700 px-3 text-sm font-semibold text-white hover:bg-orange-800 disabled:opacity-60 [&_svg]:size-4"
            >
              <Plus aria-hidden="true" />
              Adicionar
            </button>
          )}
        </div>
      </div>
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          // The photo is content (it shows the dish), so it is named; an empty alt would hide it.
          alt={item.name}
          width={112}
          height={112}
          // Lazy even near the top: the banner is the page's largest image and loads first.
          loading="lazy"
          decoding="async"
          className="size-28 shrink-0 rounded-xl object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="grid size-28 shrink-0 place-items-center rounded-xl bg-stone-100 text-stone-400"
        >
          <Utensils className="size-8" />
        </div>
      )}
    </article>
  );
}
