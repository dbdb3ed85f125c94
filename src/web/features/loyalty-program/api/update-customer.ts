import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import type { CustomerProfileInput } from '../../../../domain/loyalty/referral';
import { api } from '../../../lib/api-client';
import { loyaltyPath } from './keys';
import { useLoyaltyMutation } from './use-loyalty-mutation';

/** `PATCH .../loyalty/customers/{customerId}`: name, e-mail and birth date. */
export function useUpdateCustomer(restaurantId: string) {
  return useLoyaltyMutation(
    restaurantId,
    ({ customerId, ...profile }: CustomerProfileInput & { customerId: string }) =>
      api.patch<{ customer: LoyaltyCustomerView }>(
        `${loyaltyPath(restaurantId)}/customers/${encodeURIComponent(customerId)}`,
        profile,
      ),
  );
}
