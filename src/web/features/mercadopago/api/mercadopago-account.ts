import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET/PUT/DELETE /api/restaurants/:id/mercadopago: only the token's last characters come back. */
export interface MercadoPagoAccountView {
  connected: boolean;
  accessTokenHint: string | null;
  connectedAt: string | null;
}

export interface ConnectMercadoPagoInput {
  accessToken: string;
  webhookSecret: string;
}

const path = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/mercadopago`;

export const mercadoPagoAccountQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: ['mercadopago-account', restaurantId],
    queryFn: ({ signal }) => api.get<MercadoPagoAccountView>(path(restaurantId), signal),
  });

export function useMercadoPagoAccount(restaurantId: string) {
  return useQuery(mercadoPagoAccountQuery(restaurantId));
}

/** Connecting and disconnecting both answer the account's new state, kept as the query's data. */
export function useMercadoPagoActions(restaurantId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (view: MercadoPagoAccountView) =>
    queryClient.setQueryData(mercadoPagoAccountQuery(restaurantId).queryKey, view);
  return {
    connect: useMutation({
      mutationFn: (input: ConnectMercadoPagoInput) =>
        api.put<MercadoPagoAccountView>(path(restaurantId), input),
      onSuccess,
    }),
    disconnect: useMutation({
      mutationFn: () => api.delete<MercadoPagoAccountView>(path(restaurantId)),
      onSuccess,
    }),
  };
}
