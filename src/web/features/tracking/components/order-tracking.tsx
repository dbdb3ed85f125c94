import { type ReactNode, useEffect, useState } from 'react';
import { draftPhoneDigits } from '../../../../domain/cart/customer-phone-draft';
import { formatPhone, PHONE_EXAMPLE } from '../../../../domain/format/format';
import { isActiveOrder } from '../../../../domain/orders/order-status';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import { RestaurantTimeZoneProvider } from '../../../lib/restaurant-time-zone';
import { useTrackOrders } from '../api/track-orders';
import { POLL_MS, useOrderStream } from '../hooks/use-order-stream';
import type { TrackedOrder } from '../types';
import { TrackForm } from './track-form';
import { TrackedOrderCard } from './tracked-order-card';

/** The phone the WhatsApp message's tracking link carries (?telefone=...), if any. */
const phoneFromLink = () => new URLSearchParams(window.location.search).get('telefone')?.trim() ?? '';
/** The order just sent (?pedido=<id>, after a PIX order): its card, with the PIX code, is scrolled to. */
const orderFromLink = () => new URLSearchParams(window.location.search).get('pedido');

/**
 * Order tracking by phone (section 2): search, the list, live status for active orders. The page
 * may add more for the phone found (the diner's loyalty points) through `renderExtras`.
 */
export function OrderTracking({
  renderExtras,
}: {
  renderExtras?: (phone: string, orders: TrackedOrder[]) => ReactNode;
} = {}) {
  const [initial] = useState(phoneFromLink);
  const [phone, setPhone] = useState<string | null>(initial ? draftPhoneDigits(initial) : null);
  const [polling, setPolling] = useState(false);
  const orders = useTrackOrders(phone, polling ? POLL_MS : false);
  const hasActive = (orders.data ?? []).some((order) => isActiveOrder(order.status));
  const stream = useOrderStream(phone, hasActive);
  if (stream.polling !== polling) setPolling(stream.polling);
  const [sentOrder] = useState(orderFromLink);
  const loaded = orders.isSuccess;
  useEffect(() => {
    if (loaded && sentOrder)
      document.getElementById(`pedido-${sentOrder}`)?.scrollIntoView({ block: 'start' });
  }, [loaded, sentOrder]);

  return (
    <div className="flex flex-col gap-8">
      <TrackForm
        initialPhone={initial}
        onSearch={(typed) => {
          const next = draftPhoneDigits(typed);
          if (next === phone) void orders.refetch();
          else setPhone(next);
        }}
      />
      <div aria-live="polite" className="flex flex-col gap-4">
        {orders.isPending && phone !== null && <LoadingState label="Buscando pedidos..." />}
        {orders.isError && (
          <ErrorState
            message={serverMessage(orders.error) ?? 'Não foi possível buscar os pedidos.'}
            onRetry={() => orders.refetch()}
          />
        )}
        {orders.isSuccess && phone && (
          <>
            <p className="text-sm text-stone-700">
              Pedidos do telefone <strong className="text-stone-900">{formatPhone(phone)}</strong>
            </p>
            {orders.data.length === 0 ? (
              <div className="rounded-2xl border border-stone-200 bg-white p-8 text-center">
                <h2 className="text-lg font-semibold text-stone-900">Nenhum pedido encontrado</h2>
                <p className="mt-2 text-stone-700">
                  Verifique se o número está correto e tem o DDD, ex.: {PHONE_EXAMPLE}.
                </p>
              </div>
            ) : (
              <ul className="flex flex-col gap-4">
                {orders.data.map((order) => (
                  <li key={order.id}>
                    <RestaurantTimeZoneProvider timeZone={order.restaurantTimeZone}>
                      <TrackedOrderCard order={order} />
                    </RestaurantTimeZoneProvider>
                  </li>
                ))}
              </ul>
            )}
            {orders.data.length > 0 && renderExtras?.(phone, orders.data)}
          </>
        )}
      </div>
    </div>
  );
}
