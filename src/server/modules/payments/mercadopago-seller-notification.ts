/**
 * Notifications of Comanda's Mercado Pago application about a connected seller's payment (decision
 * 0066). Mercado Pago sends them to the application's one webhook URL with the seller's `user_id`;
 * they are routed by it to the restaurant that connected that account, and only that restaurant's
 * PIX (an order's or a bill part's) is looked at; the payment is always read back with that
 * seller's token. So a notification for restaurant B's account never settles restaurant A's order.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createBillPixService } from '../bills/bill-pix.service';
import { createDinerPixChargeService } from './diner-pix-charge.service';
import type { createMercadoPagoAccountService } from './mercadopago-account.service';

export interface SellerDelivery {
  dataId: string;
  type: string | undefined;
  signature: string | undefined;
  requestId: string | undefined;
}

export function createSellerNotifications(
  db: Db,
  config: Config,
  accounts: ReturnType<typeof createMercadoPagoAccountService>,
  log: FastifyBaseLogger,
) {
  const orderPix = createDinerPixChargeService(db, config, accounts);
  const billPix = createBillPixService(db, config, accounts);
  /** True when the seller is a connected restaurant's (then the delivery is handled here). */
  return async (userId: string, delivery: SellerDelivery): Promise<boolean> => {
    const restaurantId = await accounts.restaurantOfSeller(userId);
    if (!restaurantId) {
      log.info({ userId, dataId: delivery.dataId }, 'Mercado Pago notification for no connected seller');
      return false;
    }
    await orderPix.receiveNotification(restaurantId, delivery);
    await billPix.receiveNotification(restaurantId, delivery);
    return true;
  };
}
