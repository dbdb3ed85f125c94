import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface RecipientInvitation {
  reportName: string;
  restaurantName: string;
}

/**
 * The link's report and restaurant, read before the recipient confirms. A POST with the token in
 * the body: the token comes from the link's '#', and stays out of every URL the server logs.
 */
export const useRecipientInvitation = (token: string) =>
  useQuery({
    queryKey: ['report-recipient-invitation', token],
    queryFn: () => api.post<RecipientInvitation>('/api/report-recipients/preview', { token }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** 'Confirmar': the address starts receiving the report; the link is spent. */
export const useConfirmRecipient = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<RecipientInvitation & { message: string }>('/api/report-recipients/confirm', { token }),
  });
