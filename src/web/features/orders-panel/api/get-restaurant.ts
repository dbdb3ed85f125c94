import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HalfAndHalfPricing } from '../../../../domain/menu/menu';
import { api } from '../../../lib/api-client';

/** What the panel needs of the public restaurant: the ticket's header and the accepted order types. */
export interface PanelRestaurant {
  id: string;
  name: string;
  acceptsPickup?: boolean;
  acceptsDelivery?: boolean;
  acceptsTable?: boolean;
  acceptsCash?: boolean;
  acceptsCard?: boolean;
  acceptsPix?: boolean;
  tableCount?: number;
  halfAndHalfPricing?: HalfAndHalfPricing;
}

export const panelRestaurantQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['orders-panel', restaurantId, 'restaurant'],
    queryFn: ({ signal }) =>
      api.get<PanelRestaurant>(`/api/restaurants/${encodeURIComponent(restaurantId)}`, signal),
  });

export function usePanelRestaurant(restaurantId: string) {
  return useQuery(panelRestaurantQueryOptions(restaurantId));
}
