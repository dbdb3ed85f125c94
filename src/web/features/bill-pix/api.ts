/** The diner's page of a bill part's PIX (`/conta/<token>`): the token goes in the body, never in an API address. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface BillPartPix {
  restaurantName: string;
  tableTitle: string;
  /** 'Mesa 7 — parte 2 de 3'. */
  title: string;
  amount: string;
  status: 'waiting' | 'paid' | 'expired';
  statusLabel: string;
  payload: string | null;
  qrCodeDataUrl: string | null;
  ticketUrl: string | null;
  expiresAt: string | null;
  paidAt: string | null;
}

/** Read every 5 s while it waits, so 'Pagamento confirmado' shows seconds after the bank's. */
export function useBillPartPix(token: string) {
  return useQuery({
    queryKey: ['bill-pix', token],
    queryFn: () => api.post<BillPartPix>('/api/bill-pix/open', { token }),
    retry: false,
    enabled: token.length > 0,
    refetchInterval: (query) => (query.state.data?.status === 'waiting' ? 5_000 : false),
  });
}
