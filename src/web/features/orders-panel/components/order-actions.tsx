import { Printer } from 'lucide-react';
import { useState } from 'react';
import { cancellationAwaitingPartner } from '../../../../domain/integrations/external-status';
import { rappiCancelNeedsSupport } from '../../../../domain/integrations/rappi-take';
import { allowedTransitions, type OrderTransition } from '../../../../domain/orders/order-status';
import { Button } from '../../../components/ui/button';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { requestPrint } from '../lib/print-queue';
import type { PanelOrder } from '../types';
import { CancelOrderDialog } from './cancel-order-dialog';
import { RappiSupportDialog } from './rappi-support-dialog';

/** Platforms that take the cancellation with a reason of their own list. */
const PARTNER_NAMES: Partial<Record<PanelOrder['orderSource'], string>> = {
  ifood: 'iFood',
  rappi: 'Rappi',
  keeta: 'Keeta',
  open_delivery: 'Open Delivery',
};

/**
 * The buttons of section 4, straight from the domain's transition table (the same table the server
 * enforces), so the panel never offers a step the server would refuse.
 */
export function OrderActions({ order, restaurantId }: { order: PanelOrder; restaurantId: string }) {
  const update = useUpdateOrderStatus(restaurantId);
  const [cancelling, setCancelling] = useState(false);
  // While iFood decides a cancellation the owner asked for, the card says so and offers no second one.
  const awaiting = cancellationAwaitingPartner(order);
  const transitions = allowedTransitions(order.deliveryType, order.status).filter(
    (transition) => !(awaiting && transition.to === 'cancelled'),
  );
  // A taken Rappi order: Rappi takes no rejection, so 'Cancelar' becomes its support's steps.
  const viaRappiSupport = rappiCancelNeedsSupport(order);

  const apply = (transition: OrderTransition, cancellationReason?: string, cancellationCode?: string) =>
    update.mutate(
      {
        orderId: order.id,
        status: transition.to,
        estimatedTime: transition.estimatedTime,
        cancellationReason: cancellationReason || undefined,
        cancellationCode,
      },
      { onSuccess: () => setCancelling(false) },
    );

  return (
    <div className="flex flex-wrap gap-2">
      {transitions.map((transition) =>
        transition.to === 'cancelled' ? (
          <Button
            key={transition.to}
            variant="outline"
            className={viaRappiSupport ? undefined : 'border-red-300 text-red-800 hover:bg-red-50'}
            disabled={update.isPending}
            onClick={() => setCancelling(true)}
          >
            {viaRappiSupport ? 'Falar com o suporte da Rappi' : transition.action}
          </Button>
        ) : (
          <Button key={transition.to} disabled={update.isPending} onClick={() => apply(transition)}>
            {transition.action}
          </Button>
        ),
      )}
      <Button
        variant="outline"
        onClick={() => requestPrint(order)}
        aria-label={`Imprimir comanda do pedido #${order.orderNumber}`}
      >
        <Printer aria-hidden="true" />
        Imprimir
      </Button>
      {viaRappiSupport && (
        <RappiSupportDialog
          orderNumber={order.orderNumber}
          rappiOrderId={order.externalOrderId ?? null}
          open={cancelling}
          onOpenChange={setCancelling}
        />
      )}
      {!viaRappiSupport && transitions.some((transition) => transition.to === 'cancelled') && (
        <CancelOrderDialog
          orderNumber={order.orderNumber}
          partner={
            PARTNER_NAMES[order.orderSource]
              ? { orderId: order.id, platformName: PARTNER_NAMES[order.orderSource]! }
              : undefined
          }
          open={cancelling}
          pending={update.isPending}
          onOpenChange={setCancelling}
          onConfirm={(reason, code) => {
            const cancel = transitions.find((transition) => transition.to === 'cancelled');
            if (cancel) apply(cancel, reason, code);
          }}
        />
      )}
    </div>
  );
}
