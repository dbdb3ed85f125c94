/** Drives orders through the real API for the loyalty tests: place as a diner, advance as the owner. */
import { allowedTransitions } from '../../../domain/orders/order-status';
import type { App } from '../../lib/types';

let address = 0;

export async function placeDinerOrder(
  app: App,
  input: {
    restaurantId: string;
    itemId: string;
    phone: string;
    quantity?: number;
    pointsToRedeem?: number;
    /** A reward to redeem with the order, and more lines than the one item (checkout-reward.test). */
    rewardToRedeem?: string;
    extraItems?: { menuItemId: string; quantity: number; optionIds?: string[] }[];
    couponCode?: string;
    total?: string;
    /** The device cookie of a phone proved with a one-time code (test/harness/phone-proof.ts). */
    cookie?: string;
  },
) {
  address += 1;
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: `10.77.${Math.floor(address / 250)}.${address % 250}`,
    headers: input.cookie ? { cookie: input.cookie } : {},
    payload: {
      restaurantId: input.restaurantId,
      customerName: 'Joana Lima',
      customerPhone: input.phone,
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: input.itemId, quantity: input.quantity ?? 1 }, ...(input.extraItems ?? [])],
      pointsToRedeem: input.pointsToRedeem ?? 0,
      ...(input.rewardToRedeem && { rewardToRedeem: input.rewardToRedeem }),
      ...(input.couponCode && { couponCode: input.couponCode }),
      ...(input.total && { total: input.total }),
    },
  });
}

export const patchStatus = (app: App, cookie: string, orderId: string, status: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: { cookie },
    payload: { status },
  });

/** Walks a pickup order along the state machine up to 'delivered'. */
export async function deliverOrder(app: App, cookie: string, orderId: string) {
  let status: string = 'pending';
  while (status !== 'delivered') {
    const next = allowedTransitions('pickup', status as 'pending').find((t) => t.to !== 'cancelled');
    if (!next) throw new Error(`no way forward from ${status}`);
    const response = await patchStatus(app, cookie, orderId, next.to);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    status = next.to;
  }
}
