import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * 'Desconectar aparelhos': the devices that proved this customer's phone with a WhatsApp code stop
 * being trusted; spending points needs a new code (or the restaurant's confirmation) again.
 */
export function useDisconnectDevices(restaurantId: string) {
  return useMutation({
    mutationFn: (customerId: string) =>
      api.delete<{ revoked: number }>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/loyalty/customers/${encodeURIComponent(customerId)}/devices`,
      ),
  });
}
