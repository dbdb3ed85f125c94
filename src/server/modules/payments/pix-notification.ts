/**
 * Reading back the payment a PIX notification names (a diner's order charge, decision 0029; a
 * bill's part, decision 0046). The body is never trusted: the payment is read from Mercado Pago
 * with the restaurant's token. Unsigned deliveries are capped per payment, so a stranger cannot make
 * us spend the restaurant's API quota.
 */
import type { Db } from '../../db/client';
import { MercadoPagoError, type MpPayment } from '../../integrations/mercadopago/mercadopago.types';
import { verifyWebhookSignature } from '../../integrations/mercadopago/webhook-signature';
import { HttpError } from '../../lib/http-error';
import { enforceRateLimits } from '../../lib/rate-limit';

/** Mercado Pago retries a delivery a few times; more reads than this a minute are not its doing. */
const UNSIGNED_READS_PER_MINUTE = 10;

export interface PixDelivery {
  dataId: string;
  signature?: string;
  requestId?: string;
}

interface NotifiedAccount {
  webhookSecret: string;
  api: { getPayment(id: string): Promise<MpPayment> };
}

/** The payment as Mercado Pago has it now, or null when it no longer knows it (404). */
export async function readNotifiedPayment(
  db: Db,
  account: NotifiedAccount,
  delivery: PixDelivery,
  rateKeyPrefix: string,
): Promise<MpPayment | null> {
  const signed =
    verifyWebhookSignature({
      header: delivery.signature,
      requestId: delivery.requestId,
      dataId: delivery.dataId,
      secret: account.webhookSecret,
    }) === 'valid';
  if (!signed)
    await enforceRateLimits(db, [
      {
        key: `${rateKeyPrefix}:${delivery.dataId}`,
        limit: UNSIGNED_READS_PER_MINUTE,
        windowMs: 60_000,
        message: 'Muitas notificações para este pagamento. Tente novamente em instantes.',
      },
    ]);
  try {
    return await account.api.getPayment(delivery.dataId);
  } catch (error) {
    if (!(error instanceof MercadoPagoError)) throw error;
    if (error.status === 404) return null;
    throw new HttpError(
      503,
      'Mercado Pago indisponível no momento; a notificação será reenviada.',
      undefined,
      {
        'retry-after': '60',
      },
    );
  }
}
