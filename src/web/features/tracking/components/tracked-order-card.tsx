import { formatBRL, formatDateTime, formatTime } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { DELIVERY_TYPE_LABELS, isActiveOrder } from '../../../../domain/orders/order-status';
import { paymentDescription } from '../../../../domain/payments/payment-method';
import type { TrackedOrder } from '../types';
import { OrderTracker } from './order-tracker';
import { PixPayment } from './pix-payment';

const brl = (decimal: string) => formatBRL(parseCents(decimal) ?? 0);

/**
 * One order: number, restaurant, status (the tracker while active), items, totals, the payment and
 * times; an unpaid PIX order carries its 'copia e cola' code and QR code.
 */
export function TrackedOrderCard({ order }: { order: TrackedOrder }) {
  const active = isActiveOrder(order.status);
  const payment = paymentDescription(order);
  const awaitingPix = order.paymentMethod === 'pix' && !order.paidAt && order.status !== 'cancelled';
  const place = order.deliveryType === 'table' && order.tableNumber ? ` · Mesa ${order.tableNumber}` : '';
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
            {DELIVERY_TYPE_LABELS[order.deliveryType]}
            {place} · {formatDateTime(order.createdAt)}
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
          Previsão: cerca de {order.estimatedTime} minutos a partir de {formatTime(order.confirmedAt)}.
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
              {item.options.length > 0 && ` (${item.options.map((option) => option.name).join(', ')})`}
              {item.notes && <span className="block text-stone-600 italic">Obs.: {item.notes}</span>}
            </span>
            <span className="shrink-0">{brl(item.subtotal)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-stone-200 pt-3 font-semibold text-stone-900">
        <span>Total</span>
        <span>{brl(order.total)}</span>
      </p>
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
    </article>
  );
}
