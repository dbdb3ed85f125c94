import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import {
  CARD_TYPES,
  type CardType,
  changeDue,
  type OrderPaymentChoice,
  type OrderPaymentMethod,
  PAYMENT_METHODS,
  PAYMENT_TO_AGREE,
  paymentDescription,
} from '../../../../domain/payments/payment-method';
import { pixExpiryNote } from '../../../../domain/payments/pix-charge';
import { AmountsWhole } from '../../../components/amounts-whole';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { useNow } from '../../../lib/use-now';
import { needsOpenRegister, OpenRegisterOffer } from '../../register/components/open-register-offer';
import { useMarkPaid } from '../api/mark-paid';
import type { PanelOrder } from '../types';
import { OrderNfce } from './order-nfce';

const KNOWN: readonly OrderPaymentMethod[] = [...PAYMENT_METHODS, PAYMENT_TO_AGREE];

/** The order's payment in the domain's terms; an imported order may carry a platform's own word. */
export function paymentChoiceOf(order: PanelOrder): OrderPaymentChoice | null {
  const method = KNOWN.find((known) => known === order.paymentMethod);
  if (!method) return null;
  const cardType = CARD_TYPES.find((known) => known === order.cardType) as CardType | undefined;
  return {
    paymentMethod: method,
    cardType: cardType ?? null,
    changeFor: order.changeFor,
    deliveryType: order.deliveryType,
  };
}

/** The payment text of the card and the kitchen ticket: method, card type, 'Troco para' and change. */
export function paymentLines(order: PanelOrder): string[] {
  const choice = paymentChoiceOf(order);
  if (!choice) return order.paymentMethod ? [`Pagamento: ${order.paymentMethod}`] : [];
  const lines = [`Pagamento: ${paymentDescription(choice)}`];
  const change =
    choice.paymentMethod === 'cash' ? changeDue(order.changeFor, parseCents(order.total) ?? 0) : null;
  if (change !== null) lines.push(`Levar troco: ${formatBRL(change)}`);
  return lines;
}

/**
 * The payment on the order card, the 'Pago' badge, the Mercado Pago PIX's 'PIX expira às 14:32' or
 * 'PIX expirado', and 'Marcar como pago' for an unpaid PIX order (with 'Abrir caixa' when the
 * restaurant takes money only with a register open and none is); then the order's NFC-e (issue 35).
 */
export function OrderPayment({ order, restaurantId }: { order: PanelOrder; restaurantId: string }) {
  const markPaid = useMarkPaid(restaurantId);
  const timeZone = useRestaurantTimeZone();
  const now = useNow();
  const lines = paymentLines(order);
  const unpaidPix = order.paymentMethod === 'pix' && !order.paidAt && order.status !== 'cancelled';
  const expiry =
    unpaidPix && order.pixStatus
      ? pixExpiryNote({ status: order.pixStatus, expiresAt: order.pixExpiresAt ?? null }, now, timeZone)
      : null;
  const closedRegister = markPaid.isError && needsOpenRegister(markPaid.error);
  return (
    <>
      {lines.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-stone-800">
          <p className="flex flex-col">
            {lines.map((line) => (
              <span key={line}>
                <AmountsWhole text={line} />
              </span>
            ))}
          </p>
          {order.paidAt && (
            <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
              Pago
            </span>
          )}
          {expiry && (
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                expiry === 'PIX expirado' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-950'
              }`}
            >
              {expiry}
            </span>
          )}
          {unpaidPix && (
            <Button
              size="sm"
              variant="outline"
              disabled={markPaid.isPending}
              onClick={() => markPaid.mutate(order.id)}
            >
              Marcar como pago<span className="sr-only"> (pedido #{order.orderNumber})</span>
            </Button>
          )}
        </div>
      )}
      {closedRegister && (
        <div role="alert" className="flex flex-col gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p>{serverMessage(markPaid.error)}</p>
          <OpenRegisterOffer restaurantId={restaurantId} />
        </div>
      )}
      <OrderNfce order={order} restaurantId={restaurantId} />
    </>
  );
}
