import { MessageCircle } from 'lucide-react';
import { formatDateTime, formatPhone, formatTime } from '../../../../domain/format/format';
import { deliveryAddressDetailLines } from '../../../../domain/orders/delivery-address';
import {
  DELIVERY_TYPE_LABELS,
  isActiveOrder,
  ORDER_SOURCE_LABELS,
} from '../../../../domain/orders/order-status';
import { cn } from '../../../lib/cn';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { OrderHistory } from '../../staff/components/order-history';
import type { OrderMessageState } from '../../whatsapp/api/whatsapp-api';
import { WhatsAppOrderStatus } from '../../whatsapp/components/whatsapp-order-status';
import { elapsedLabel, minutesSince } from '../lib/elapsed';
import { whatsappLink } from '../lib/whatsapp';
import type { PanelOrder } from '../types';
import { ExternalSyncStatus } from './external-sync-status';
import { KeetaRefundAnswer } from './keeta-refund-answer';
import { OpenDeliveryCancellationRequest } from './open-delivery-cancellation-request';
import { OrderActions } from './order-actions';
import { OrderDisputes } from './order-disputes';
import { OrderLines } from './order-lines';
import { OrderPayment } from './order-payment';
import { OrderTotals } from './order-totals';
import { PendingRedemption } from './pending-redemption';

const LATE_PENDING_MINUTES = 5;

const where = (order: PanelOrder) => {
  if (order.deliveryType === 'table') return `Mesa ${order.tableNumber ?? '?'}`;
  if (order.deliveryType === 'delivery')
    return `${DELIVERY_TYPE_LABELS.delivery}: ${order.deliveryAddress ?? ''}`;
  return DELIVERY_TYPE_LABELS.pickup;
};

/** A partner's address in its parts, so the courier sees the number, complement and reference. */
function AddressDetails({ order }: { order: PanelOrder }) {
  const lines = deliveryAddressDetailLines(order.deliveryAddressDetails);
  if (lines.length === 0) return null;
  return (
    <ul aria-label="Endereço de entrega" className="text-sm break-words text-stone-800">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function OrderCard({
  order,
  restaurantId,
  now,
  whatsapp,
}: {
  order: PanelOrder;
  restaurantId: string;
  now: Date;
  /** The delivery state of the diner's last WhatsApp update, when they agreed to receive them. */
  whatsapp?: OrderMessageState;
}) {
  const timeZone = useRestaurantTimeZone();
  const late = order.status === 'pending' && minutesSince(order.createdAt, now) >= LATE_PENDING_MINUTES;
  const headingId = `order-${order.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-status={order.status}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm',
        order.status === 'pending' ? 'border-orange-400 ring-2 ring-orange-200' : 'border-stone-200',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-stone-900">
            Pedido #{order.orderNumber}
          </h3>
          <p className={cn('text-sm', late ? 'font-semibold text-red-800' : 'text-stone-700')}>
            <time dateTime={order.createdAt} title={formatDateTime(order.createdAt, timeZone)}>
              {elapsedLabel(order.createdAt, now)}
            </time>{' '}
            · {formatTime(order.createdAt, timeZone)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <span
            className={cn(
              'rounded-full px-3 py-1 text-sm font-medium',
              isActiveOrder(order.status) ? 'bg-orange-100 text-orange-900' : 'bg-stone-100 text-stone-800',
            )}
          >
            {order.statusLabel}
          </span>
          <span className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800">
            {ORDER_SOURCE_LABELS[order.orderSource]}
          </span>
        </div>
      </header>
      <ExternalSyncStatus order={order} />
      <OrderDisputes order={order} />
      <KeetaRefundAnswer order={order} />
      <OpenDeliveryCancellationRequest order={order} />
      <div className="flex flex-col gap-1 text-stone-900">
        <p className="font-semibold">{order.customerName}</p>
        <a
          href={whatsappLink(order.customerPhone)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 self-start text-green-800 underline-offset-4 hover:underline"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {formatPhone(order.customerPhone)}
          <span className="sr-only">(abrir conversa no WhatsApp)</span>
        </a>
        <p className="font-medium break-words">{where(order)}</p>
        {order.deliveryType === 'delivery' && <AddressDetails order={order} />}
        {order.cardBrand && <p className="text-sm text-stone-800">Bandeira do cartão: {order.cardBrand}</p>}
        {order.hasFiscalCpf && <p className="text-sm text-stone-800">CPF na nota: informado</p>}
        {order.takenBy && (
          <p className="text-sm text-stone-700">
            Registrado por {order.takenBy.name} ({order.takenBy.roleLabel})
          </p>
        )}
        <WhatsAppOrderStatus state={whatsapp} />
      </div>
      <OrderLines lines={order.items} />
      {order.notes && (
        <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950">Observações: {order.notes}</p>
      )}
      <OrderPayment order={order} restaurantId={restaurantId} />
      {order.loyaltyRewardName && (
        <p className="rounded-lg bg-green-50 p-2 text-sm text-green-900">
          <strong>Recompensa resgatada:</strong> {order.loyaltyRewardName}
          {order.loyaltyPointsUsed ? ` (${order.loyaltyPointsUsed} pontos)` : ''}
        </p>
      )}
      <PendingRedemption order={order} restaurantId={restaurantId} />
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-t border-stone-200 pt-3">
        <p className="text-sm text-stone-700">
          {order.estimatedTime && isActiveOrder(order.status) ? `Previsão: ${order.estimatedTime} min` : ''}
        </p>
        <OrderTotals order={order} />
      </div>
      {order.printedAt && (
        <p className="text-sm text-stone-700">Comanda impressa às {formatTime(order.printedAt, timeZone)}</p>
      )}
      {order.status === 'cancelled' && order.cancellationReason && (
        <p className="text-sm text-red-900">Motivo do cancelamento: {order.cancellationReason}</p>
      )}
      <OrderHistory restaurantId={restaurantId} orderId={order.id} />
      <OrderActions order={order} restaurantId={restaurantId} />
    </article>
  );
}
