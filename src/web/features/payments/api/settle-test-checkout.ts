import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { testCheckoutQueryOptions } from './get-test-checkout';
import type { PlanPaymentState, TestCheckoutOutcome } from './types';

export interface SettledTestCheckout extends PlanPaymentState {
  /** Where Mercado Pago would send the payer back: a result page with the payment in the query. */
  redirectUrl: string;
}

export function settleTestCheckout(input: { paymentId: string; outcome: TestCheckoutOutcome }) {
  const path = `/api/payments/test-checkout/${encodeURIComponent(input.paymentId)}/${input.outcome}`;
  return api.post<SettledTestCheckout>(path);
}

export function useSettleTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleTestCheckout,
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: testCheckoutQueryOptions(input.paymentId).queryKey }),
  });
}
