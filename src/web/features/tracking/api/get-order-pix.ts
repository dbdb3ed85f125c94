import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/orders/:orderId/pix`: the 'copia e cola' code and its QR, both made by the server. */
export interface OrderPix {
  orderId: string;
  orderNumber: string;
  amount: string;
  txid: string;
  receiverName: string;
  receiverCity: string;
  payload: string;
  qrCodeDataUrl: string;
  paidAt: string | null;
  /** Present when the restaurant's Mercado Pago created this PIX (confirmed automatically). */
  provider?: 'mercadopago';
  status?: string;
  statusLabel?: string;
  expiresAt?: string | null;
}

export function getOrderPix(orderId: string, signal?: AbortSignal): Promise<OrderPix> {
  return api.get<OrderPix>(`/api/orders/${encodeURIComponent(orderId)}/pix`, signal);
}

export const orderPixQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'pix', orderId],
    queryFn: ({ signal }) => getOrderPix(orderId, signal),
    // The code never changes for an order; an answer such as 'no key yet' is not worth retrying.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // A Mercado Pago PIX may expire or be refunded without the order changing: look again.
    refetchInterval: (query) => (query.state.data?.provider === 'mercadopago' ? 15_000 : false),
  });

export function useOrderPix(orderId: string) {
  return useQuery(orderPixQueryOptions(orderId));
}
