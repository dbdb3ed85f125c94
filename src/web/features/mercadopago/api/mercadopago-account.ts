import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/restaurants/:id/mercadopago: the connection's state; tokens never leave the server. */
export interface MercadoPagoAccountView {
  configured: boolean;
  connected: boolean;
  legacy: boolean;
  reconnectNeeded: boolean;
  pixKeyMissing: boolean;
  liveMode: boolean | null;
  connectedAt: string | null;
}

const path = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/mercadopago`;

/** 'Conectar Mercado Pago': the browser goes here, and the server sends it on to Mercado Pago. */
export const mercadoPagoAuthorizePath = (restaurantId: string) => `${path(restaurantId)}/authorize`;

export const mercadoPagoAccountQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: ['mercadopago-account', restaurantId],
    queryFn: ({ signal }) => api.get<MercadoPagoAccountView>(path(restaurantId), signal),
  });

export function useMercadoPagoAccount(restaurantId: string) {
  return useQuery(mercadoPagoAccountQuery(restaurantId));
}

/** Disconnecting and 'Verificar de novo' both answer the account's new state, kept as the query's data. */
export function useMercadoPagoActions(restaurantId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (view: MercadoPagoAccountView) =>
    queryClient.setQueryData(mercadoPagoAccountQuery(restaurantId).queryKey, view);
  return {
    recheckPixKey: useMutation({
      mutationFn: () => api.post<MercadoPagoAccountView>(`${path(restaurantId)}/pix-key-check`),
      onSuccess,
    }),
    disconnect: useMutation({
      mutationFn: () => api.delete<MercadoPagoAccountView>(path(restaurantId)),
      onSuccess,
    }),
  };
}
