/**
 * Diners' PIX through the restaurant's own Mercado Pago account: the first time the diner opens an
 * order's PIX, a PIX payment is created (`POST /v1/payments`, X-Idempotency-Key = the order, so a
 * retry never creates a second charge) and its QR and copy-and-paste code are shown. On any
 * notification, and on the polling job's reads until the PIX expires (diner-pix.job.ts), the payment
 * is read back with the restaurant's token and applied (diner-pix-settlement.ts): an approved payment
 * covering the order's total marks the order paid; the order change stream then tells the panel and
 * the tracking page. Expired, cancelled and refunded payments are kept as such.
 */
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import { orderNumber } from '../../../domain/orders/order-number';
import { pixCheckDelayMs } from '../../../domain/payments/pix-charge';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orderPixCharges, orders, restaurants } from '../../db/schema';
import {
  isPixKeyMissing,
  MercadoPagoError,
  type MpPayment,
} from '../../integrations/mercadopago/mercadopago.types';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { applyPixPayment } from './diner-pix-settlement';
import type { createMercadoPagoAccountService } from './mercadopago-account.service';
import { readNotifiedPayment } from './pix-notification';

/** How long the diner has to pay before Mercado Pago expires the code. */
export const PIX_EXPIRATION_MINUTES = 30;

const LABELS: Record<string, string> = {
  pending: 'Aguardando pagamento',
  in_process: 'Em análise',
  approved: 'Pago',
  cancelled: 'PIX expirado ou cancelado',
  rejected: 'Pagamento recusado',
  refunded: 'Pagamento estornado',
  charged_back: 'Pagamento contestado',
};

/** Mercado Pago's date_of_expiration format, in Brasília time: 2026-11-25T18:40:00.000-03:00. */
export function expirationDate(now: Date, minutes = PIX_EXPIRATION_MINUTES): string {
  const local = new Date(now.getTime() + minutes * 60_000 - 3 * 3_600_000);
  return `${local.toISOString().slice(0, 23)}-03:00`;
}

/**
 * Mercado Pago requires payer.email; diners give no e-mail to order. We send an address of our own
 * domain that names only the order (never the diner's data), so the payer is not the restaurant's
 * account (Mercado Pago refuses a payer equal to the collector). Decision record 0018.
 */
export function payerEmailFor(orderId: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname.replace(/^www\./, '');
  const domain = host.includes('.') ? host : 'comanda.app.br';
  return `pedido-${orderNumber(orderId).toLowerCase()}@${domain}`;
}

type Accounts = ReturnType<typeof createMercadoPagoAccountService>;

