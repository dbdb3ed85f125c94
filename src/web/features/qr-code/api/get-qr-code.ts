import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QrCodeView } from '../../../../domain/menu/qr-code';
import { api } from '../../../lib/api-client';

export const restaurantQrPath = (restaurantId: string) =>
  `/api/restaurants/${encodeURIComponent(restaurantId)}/qr-code`;

/** The menu's QR code, or one table's (`?mesa=N`). */
export const qrCodeQueryOptions = (restaurantId: string, table?: number) =>
  queryOptions({
    queryKey: ['qr-code', restaurantId, table ?? null],
    queryFn: ({ signal }) =>
      api.get<QrCodeView>(`${restaurantQrPath(restaurantId)}${table ? `?mesa=${table}` : ''}`, signal),
  });

export function useQrCode(restaurantId: string, table?: number) {
  return useQuery(qrCodeQueryOptions(restaurantId, table));
}
