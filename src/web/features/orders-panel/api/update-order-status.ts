import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CANCELLATION_REQUESTED } from '../../../../domain/integrations/external-status';
import type { LowStockItem } from '../../../../domain/inventory/inventory-api';
import { formatStockQuantity } from '../../../../domain/inventory/stock';
import type { OrderStatus } from '../../../../domain/orders/order-status';
import { toast } from '../../../components/ui/use-toast';
import { api, serverMessage } from '../../../lib/api-client';
import { applyOrderToCache } from '../lib/order-cache';
import { emitOrderChange } from '../lib/order-events';
import type { PanelOrder } from '../types';

/** The 'Estoque' tab's query prefix, listed by key rather than imported: features stay apart. */
const INVENTORY_KEY = (restaurantId: string) => ['inventory', restaurantId];

export interface StatusChangeInput {
  orderId: string;
  status: OrderStatus;
  estimatedTime?: number;
  cancellationReason?: string;
  /** An iFood or Rappi order's reason code from the platform's list. */
  cancellationCode?: string;
}

/** The answer also names the stock-controlled items a confirmation took to or below their minimum. */
type StatusChangeAnswer = PanelOrder & { lowStock?: LowStockItem[] };

export function updateOrderStatus({ orderId, ...body }: StatusChangeInput): Promise<StatusChangeAnswer> {
  return api.patch<StatusChangeAnswer>(`/api/orders/${encodeURIComponent(orderId)}/status`, body);
}

/** One tap on an action button: 'Status atualizado!' or 'Erro ao atualizar' (section 8). */
export function useUpdateOrderStatus(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      applyOrderToCache(queryClient, restaurantId, order);
      emitOrderChange(order);
      // Confirming sells stock and cancelling puts it back: the 'Estoque' tab and its badge refresh.
      if (order.status === 'confirmed' || order.status === 'cancelled')
        void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY(restaurantId) });
      // One toast at a time (section 9): the low-stock notice rides in the same one.
      const low = order.lowStock ?? [];
      const notice = low.length
        ? ` Estoque baixo: ${low.map((item) => `${item.name} (${formatStockQuantity(item.stockQuantity, item.stockUnit)})`).join(', ')}.`
        : '';
      // iFood and Keeta decide a cancellation: the order stays open until they answer.
      if (order.status !== 'cancelled' && order.externalStatus === CANCELLATION_REQUESTED) {
        toast({
          title: 'Cancelamento pedido',
          description: `Pedido #${order.orderNumber}: continua aberto até a plataforma confirmar o cancelamento.`,
        });
        return;
      }
      toast({
        title: 'Status atualizado!',
        description: `Pedido #${order.orderNumber}: ${order.statusLabel}.${notice}`,
      });
    },
    onError: (error) => {
      toast({ title: 'Erro ao atualizar', description: serverMessage(error), variant: 'destructive' });
      // Someone else may have moved the order first: show its real state.
      void queryClient.invalidateQueries({ queryKey: ['orders-panel', restaurantId] });
    },
  });
}
