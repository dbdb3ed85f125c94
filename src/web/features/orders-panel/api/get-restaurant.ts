import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HalfAndHalfPricing } from '../../../../domain/menu/menu';
import type { OpeningHoursView } from '../../../../domain/menu/menu-api';
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
  /** Its zone and hours: the ring's 'Até o fim do turno' and the times the panel shows. */
  timeZone?: string;
  openingHours?: OpeningHoursView[];
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
