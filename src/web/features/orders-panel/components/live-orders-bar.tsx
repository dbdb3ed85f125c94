import { Bell } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useOrders } from '../api/get-orders';
import { usePanelRestaurant } from '../api/get-restaurant';
import { usePanelSettings } from '../api/panel-settings';
import { useAutoPrint } from '../hooks/use-auto-print';
import { type LiveMode, useLiveOrders } from '../hooks/use-live-orders';
import { useMuted } from '../hooks/use-muted';
import { useOrderNotifications } from '../hooks/use-order-notifications';
import { usePendingTitle } from '../hooks/use-pending-title';
import { usePrimaryInstance } from '../hooks/use-primary-instance';
import { useRing } from '../hooks/use-ring';
import { KitchenTicketPrinter } from './kitchen-ticket-printer';
import { LiveModeBadge } from './live-mode-badge';
import { RingAlert } from './ring-alert';

/**
 * The live state of the panel: the stream's mode, the ring for orders waiting for confirmation,
 * the notifications switch, the pending count in the title, automatic printing and the printer.
 * Mounted wherever the owner may be looking; only the first instance on the page rings and prints.
 */
export function LiveOrdersBar({ restaurantId }: { restaurantId: string }) {
  const mode = useLiveOrders(restaurantId);
  const primary = usePrimaryInstance();
  return (
    <div className="flex flex-col gap-3">
      <LiveModeBadge mode={mode} />
      {primary && <LiveAlerts restaurantId={restaurantId} mode={mode} />}
    </div>
  );
}

function LiveAlerts({ restaurantId, mode }: { restaurantId: string; mode: LiveMode }) {
  const active = useOrders(restaurantId, 'active', undefined, mode !== 'live');
  const settings = usePanelSettings(restaurantId);
  const restaurant = usePanelRestaurant(restaurantId);
  const pending = active.data?.filter((order) => order.status === 'pending').length ?? 0;
  const [muted, setMuted] = useMuted();
  const { blocked } = useRing(pending > 0 && !muted);
  const notifications = useOrderNotifications();
  usePendingTitle(pending);
  useAutoPrint(settings.data?.autoPrintOnConfirm ?? false);

  return (
    <>
      {pending > 0 && (
        <RingAlert pending={pending} muted={muted} blocked={blocked} onMutedChange={setMuted} />
      )}
      {notifications.permission === 'default' && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => void notifications.request()}
        >
          <Bell aria-hidden="true" />
          Ativar notificações de novos pedidos
        </Button>
      )}
      {notifications.permission === 'denied' && (
        <p className="text-sm text-stone-700">Notificações bloqueadas neste navegador.</p>
      )}
      <KitchenTicketPrinter restaurantName={restaurant.data?.name ?? ''} />
    </>
  );
}
