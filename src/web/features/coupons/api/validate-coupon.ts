import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CouponPreview {
  code: string;
  discount: string;
}

/** `POST /api/restaurants/{id}/coupons/validate`: the cart's preview; the order is checked again. */
export function useValidateCoupon(restaurantId: string) {
  return useMutation({
    mutationFn: (input: { code: string; phone: string; subtotal: string }) =>
      api.post<CouponPreview>(`/api/restaurants/${encodeURIComponent(restaurantId)}/coupons/validate`, input),
  });
}
