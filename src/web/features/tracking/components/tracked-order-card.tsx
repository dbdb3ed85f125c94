import { formatAccessKey } from '../../../../domain/fiscal/nfce';
import { formatBRL, formatDateTime, formatTime } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { optionAnswers } from '../../../../domain/orders/option-answers';
import { DELIVERY_TYPE_LABELS, isActiveOrder } from '../../../../domain/orders/order-status';
import { paymentDescription } from '../../../../domain/payments/payment-method';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import type { TrackedOrder } from '../types';
import { OrderTracker } from './order-tracker';
import { PixPayment } from './pix-payment';

const brl = (decimal: string) => formatBRL(parseCents(decimal) ?? 0);

/**
 * One order: number, restaurant, status (the tracker while active), items, totals, the payment and
 * times; an unpaid PIX order carries its 'copia e cola' code and QR code.
 */
export function TrackedOrderCard({ order }: { order: TrackedOrder }) {
  const timeZone = useRestaurantTimeZone();
  const active = isActiveOrder(order.status);
  const payment = paymentDescription(order);
  const awaitingPix = order.paymentMethod === 'pix' && !order.paidAt && order.status !== 'cancelled';
  // 'Mesa 7', not 'Mesa · Mesa 7': the table line names the type once, with its number.
  const place =
    order.deliveryType === 'table' && order.tableNumber
      ? `Mesa ${order.tableNumber}`
      : DELIVERY_TYPE_LABELS[order.deliveryType];
  const feeCents = parseCents(order.deliveryFee) ?? 0;
  const discountCents = parseCents(order.discountApplied) ?? 0;
  return (
    <article
      id={`pedido-${order.id}`}
      className="flex scroll-mt-4 flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-stone-900">Pedido #{order.orderNumber}</h2>
          <p className="text-stone-700">{order.restaurantName}</p>
          <p className="text-sm text-stone-600">
            {place} · {formatDateTime(order.createdAt, timeZone)}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium ${
            order.status === 'cancelled'
              ? 'bg-red-100 text-red-900'
              : active
                ? 'bg-orange-100 text-orange-900'
                : 'bg-green-100 text-green-900'
          }`}
        >
          {order.statusLabel}
        </span>
      </header>
      {active && <OrderTracker deliveryType={order.deliveryType} status={order.status} />}
      {active && order.estimatedTime && order.confirmedAt && (
        <p className="text-sm text-stone-800">
          Previsão: cerca de {order.estimatedTime} minutos a partir de{' '}
          {formatTime(order.confirmedAt, timeZone)}.
        </p>
      )}
      {order.status === 'cancelled' && order.cancellationReason && (
        <p className="text-sm text-red-900">Motivo: {order.cancellationReason}</p>
      )}
      <ul className="flex flex-col gap-1 text-sm text-stone-800">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id and never move.
          <li key={index} className="flex justify-between gap-3">
            <span>
              {item.quantity}x {item.name}
              {item.options.length > 0 && ` (${optionAnswers(item.options).join(' · ')})`}
            </span>
            <span className="shrink-0">{brl(item.subtotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t border-stone-200 pt-3 text-sm text-stone-800">
        {(feeCents > 0 || discountCents > 0) && (
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{brl(order.subtotal)}</dd>
          </div>
        )}
        {feeCents > 0 && (
          <div className="flex justify-between">
            <dt>Taxa de entrega</dt>
            <dd>{brl(order.deliveryFee)}</dd>
          </div>
        )}
        {discountCents > 0 && (
          // The coupon's and the points' discount: without it the total would not add up.
          <div className="flex justify-between text-green-800">
            <dt>Desconto</dt>
            <dd>-{formatBRL(discountCents)}</dd>
          </div>
        )}
        <div className="flex justify-between text-base font-semibold text-stone-900">
          <dt>Total</dt>
          <dd>{brl(order.total)}</dd>
        </div>
      </dl>
      {payment && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-800">
          Pagamento: {payment}
          {order.paidAt && (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              Pago
            </span>
          )}
        </p>
      )}
      {awaitingPix && <PixPayment orderId={order.id} />}
      {order.nfceConsultUrl && order.nfceAccessKey && (
        <div className="flex flex-col gap-1 border-t border-stone-200 pt-3 text-sm text-stone-800">
          <p>
            Nota fiscal eletrônica:{' '}
            <a
              className="font-semibold text-orange-800 underline underline-offset-2"
              href={order.nfceConsultUrl}
              target="_blank"
              rel="noreferrer"
            >
              consultar
            </a>
          </p>
          <p className="break-all font-mono text-xs text-stone-700">
            Chave de acesso: {formatAccessKey(order.nfceAccessKey)}
          </p>
        </div>
      )}
    </article>
  );
}
