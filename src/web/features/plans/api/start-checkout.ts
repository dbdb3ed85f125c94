import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/restaurants/{restaurantId}/checkout/{planId}: where the owner pays the plan. */
export interface CheckoutAnswer {
  checkoutUrl: string;
  paymentId: string;
  /** The local test checkout stands in for Mercado Pago ('Ambiente de teste'). */
  testMode: boolean;
}

export interface StartCheckoutInput {
  restaurantId: string;
  planId: string;
  /** Monthly automatic renewal on a card (a Mercado Pago subscription). */
  autoRenew: boolean;
  /** With autoRenew: the e-mail of the owner's Mercado Pago account, sent as the subscription's payer_email. */
  payerEmail?: string;
}

export function startCheckout({
  restaurantId,
  planId,
  autoRenew,
  payerEmail,
}: StartCheckoutInput): Promise<CheckoutAnswer> {
  const path = `/api/restaurants/${encodeURIComponent(restaurantId)}/checkout/${encodeURIComponent(planId)}`;
  return api.post<CheckoutAnswer>(
    path,
    autoRenew ? { autoRenew, ...(payerEmail ? { payerEmail } : {}) } : undefined,
  );
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
