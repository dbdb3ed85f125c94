import { formatBRL } from '../../../../domain/format/format';
import { ShoppingCart } from '../../../components/ui/light-icons';

interface FloatingCartButtonProps {
  count: number;
  totalCents: number;
  onOpen(): void;
}

/** Shown while the cart has items: opens the cart panel from anywhere on the menu. */
export function FloatingCartButton({ count, totalCents, onOpen }: FloatingCartButtonProps) {
  if (count === 0) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <button
        type="button"
        onClick={onOpen}
        className="mx-auto flex h-14 w-full max-w-md items-center justify-between gap-3 rounded-2xl bg-orange-700 px-5 font-semibold text-white shadow-lg hover:bg-orange-800"
      >
        <span className="flex items-center gap-2">
          <ShoppingCart className="size-5" aria-hidden="true" />
          Ver carrinho ({count} {count === 1 ? 'item' : 'itens'})
        </span>
        <span>{formatBRL(totalCents)}</span>
      </button>
    </div>
  );
}
