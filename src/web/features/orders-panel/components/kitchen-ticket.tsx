import { formatBRL, formatDateTime, formatPhone } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { deliveryAddressDetailLines } from '../../../../domain/orders/delivery-address';
import { optionAnswers } from '../../../../domain/orders/option-answers';
import { DELIVERY_TYPE_LABELS, ORDER_SOURCE_LABELS } from '../../../../domain/orders/order-status';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import type { PanelOrder } from '../types';
import { paymentLines } from './order-payment';

const brl = (value: string) => formatBRL(parseCents(value) ?? 0);

/** The kitchen ticket for 80 mm thermal paper: large type, one column, nothing but the order. */
export function KitchenTicket({ order, restaurantName }: { order: PanelOrder; restaurantName: string }) {
  const timeZone = useRestaurantTimeZone();
  const hasFee = (parseCents(order.deliveryFee) ?? 0) > 0;
  // discountApplied is the whole discount; couponDiscount the coupon's part of it, the rest is points
  // or the reward redeemed (never both). A reward that takes nothing off is still printed: the
  // kitchen hands it over.
  const coupon = parseCents(order.couponDiscount) ?? 0;
  const points = (parseCents(order.discountApplied) ?? 0) - coupon;
  return (
    <article aria-label={`Comanda do pedido #${order.orderNumber}`} className="kitchen-ticket">
      <header>
        <p className="ticket-restaurant">{restaurantName}</p>
        <p className="ticket-number">Pedido #{order.orderNumber}</p>
        <p>{formatDateTime(order.createdAt, timeZone)}</p>
        <p className="ticket-type">
          {DELIVERY_TYPE_LABELS[order.deliveryType]}
          {order.deliveryType === 'table' && order.tableNumber ? ` · Mesa ${order.tableNumber}` : ''}
        </p>
        {order.orderSource !== 'direct' && <p>Origem: {ORDER_SOURCE_LABELS[order.orderSource]}</p>}
      </header>
      <section>
        <p>{order.customerName}</p>
        <p>{formatPhone(order.customerPhone)}</p>
        {order.deliveryType === 'delivery' && order.deliveryAddress && <p>{order.deliveryAddress}</p>}
        {order.deliveryType === 'delivery' &&
          deliveryAddressDetailLines(order.deliveryAddressDetails).map((line) => <p key={line}>{line}</p>)}
        {order.takenBy && (
          <p>
            Registrado por {order.takenBy.name} ({order.takenBy.roleLabel})
          </p>
        )}
      </section>
      <ul className="ticket-items">
        {order.items.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move; their position is their identity
          <li key={`${line.id}-${index}`}>
            <p className="ticket-line">
              <span>
                {line.quantity}x {line.name}
              </span>
              <span>{brl(line.subtotal)}</span>
            </p>
            {optionAnswers(line.options).map((answer) => (
              <p key={answer} className="ticket-option">
                + {answer}
              </p>
            ))}
            {line.notes && <p className="ticket-note">Obs.: {line.notes}</p>}
          </li>
        ))}
      </ul>
      {order.notes && <p className="ticket-note">Observações: {order.notes}</p>}
      <footer>
        <p className="ticket-line">
          <span>Subtotal</span>
          <span>{brl(order.subtotal)}</span>
        </p>
        {hasFee && (
          <p className="ticket-line">
            <span>Taxa de entrega</span>
            <span>{brl(order.deliveryFee)}</span>
          </p>
        )}
        {coupon > 0 && (
          <p className="ticket-line">
            <span>Cupom</span>
            <span>-{formatBRL(coupon)}</span>
          </p>
        )}
        {order.loyaltyRewardName ? (
          <p className="ticket-line">
            <span>Recompensa: {order.loyaltyRewardName}</span>
            <span>{points > 0 ? `-${formatBRL(points)}` : 'incluída'}</span>
          </p>
        ) : (
          points > 0 && (
            <p className="ticket-line">
              <span>Pontos de fidelidade</span>
              <span>-{formatBRL(points)}</span>
            </p>
          )
        )}
        <p className="ticket-line ticket-total">
          <span>Total</span>
          <span>{brl(order.total)}</span>
        </p>
        {paymentLines(order).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {order.cardBrand && <p>Bandeira do cartão: {order.cardBrand}</p>}
        {order.hasFiscalCpf && <p>CPF na nota</p>}
        {order.paidAt && <p>PAGO</p>}
      </footer>
    </article>
  );
}
