import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import type { AdminTabProps } from '../../admin/types';
import { PrintFailureBanner } from '../../kitchen-settings/components/print-failure-banner';
import { useOrderMessageStates } from '../../whatsapp/api/whatsapp-api';
import { useOrders } from '../api/get-orders';
import { useLiveOrders } from '../hooks/use-live-orders';
import type { OrderTab, OrderView } from '../types';
import { AutoPrintSwitch } from './auto-print-switch';
import { CounterOrderDialog } from './counter-order-dialog';
import { OrderCard } from './order-card';
import { OrderFilters } from './order-filters';

const TYPES: Record<OrderTab, readonly string[]> = { delivery: ['delivery', 'pickup'], table: ['table'] };

const EMPTY: Record<OrderView, string> = {
  active: 'Nenhum pedido ativo no momento.',
  'finished-today': 'Nenhum pedido finalizado hoje.',
  cancelled: 'Nenhum pedido cancelado.',
};

/** 'Delivery/Retirada' (tab = delivery) or 'Pedidos Mesas' (tab = table). */
export function OrdersTab({ restaurantId, label, tab }: AdminTabProps & { tab: OrderTab }) {
  const [view, setView] = useState<OrderView>('active');
  const mode = useLiveOrders(restaurantId);
  const orders = useOrders(restaurantId, view, tab, mode !== 'live');
  const now = useNow();
  const shown = orders.data?.filter((order) => TYPES[tab].includes(order.deliveryType)) ?? [];
  const whatsapp = useOrderMessageStates(
    restaurantId,
    shown.map((order) => order.id),
  );

  return (
    <section aria-labelledby={`${tab}-orders-title`} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${tab}-orders-title`} className="text-2xl font-bold text-stone-900">
          {label}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
            <RefreshCw aria-hidden="true" className={orders.isFetching ? 'motion-safe:animate-spin' : ''} />
            Atualizar
          </Button>
          <CounterOrderDialog
            restaurantId={restaurantId}
            defaultType={tab === 'table' ? 'table' : 'pickup'}
          />
        </div>
      </div>
      <PrintFailureBanner restaurantId={restaurantId} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <OrderFilters view={view} onChange={setView} />
        <AutoPrintSwitch restaurantId={restaurantId} />
      </div>
      {orders.isPending && <LoadingState label="Carregando pedidos..." />}
      {orders.isError && (
        <ErrorState message="Não foi possível carregar os pedidos." onRetry={() => void orders.refetch()} />
      )}
      {orders.isSuccess && shown.length === 0 && (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          {EMPTY[view]}
        </p>
      )}
      {shown.length > 0 && (
        <ul aria-label="Pedidos" className="grid gap-4 lg:grid-cols-2">
          {shown.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                restaurantId={restaurantId}
                now={now}
                whatsapp={whatsapp.data?.find((state) => state.orderId === order.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DeliveryOrdersTab(props: AdminTabProps) {
  return <OrdersTab {...props} tab="delivery" />;
}

export function TableOrdersTab(props: AdminTabProps) {
  return <OrdersTab {...props} tab="table" />;
}
