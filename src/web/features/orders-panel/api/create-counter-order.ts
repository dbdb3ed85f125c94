import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryType } from '../../../../domain/orders/order-status';
import { api } from '../../../lib/api-client';
import { applyOrderToCache } from '../lib/order-cache';
import type { PanelOrder } from '../types';

export interface CounterOrderInput {
  customerName: string;
  customerPhone: string;
  deliveryType: DeliveryType;
  deliveryAddress?: string;
  tableNumber?: string;
  notes?: string;
  paymentMethod?: 'cash' | 'card' | 'pix';
  items: { menuItemId: string; quantity: number; notes?: string; optionIds: string[] }[];
}

/** 'Novo pedido': an order taken at the counter or by phone, priced by the server like any other. */
export function createCounterOrder(restaurantId: string, input: CounterOrderInput): Promise<PanelOrder> {
  return api.post<PanelOrder>(`/api/restaurants/${encodeURIComponent(restaurantId)}/orders`, input);
}

export function useCreateCounterOrder(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CounterOrderInput) => createCounterOrder(restaurantId, input),
    onSuccess: (order) => applyOrderToCache(queryClient, restaurantId, order),
  });
}
