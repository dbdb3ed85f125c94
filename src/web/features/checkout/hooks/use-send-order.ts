/**
 * 'Enviar Pedido via WhatsApp': the order is recorded first (POST /api/orders), then WhatsApp opens
 * with the message built from the server's answer. The WhatsApp window is opened inside the click,
 * before the request, so no popup blocker stops it; it is pointed at wa.me once the order exists,
 * or closed if the order fails. The same Idempotency-Key is reused while the diner retries the same
 * order, so a retry after a lost answer never records it twice. Every order then ends on its
 * confirmation screen (onSent), which also leads a PIX order to its 'copia e cola' code and QR code.
 */
import { useRef } from 'react';
import { formatWhatsAppMessage, whatsappUrl } from '../../../../domain/cart/whatsapp-message';
import { toast } from '../../../components/ui/use-toast';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { cartActions, rememberDinerPhone } from '../../cart';
import { usePlaceOrder } from '../api/place-order';
import { newIdempotencyKey } from '../idempotency-key';
import type { OrderRequestBody, PlacedOrder } from '../types';

export interface SentOrder {
  order: PlacedOrder;
  /** The wa.me link with the order's message, in case WhatsApp did not open; '' when sent straight. */
  whatsappUrl: string;
}

export const ORDER_SENT = {
  title: 'Pedido enviado!',
  description: 'Seu pedido foi enviado para o restaurante via WhatsApp.',
};
/** A table order that goes straight to the restaurant (decision 0042: no WhatsApp by default). */
export const ORDER_TO_KITCHEN = {
  title: 'Pedido enviado!',
  description: 'O restaurante já recebeu seu pedido.',
};
export const ORDER_FAILED = {
  title: 'Erro ao enviar pedido',
  description: 'Tente novamente ou entre em contato com o restaurante.',
};

interface SendOptions {
  restaurantWhatsapp: string;
  /** The server said something changed (prices, 'Esgotado', closed): reload the menu and reprice. */
  onStale(): Promise<void>;
  onSent(sent: SentOrder): void;
}

/** The tracking page of the diner's phone, opened at this order (and its PIX code). */
export const pixTrackingPath = (order: PlacedOrder) =>
  `/rastrear-pedido?telefone=${encodeURIComponent(order.customerPhone)}&pedido=${encodeURIComponent(order.id)}`;

function openWhatsAppWindow(): Window | null {
  const popup = window.open('', '_blank');
  if (!popup) return null;
  popup.opener = null;
  try {
    popup.document.title = 'Abrindo o WhatsApp...';
    popup.document.body.textContent = 'Abrindo o WhatsApp...';
  } catch {
    // Some browsers keep the new window's document out of reach; it only shows a blank page then.
  }
  return popup;
}

export function useSendOrder({ restaurantWhatsapp, onStale, onSent }: SendOptions) {
  const placeOrder = usePlaceOrder();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  /** `viaWhatsapp` false: the order is only recorded (a table order), no WhatsApp window. */
  async function send(body: OrderRequestBody, viaWhatsapp = true) {
    const popup = viaWhatsapp ? openWhatsAppWindow() : null;
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { fingerprint, key: newIdempotencyKey() };
    try {
      const order = await placeOrder.mutateAsync({ body, idempotencyKey: attempt.current.key });
      const url = viaWhatsapp ? whatsappUrl(restaurantWhatsapp, formatWhatsAppMessage(order)) : '';
      if (popup && !popup.closed) popup.location.href = url;
      else if (url) window.location.assign(url);
      attempt.current = null;
      rememberDinerPhone(body.customerPhone);
      cartActions.clear();
      toast(url ? ORDER_SENT : ORDER_TO_KITCHEN);
      onSent({ order, whatsappUrl: url });
    } catch (error) {
      popup?.close();
      if (isApiError(error, 409)) await onStale().catch(() => undefined);
      toast({
        variant: 'destructive',
        title: ORDER_FAILED.title,
        description: serverMessage(error) ?? ORDER_FAILED.description,
      });
    }
  }

  return { send, isPending: placeOrder.isPending };
}
