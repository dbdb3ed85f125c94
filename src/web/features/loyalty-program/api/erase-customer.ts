import { api } from '../../../lib/api-client';
import { useLoyaltyMutation } from './use-loyalty-mutation';

/** LGPD: `DELETE /api/restaurants/{id}/customers/{phone}` erases the customer's data. */
export function useEraseCustomer(restaurantId: string) {
  return useLoyaltyMutation(restaurantId, (phone: string) =>
    api.delete<unknown>(
      `/api/restaurants/${encodeURIComponent(restaurantId)}/customers/${encodeURIComponent(phone)}`,
    ),
  );
}

/** The export link ('Exportar dados'): a download in JSON or CSV. */
export const customerExportUrl = (restaurantId: string, phone: string, format: 'json' | 'csv') =>
  `/api/restaurants/${encodeURIComponent(restaurantId)}/customers/${encodeURIComponent(phone)}/export?format=${format}`;
