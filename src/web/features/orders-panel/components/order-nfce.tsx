/**
 * The NFC-e of an order paid outside a bill (issue 35): paid at the counter ('Pago') or delivered,
 * for a restaurant with a fiscal profile and a role that issues notes (`fiscal.issue`). The order's
 * note as it stands, 'Emitir NFC-e' while it has none (the same sale gives the same note, so a note
 * the payment is issuing in 'automatico' is never issued twice) and 'Imprimir DANFE'. A table order
 * is left to its bill, whose note carries it.
 */
import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../auth/api/get-me';
import { SaleNote } from '../../fiscal-receipts/components/sale-note';
import { fiscalProfileQuery } from '../../fiscal-settings/api';
import type { PanelOrder } from '../types';

export function OrderNfce({ order, restaurantId }: { order: PanelOrder; restaurantId: string }) {
  const sold =
    order.status !== 'cancelled' &&
    order.deliveryType !== 'table' &&
    (Boolean(order.paidAt) || order.status === 'delivered');
  // Nothing is asked of the server for an order not sold yet.
  return sold ? <SoldOrderNfce order={order} restaurantId={restaurantId} /> : null;
}

function SoldOrderNfce({ order, restaurantId }: { order: PanelOrder; restaurantId: string }) {
  const me = useMe();
  const acting = me.data?.acting;
  const mayIssue = me.data !== undefined && (!acting || acting.capabilities.includes('fiscal.issue'));
  const profile = useQuery({ ...fiscalProfileQuery(restaurantId), enabled: mayIssue, retry: false });
  if (!mayIssue || !profile.data) return null;
  return (
    <SaleNote
      restaurantId={restaurantId}
      sale={{ orderId: order.id }}
      issueMode="manual"
      saleName={`pedido #${order.orderNumber}`}
    />
  );
}
