import { type CartItem, lineTotalCents } from '../../../../domain/cart/cart';
import { formatBRL } from '../../../../domain/format/format';
import { optionAnswers } from '../../../../domain/orders/option-answers';

interface OrderSummaryProps {
  items: CartItem[];
  subtotalCents: number;
  feeCents: number | null;
  /** The coupon's discount and the points' discount, shown when there is one. */
  couponCents?: number;
  pointsCents?: number;
  /** The reward redeemed with the order, and what it takes off (nothing for a gift handed over). */
  reward?: { name: string; discountCents: number } | null;
  totalCents: number;
}

/** The summary before sending: lines, subtotal, delivery fee, discounts and total, adding up. */
export function OrderSummary({
  items,
  subtotalCents,
  feeCents,
  couponCents = 0,
  pointsCents = 0,
  reward = null,
  totalCents,
}: OrderSummaryProps) {
  return (
    <section aria-labelledby="checkout-summary" className="rounded-xl bg-stone-100 p-4">
      <h3 id="checkout-summary" className="mb-2 font-semibold text-stone-900">
        Resumo do pedido
      </h3>
      <ul className="flex flex-col gap-1 text-sm text-stone-800">
        {items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span>
              {item.quantity}x {item.menuItem.name}
              {item.options.length > 0 && ` (${optionAnswers(item.options).join(' · ')})`}
            </span>
            <span className="shrink-0">{formatBRL(lineTotalCents(item))}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1 border-t border-stone-300 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatBRL(subtotalCents)}</dd>
        </div>
        {feeCents !== null && (
          <div className="flex justify-between">
            <dt>Taxa de entrega</dt>
            <dd>{formatBRL(feeCents)}</dd>
          </div>
        )}
        {couponCents > 0 && (
          <div className="flex justify-between text-green-800">
            <dt>Cupom</dt>
            <dd>-{formatBRL(couponCents)}</dd>
          </div>
        )}
        {pointsCents > 0 && (
          <div className="flex justify-between text-green-800">
            <dt>Pontos de fidelidade</dt>
            <dd>-{formatBRL(pointsCents)}</dd>
          </div>
        )}
        {reward && (
          <div className="flex justify-between gap-3 text-green-800">
            <dt>Recompensa: {reward.name}</dt>
            <dd className="shrink-0">
              {reward.discountCents > 0 ? `-${formatBRL(reward.discountCents)}` : 'Incluída'}
            </dd>
          </div>
        )}
        <div className="flex justify-between text-base font-bold">
          <dt>Total</dt>
          <dd>{formatBRL(totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
