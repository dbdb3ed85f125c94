/**
 * PIX for diners: the restaurant's key (set by the owner, validated by the domain), the
 * 'copia e cola' code and QR for an order's exact total with the order number as txid, and the
 * owner marking a PIX order as paid. A static code carries no confirmation, hence the manual mark.
 */
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { parseCents } from '../../../domain/money/money';
import { orderNumber } from '../../../domain/orders/order-number';
import {
  PIX_KEY_TYPE_LABELS,
  type PixKeyType,
  pixCopyPaste,
  pixKeyTypeOf,
} from '../../../domain/payments/pix';
import type { Db } from '../../db/client';
import { orders, restaurants } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';

const NEEDS_CITY =
  'Cadastre a cidade do restaurante (aba Visual) antes da chave PIX: o banco mostra nome e cidade de quem recebe.';

/** A name or city that cannot go in a BR Code (nothing left once folded to ASCII) is the owner's to fix. */
function brCode(input: Parameters<typeof pixCopyPaste>[0]): string {
  try {
    return pixCopyPaste(input);
  } catch {
    throw conflict(
      'Não foi possível gerar o código PIX com o cadastro do restaurante. Combine o pagamento pelo WhatsApp.',
    );
  }
}

function keyView(pixKey: string | null) {
  const type = pixKey ? pixKeyTypeOf(pixKey) : null;
  return { type, typeLabel: type ? PIX_KEY_TYPE_LABELS[type] : null, key: type ? pixKey : null };
}

export function createDinerPixService(db: Db) {
  async function restaurant(restaurantId: string) {
    const [row] = await db
      .select({ name: restaurants.name, city: restaurants.city, pixKey: restaurants.pixKey })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    if (!row) throw notFound('Restaurante não encontrado');
    return row;
  }

  async function order(orderId: string) {
    const [row] = await db
      .select({
        id: orders.id,
        restaurantId: orders.restaurantId,
        status: orders.status,
        total: orders.total,
        paymentMethod: orders.paymentMethod,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!row) throw notFound('Pedido não encontrado');
    return row;
  }

  return {
    async restaurantOfOrder(orderId: string): Promise<string | null> {
      const [row] = await db
        .select({ restaurantId: orders.restaurantId })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.restaurantId ?? null;
    },

    async pixKey(restaurantId: string) {
      return keyView((await restaurant(restaurantId)).pixKey);
    },

    async setPixKey(restaurantId: string, value: { type: PixKeyType; key: string }) {
      const current = await restaurant(restaurantId);
      if (!current.city?.trim()) throw conflict(NEEDS_CITY);
      await db.update(restaurants).set({ pixKey: value.key }).where(eq(restaurants.id, restaurantId));
      return keyView(value.key);
    },

    /** Without a key PIX cannot be offered, so removing it also stops accepting PIX. */
    async removePixKey(restaurantId: string) {
      await restaurant(restaurantId);
      await db
        .update(restaurants)
        .set({ pixKey: null, acceptsPix: false })
        .where(eq(restaurants.id, restaurantId));
      return keyView(null);
    },

    /** The diner's PIX code for an order; the order id (a random UUID) is the capability. */
    async orderPix(orderId: string) {
      const row = await order(orderId);
      if (row.paymentMethod !== 'pix') throw notFound('Este pedido não é pago por PIX.');
      if (row.status === 'cancelled') throw conflict('Este pedido foi cancelado.');
      const receiver = await restaurant(row.restaurantId);
      if (!receiver.pixKey)
        throw conflict('O restaurante ainda não cadastrou a chave PIX. Combine o pagamento pelo WhatsApp.');
      if (!receiver.city?.trim())
        throw conflict(
          'O restaurante ainda não completou o cadastro do PIX. Combine o pagamento pelo WhatsApp.',
        );
      // Points or a coupon may cover the whole order: there is then nothing to charge.
      const amountCents = parseCents(row.total) ?? 0;
      if (amountCents <= 0) throw conflict('Este pedido não tem valor a pagar.');
      const number = orderNumber(row.id);
      const payload = brCode({
        key: receiver.pixKey,
        merchantName: receiver.name,
        merchantCity: receiver.city,
        amountCents,
        txid: number,
      });
      return {
        orderId: row.id,
        orderNumber: number,
        amount: row.total,
        txid: number,
        receiverName: receiver.name,
        receiverCity: receiver.city,
        payload,
        qrCodeDataUrl: await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
        paidAt: row.paidAt?.toISOString() ?? null,
      };
    },

    /** The owner confirms a PIX order was paid; repeating it keeps the first moment. */
    async markPaid(orderId: string, now = new Date()) {
      const row = await order(orderId);
      if (row.paymentMethod !== 'pix')
        throw conflict('Só pedidos pagos por PIX são marcados como pagos aqui.');
      if (row.status === 'cancelled') throw conflict('Este pedido foi cancelado.');
      if (!row.paidAt) {
        await db
          .update(orders)
          .set({ paidAt: now })
          .where(and(eq(orders.id, orderId), isNull(orders.paidAt)));
      }
      const paidAt = (await order(orderId)).paidAt ?? now;
      return {
        id: row.id,
        orderNumber: orderNumber(row.id),
        paymentMethod: row.paymentMethod,
        paidAt: paidAt.toISOString(),
      };
    },
  };
}
