import { Trophy } from 'lucide-react';
import { brl, formatCount } from '../lib/figures';
import type { DashboardReport } from '../types';

/** The month's top 3 products by quantity, cancelled orders excluded. */
export function TopProducts({ products }: { products: DashboardReport['topProducts'] }) {
  return (
    <section
      aria-labelledby="top-products-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 id="top-products-title" className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <Trophy className="size-5 text-orange-700" aria-hidden="true" />
        Mais vendidos do mês
      </h3>
      {products.length === 0 ? (
        <p className="mt-3 text-stone-700">Nenhuma venda neste mês ainda.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {products.map((product, index) => (
            <li key={product.menuItemId ?? product.name} className="flex items-center gap-3">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-orange-100 font-bold text-orange-900">
                {index + 1}
              </span>
              <span className="flex-1 font-medium text-stone-900">{product.name}</span>
              <span className="text-right text-sm text-stone-700">
                {formatCount(product.quantity)} {product.quantity === 1 ? 'vendido' : 'vendidos'}
                <span className="block">{brl(product.sales)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