export function createDinerPixChargeService(db: Db, config: Config, accounts: Accounts) {
  async function orderRow(orderId: string) {
    const [row] = await db
      .select({
        id: orders.id,
        restaurantId: orders.restaurantId,
        status: orders.status,
        total: orders.total,
        paymentMethod: orders.paymentMethod,
        paidAt: orders.paidAt,
        name: restaurants.name,
        city: restaurants.city,
      })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(eq(orders.id, orderId));
    return row ?? null;
  }

  async function chargeOf(orderId: string) {
    const [row] = await db.select().from(orderPixCharges).where(eq(orderPixCharges.orderId, orderId));
    return row ?? null;
  }

  async function view(order: NonNullable<Awaited<ReturnType<typeof orderRow>>>) {
    const charge = (await chargeOf(order.id))!;
    return {
      orderId: order.id,
      orderNumber: orderNumber(order.id),
      amount: charge.amount,
      txid: charge.providerPaymentId,
      receiverName: order.name,
      receiverCity: order.city ?? '',
      payload: charge.qrCode,
      qrCodeDataUrl: await QRCode.toDataURL(charge.qrCode, {
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 320,
      }),
      paidAt: order.paidAt?.toISOString() ?? null,
      provider: 'mercadopago' as const,
      status: charge.status,
      statusLabel: LABELS[charge.status] ?? charge.status,
      expiresAt: charge.expiresAt?.toISOString() ?? null,
      ticketUrl: charge.ticketUrl,
    };
  }

  return {
    /** The order's Mercado Pago PIX (created on first call), or null without a connected account. */
    async forOrder(orderId: string) {
      const order = await orderRow(orderId);
      if (order?.paymentMethod !== 'pix') return null;
      const account = await accounts.clientFor(order.restaurantId);
      if (!account) return null;
      if (await chargeOf(order.id)) return view(order);
      // No PIX key at Mercado Pago: the restaurant's own PIX key (static code) is what diners get.
      if (await accounts.pixKeyMissing(order.restaurantId)) return null;
      if (order.status === 'cancelled') throw conflict('Este pedido foi cancelado.');
      const amountCents = parseCents(order.total) ?? 0;
      if (amountCents <= 0) throw conflict('Este pedido não tem valor a pagar.');
      const now = new Date();
      let payment: MpPayment;
      try {
        payment = await account.api.createPayment(
          {
            transaction_amount: Number(centsToDecimal(amountCents)),
            description: `Pedido #${orderNumber(order.id)} - ${order.name}`.slice(0, 120),
            payment_method_id: 'pix',
            payer: { email: payerEmailFor(order.id, config.publicUrl) },
            notification_url: `${config.publicUrl}/api/payments/diner-pix/webhook/${order.restaurantId}?source_news=webhooks`,
            external_reference: order.id,
            date_of_expiration: expirationDate(now),
          },
          `pix-${order.id}`,
        );
      } catch (error) {
        if (!(error instanceof MercadoPagoError)) throw error;
        if (isPixKeyMissing(error)) {
          await accounts.markPixKeyMissing(order.restaurantId);
          return null;
        }
        throw new HttpError(
          502,
          'Não foi possível gerar o PIX no Mercado Pago agora. Tente novamente ou combine o pagamento pelo WhatsApp.',
        );
      }
      const data = payment.point_of_interaction?.transaction_data;
      if (!data?.qr_code)
        throw new HttpError(502, 'O Mercado Pago não devolveu o código PIX. Tente novamente.');
      await db
        .insert(orderPixCharges)
        .values({
          orderId: order.id,
          restaurantId: order.restaurantId,
          providerPaymentId: payment.id,
          amount: centsToDecimal(amountCents),
          status: payment.status,
          qrCode: data.qr_code,
          qrCodeBase64: data.qr_code_base64 ?? null,
          ticketUrl: data.ticket_url ?? null,
          expiresAt: payment.date_of_expiration ? new Date(payment.date_of_expiration) : null,
          nextCheckAt: new Date(now.getTime() + pixCheckDelayMs(0)),
        })
        .onConflictDoNothing();
      return view(order);
    },

    /**
     * A notification for a restaurant's PIX, signed or not (Mercado Pago documents the signature for
     * URLs set in Your integrations, not for a payment's notification_url). Its body is never
     * trusted: only a payment of one of this restaurant's charges is read back from the API with
     * the restaurant's token, and what the API says is applied. Unsigned deliveries are capped per
     * payment, so a stranger cannot make us spend the restaurant's API quota.
     */
    async receiveNotification(
      restaurantId: string,
      delivery: { dataId?: string; type?: string; signature?: string; requestId?: string },
    ) {
      const account = await accounts.clientFor(restaurantId);
      if (!account) throw notFound('Conta Mercado Pago não conectada');
      if (delivery.type !== 'payment' || !delivery.dataId) return { received: true };
      const [charge] = await db
        .select({ orderId: orderPixCharges.orderId })
        .from(orderPixCharges)
        .where(
          and(
            eq(orderPixCharges.providerPaymentId, delivery.dataId),
            eq(orderPixCharges.restaurantId, restaurantId),
          ),
        );
      if (!charge) return { received: true };
      const payment = await readNotifiedPayment(
        db,
        account,
        { ...delivery, dataId: delivery.dataId },
        'diner-pix-notification',
      );
      if (!payment) return { received: true };
      await applyPixPayment(db, restaurantId, payment);
      return { received: true };
    },
  };
}
