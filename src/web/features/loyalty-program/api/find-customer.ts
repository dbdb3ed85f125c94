import { useMutation } from '@tanstack/react-query';
import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyPath } from './keys';

/** `GET /api/restaurants/{id}/loyalty/customer/{phone}`, run when the owner searches. */
export function useFindCustomer(restaurantId: string) {
  return useMutation({
    mutationFn: (phone: string) =>
      api.get<{ customer: LoyaltyCustomerView }>(
        `${loyaltyPath(restaurantId)}/customer/${encodeURIComponent(phone.replace(/\D/g, ''))}`,
      ),
  });
}
