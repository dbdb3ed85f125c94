import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CouponView {
  id: string;
  code: string;
  kind: string;
  value: string;
  minOrder: string;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  maxUsesPerPhone: number | null;
  usedCount: number;
  isActive: boolean;
}

const path = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/coupons`;

export const couponsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'coupons'],
    queryFn: ({ signal }) => api.get<CouponView[]>(path(restaurantId), signal),
  });

export function useCoupons(restaurantId: string) {
  return useQuery(couponsQueryOptions(restaurantId));
}

/** Creates a coupon, or switches one on or off; the list is refetched afterwards. */
export function useSaveCoupon(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Record<string, unknown> & { id?: string }) =>
      id
        ? api.patch<CouponView>(`${path(restaurantId)}/${encodeURIComponent(id)}`, body)
        : api.post<CouponView>(path(restaurantId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryOptions(restaurantId).queryKey }),
  });
}
