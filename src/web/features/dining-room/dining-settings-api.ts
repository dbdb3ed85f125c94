/**
 * The dining settings' calls (decision 0043): read with `bills.view`, saved with `settings.edit`. A
 * save refreshes the open bills, whose totals read the new rate and couvert.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouvertKind } from '../../../domain/bills/dining-settings';
import { api } from '../../lib/api-client';

export interface DiningSettingsView {
  serviceChargeEnabled: boolean;
  serviceRateBps: number;
  couvertCents: number;
  couvert: string;
  couvertKind: CouvertKind;
}

export interface DiningSettingsUpdate {
  serviceChargeEnabled: boolean;
  serviceRateBps: number;
  /** The API's decimal string: "15.00"; "0.00" charges no couvert. */
  couvert: string;
  couvertKind: CouvertKind;
}

const url = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/dining-settings`;
const diningSettingsKey = (restaurantId: string) => ['restaurants', restaurantId, 'dining-settings'] as const;

export const diningSettingsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: diningSettingsKey(restaurantId),
    queryFn: () => api.get<DiningSettingsView>(url(restaurantId)),
  });

export function useDiningSettings(restaurantId: string) {
  return useQuery(diningSettingsQuery(restaurantId));
}

export function useSaveDiningSettings(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiningSettingsUpdate) => api.put<DiningSettingsView>(url(restaurantId), body),
    onSuccess: (saved) => queryClient.setQueryData(diningSettingsKey(restaurantId), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['restaurants', restaurantId, 'bills'] }),
  });
}
