import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EmbeddedSignupConfig } from '../embedded-signup';

export interface WhatsAppTemplateView {
  name: string;
  label: string;
  category: string;
  status: string;
}

export type WhatsAppCardView =
  | { connected: false; embeddedSignup: EmbeddedSignupConfig | null }
  | {
      connected: true;
      embeddedSignup: EmbeddedSignupConfig | null;
      /** registered sends; pin_required waits for the owner's PIN; phone_pending has no number yet. */
      registration: 'registered' | 'pin_required' | 'phone_pending';
      phoneNumberId: string | null;
      wabaId: string;
      displayPhoneNumber: string | null;
      verifiedName: string | null;
      qualityRating: string | null;
      messagingLimitTier: string | null;
      templates: WhatsAppTemplateView[];
      usage: { category: string; messages: number; billable: number }[];
    };

/** What Meta's popup returned (FB.login's code and the WA_EMBEDDED_SIGNUP message's ids). */
export interface EmbeddedSignupInput {
  code: string;
  wabaId: string;
  phoneNumberId?: string;
}

const path = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/whatsapp`;

export const whatsAppCardQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: ['whatsapp', restaurantId],
    queryFn: ({ signal }) => api.get<WhatsAppCardView>(path(restaurantId), signal),
    refetchInterval: 60_000,
  });

export function useWhatsAppCard(restaurantId: string) {
  return useQuery(whatsAppCardQuery(restaurantId));
}

/** Connect, the PIN, refresh and disconnect all answer (or change) the card. */
export function useWhatsAppActions(restaurantId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['whatsapp', restaurantId] });
  return {
    connect: useMutation({
      mutationFn: (input: EmbeddedSignupInput) =>
        api.post<WhatsAppCardView>(`${path(restaurantId)}/embedded-signup`, input),
      onSuccess,
    }),
    pin: useMutation({
      mutationFn: (pin: string) => api.post<WhatsAppCardView>(`${path(restaurantId)}/pin`, { pin }),
      onSuccess,
    }),
    refresh: useMutation({
      mutationFn: () => api.post<WhatsAppCardView>(`${path(restaurantId)}/refresh`),
      onSuccess,
    }),
    disconnect: useMutation({ mutationFn: () => api.delete<void>(path(restaurantId)), onSuccess }),
  };
}

/** Whether the checkout offers order updates by WhatsApp (the restaurant connected a number). */
export function useWhatsAppUpdatesAvailable(restaurantId: string | undefined) {
  return useQuery({
    queryKey: ['whatsapp-updates', restaurantId],
    queryFn: ({ signal }) =>
      api.get<{ available: boolean }>(
        `/api/restaurants/${encodeURIComponent(restaurantId ?? '')}/whatsapp-updates`,
        signal,
      ),
    enabled: Boolean(restaurantId),
    staleTime: 5 * 60_000,
  });
}

export interface OrderMessageState {
  orderId: string;
  status: 'queued' | 'sent' | 'delivered' | 'read' | 'failed' | 'opted_out';
  errorCode: number | null;
}

/** The delivery state of each shown order's last WhatsApp update, for the panel. */
export function useOrderMessageStates(restaurantId: string, orderIds: string[]) {
  const ids = [...orderIds].sort().slice(0, 100);
  return useQuery({
    queryKey: ['whatsapp', restaurantId, 'order-messages', ids.join(',')],
    queryFn: ({ signal }) =>
      api.get<OrderMessageState[]>(`${path(restaurantId)}/order-messages?orderIds=${ids.join(',')}`, signal),
    enabled: ids.length > 0,
    refetchInterval: 10_000,
  });
}
