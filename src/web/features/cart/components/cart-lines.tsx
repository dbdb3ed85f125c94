import { type CartItem, lineTotalCents } from '../../../../domain/cart/cart';
import { formatBRL } from '../../../../domain/format/format';
import { optionAnswers } from '../../../../domain/orders/option-answers';
import { Minus, Plus, Trash2 } from '../../../components/ui/light-icons';
import { cartActions } from '../cart-store';
import { brl } from '../money';

const stepButton =
  'grid size-9 place-items-center rounded-lg border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 [&_svg]:size-4';

/** Step 1's lines: name, options, notes, unit price, minus/plus/remove and the line total. */
export function CartLines({ items }: { items: CartItem[] }) {
  return (
    <ul className="flex flex-col divide-y divide-stone-200">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-2 py-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-semibold text-stone-900">{item.menuItem.name}</h3>
              <p className="text-sm text-stone-700">{brl(item.unitPrice)} cada</p>
              {item.options.length > 0 && (
                <p className="text-sm text-stone-700">{optionAnswers(item.options).join(' · ')}</p>
              )}
              {item.notes && <p className="text-sm text-stone-700 italic">Obs.: {item.notes}</p>}
            </div>
            <p className="shrink-0 font-semibold text-stone-900">{formatBRL(lineTotalCents(item))}</p>
          </div>
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={stepButton}
              aria-label={`Diminuir quantidade de ${item.menuItem.name}`}
              onClick={() => cartActions.setQuantity(item.id, item.quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </button>
            <span className="w-8 text-center font-semibold">
              <span className="sr-only">Quantidade: </span>
              {item.quantity}
            </span>
            <button
              type="button"
              className={stepButton}
              aria-label={`Aumentar quantidade de ${item.menuItem.name}`}
              disabled={item.quantity >= 99}
              onClick={() => cartActions.setQuantity(item.id, item.quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${stepButton} ml-auto text-red-700`}
              aria-label={`Remover ${item.menuItem.name} do carrinho`}
              onClick={() => cartActions.remove(item.id)}
            >
              <Trash2 aria-hidden="true" />
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
