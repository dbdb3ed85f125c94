import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The restaurant's own details as its owner reads them (`GET /api/restaurants/{id}/account`). */
export interface BrandingDetails {
  id: string;
  name: string;
  description: string | null;
  whatsapp: string;
  address: string;
  city: string | null;
  state: string | null;
  /** IANA zone of its hours and tickets (decision 0014). */
  timeZone: string;
  zipCode: string | null;
  latitude: string | null;
  longitude: string | null;
  logoUrl: string | null;
  bannerUrl: string | null;
}

export const brandingQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['branding', restaurantId],
    queryFn: ({ signal }) =>
      api.get<BrandingDetails>(`/api/restaurants/${encodeURIComponent(restaurantId)}/account`, signal),
  });

export function useBranding(restaurantId: string) {
  return useQuery(brandingQueryOptions(restaurantId));
}
