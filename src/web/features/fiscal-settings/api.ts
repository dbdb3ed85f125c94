/**
 * The fiscal settings' calls (issue 35, decision 0052): the profile (never its CSC token), the A1
 * certificate sent to the provider, and the items' tax data with presets. Mutations refresh the
 * queries they change.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiscalEnvironment, TaxRegime } from '../../../domain/fiscal/fiscal-profile';
import type { ItemTax, TaxPreset } from '../../../domain/fiscal/item-tax';
import { api } from '../../lib/api-client';

export interface FiscalProfileView {
  cnpj: string;
  stateRegistration: string;
  legalName: string;
  state: string;
  regime: TaxRegime;
  environment: FiscalEnvironment;
  cscId: string;
  cscTokenSet: boolean;
  issueMode: 'automatico' | 'manual';
  askCpfAtCheckout: boolean;
  nfceRequired: boolean;
  provider: string;
  registered: boolean;
  tokensSet: boolean;
  certificate: { validUntil: string | null; cnpj: string | null } | null;
  updatedAt: string;
}

export interface FiscalProfileInput {
  cnpj: string;
  stateRegistration: string;
  legalName: string;
  state: string;
  regime: string;
  environment: string;
  cscId: string;
  cscToken: string;
  issueMode: 'automatico' | 'manual';
  askCpfAtCheckout: boolean;
}

export interface FiscalItem {
  id: string;
  name: string;
  categoryId: string | null;
  category: string | null;
  isActive: boolean;
  tax: ItemTax | null;
  issues: string[];
}

export interface FiscalItems {
  regime: TaxRegime | null;
  items: FiscalItem[];
  incompleteCount: number;
}

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/fiscal`;

export const fiscalProfileQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: ['fiscal-profile', restaurantId],
    queryFn: ({ signal }) => api.get<FiscalProfileView | null>(`${base(restaurantId)}/profile`, signal),
  });

export const fiscalItemsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: ['fiscal-items', restaurantId],
    queryFn: ({ signal }) => api.get<FiscalItems>(`${base(restaurantId)}/items`, signal),
  });

export const useFiscalProfile = (restaurantId: string) => useQuery(fiscalProfileQuery(restaurantId));
export const useFiscalItems = (restaurantId: string) => useQuery(fiscalItemsQuery(restaurantId));

function useProfileMutation<Input>(restaurantId: string, call: (input: Input) => Promise<FiscalProfileView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => {
      queryClient.setQueryData(fiscalProfileQuery(restaurantId).queryKey, profile);
      // The regime decides which codes each item needs.
      void queryClient.invalidateQueries({ queryKey: fiscalItemsQuery(restaurantId).queryKey });
    },
  });
}

export const useSaveFiscalProfile = (restaurantId: string) =>
  useProfileMutation(restaurantId, (input: FiscalProfileInput) =>
    api.put<FiscalProfileView>(`${base(restaurantId)}/profile`, input),
  );

export const useUploadCertificate = (restaurantId: string) =>
  useProfileMutation(restaurantId, (input: { pfxBase64: string; password: string }) =>
    api.post<FiscalProfileView>(`${base(restaurantId)}/certificate`, input),
  );

export function useSaveItemTax(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, tax }: { itemId: string; tax: ItemTax }) =>
      api.put<FiscalItem>(`${base(restaurantId)}/items/${encodeURIComponent(itemId)}`, tax),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fiscalItemsQuery(restaurantId).queryKey }),
  });
}

export function useApplyPreset(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemIds: string[]; preset: TaxPreset; icmsRatePercent?: number }) =>
      api.post<FiscalItems>(`${base(restaurantId)}/items/preset`, input),
    onSuccess: (items) => queryClient.setQueryData(fiscalItemsQuery(restaurantId).queryKey, items),
  });
}
