import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PixKeyType } from '../../../../domain/payments/pix';
import { api } from '../../../lib/api-client';
import { settingsPath } from './get-store-settings';

/** The restaurant's PIX key as the server keeps it (canonical form), or nulls when there is none. */
export interface PixKeyView {
  type: PixKeyType | null;
  typeLabel: string | null;
  key: string | null;
}

export const pixKeyQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['store-settings', restaurantId, 'pix-key'],
    queryFn: ({ signal }) => api.get<PixKeyView>(`${settingsPath(restaurantId)}/pix-key`, signal),
  });

export function usePixKey(restaurantId: string) {
  return useQuery(pixKeyQueryOptions(restaurantId));
}
