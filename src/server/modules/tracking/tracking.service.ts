import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import { phoneDigits } from '../../../domain/format/format';
import { toTrackingOrder } from '../../../domain/orders/tracking-order';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { enforceRateLimits } from '../../lib/rate-limit';
import { createTrackingRepository } from './tracking.repository';

export const TRACKING_LIMIT_PER_IP = 30;

/**
 * The phone's orders, newest first, in the one tracking shape of the domain (no address, no name,
 * no phone); limited per IP so numbers cannot be swept.
 */
export async function trackOrders(db: Db, phone: string, ip: string) {
  await enforceRateLimits(db, [
    {
      key: `tracking:ip:${ip}`,
      limit: TRACKING_LIMIT_PER_IP,
      windowMs: 60_000,
      message: 'Muitas consultas em pouco tempo. Aguarde um minuto e tente novamente.',
    },
  ]);
  const digits = phoneDigits(phone);
  if (digits.length < 10 || digits.length > 15) {
    throw badRequest('Informe o telefone com código do país e DDD, ex.: 5511999999999.');
  }
  const phones = [...new Set([customerPhoneKey(digits), digits])];
  const repository = createTrackingRepository(db);
  const rows = await repository.ordersOf(phones);
  const receipts = new Map<string, { consultUrl: string; accessKey: string }>();
  for (const receipt of await repository.receiptsOf(rows.map((row) => row.order.id)))
    if (receipt.orderId && receipt.consultUrl && receipt.accessKey)
      receipts.set(receipt.orderId, { consultUrl: receipt.consultUrl, accessKey: receipt.accessKey });
  return rows.map(({ order, restaurantName, restaurantTimeZone }) =>
    toTrackingOrder({
      ...order,
      restaurantName,
      restaurantTimeZone,
      fiscalReceipt: receipts.get(order.id) ?? null,
    }),
  );
}
