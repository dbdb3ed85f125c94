import { formatPhone } from '../../../../domain/format/format';
import { formatPoints } from '../../../../domain/format/points';
import { useRefuseRedemption } from '../api/refuse-redemption';
import type { PanelOrder } from '../types';

/**
 * Points asked for from a device that did not prove the phone: the owner checks that the order came
 * from that WhatsApp. Accepting the order takes the points; refusing keeps the order at full price.
 */
export function PendingRedemption({ order, restaurantId }: { order: PanelOrder; restaurantId: string }) {
  const refuse = useRefuseRedemption(restaurantId);
  if (!order.loyaltyRedemptionPending || order.status !== 'pending') return null;
  return (
    <div
      role="note"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p>
        <strong>Resgate de {formatPoints(order.loyaltyPointsUsed ?? 0)}:</strong> confira se o pedido veio do
        WhatsApp {formatPhone(order.customerPhone)}. Os pontos são descontados quando você aceitar o pedido.
      </p>
      <button
        type="button"
        className="self-start rounded-lg border border-amber-400 bg-white px-3 py-1.5 font-semibold text-amber-950 disabled:opacity-60"
        disabled={refuse.isPending}
        onClick={() => refuse.mutate(order.id)}
      >
        {refuse.isPending ? 'Recusando...' : 'Recusar resgate'}
      </button>
    </div>
  );
}
