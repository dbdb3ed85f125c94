import { ArrowLeft, ShoppingCart } from '../../../components/ui/light-icons';

interface MenuBannerProps {
  name: string;
  bannerUrl: string | null;
  cartCount: number;
  onOpenCart(): void;
}

/** The banner (800x300 recommended) with the back link to /explorar and the cart with its count. */
export function MenuBanner({ name, bannerUrl, cartCount, onOpenCart }: MenuBannerProps) {
  return (
    <div className="relative aspect-[8/3] max-h-72 w-full overflow-hidden bg-gradient-to-br from-orange-700 to-orange-900">
      {bannerUrl ? (
        <img
          src={bannerUrl}
          alt=""
          width={800}
          height={300}
          fetchPriority="high"
          className="size-full object-cover"
        />
      ) : (
        <p
          aria-hidden="true"
          className="grid size-full place-items-center px-16 text-center text-2xl font-bold text-white/90"
        >
          {name}
        </p>
      )}
      <div className="absolute inset-x-0 top-0 flex items-center justify-between p-3">
        <a
          href="/explorar"
          className="inline-flex h-10 items-center gap-1 rounded-full bg-white/95 px-3 text-sm font-semibold text-stone-900 shadow"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar
        </a>
        <button
          type="button"
          onClick={onOpenCart}
          aria-label={`Abrir carrinho, ${cartCount} ${cartCount === 1 ? 'item' : 'itens'}`}
          className="relative grid size-11 place-items-center rounded-full bg-white/95 text-stone-900 shadow"
        >
          <ShoppingCart className="size-5" aria-hidden="true" />
          {cartCount > 0 && (
            <span className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-orange-700 px-1 text-xs font-bold text-white">
              {cartCount}
            </span>
          )}
        </button>
      </div>
    </div>
  );
}
