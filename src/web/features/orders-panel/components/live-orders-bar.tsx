import { Bell } from 'lucide-react';
import { useMemo } from 'react';
import { currentPeriodEnd, timeToMinutes } from '../../../../domain/menu/opening-hours';
import { Button } from '../../../components/ui/button';
import { BrowserPrintRunner } from '../../kitchen-settings/browser-printing/runner';
import { useOrders } from '../api/get-orders';
import { type PanelRestaurant, usePanelRestaurant } from '../api/get-restaurant';
import { usePanelSettings } from '../api/panel-settings';
import { useAutoPrint } from '../hooks/use-auto-print';
import { type LiveMode, useLiveOrders } from '../hooks/use-live-orders';
import { useOrderNotifications } from '../hooks/use-order-notifications';
import { usePendingTitle } from '../hooks/use-pending-title';
import { usePrimaryInstance } from '../hooks/use-primary-instance';
import { useRing } from '../hooks/use-ring';
import { useRingSilence } from '../hooks/use-ring-silence';
import { KitchenTicketPrinter } from './kitchen-ticket-printer';
import { LiveModeBadge } from './live-mode-badge';
import { RingAlert, SoundOffNotice } from './ring-alert';
import { SilenceControl } from './silence-control';

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
  const waiting = useMemo(
    () => (active.data ?? []).filter((order) => order.status === 'pending').map((order) => order.id),
    [active.data],
  );
  const pending = waiting.length;
  const shiftEnd = shiftEndOf(restaurant.data);
  const { silence, silenceFor, soundOn } = useRingSilence(waiting, shiftEnd);
  const { blocked } = useRing(pending > 0 && !silence);
  const notifications = useOrderNotifications();
  usePendingTitle(pending);
  // With printers at the stations, orders print there: the browser's dialog would print them twice.
  useAutoPrint(settings.data);
  const control = (
    <SilenceControl
      silence={silence}
      hasShift={shiftEnd !== null}
      onSilence={silenceFor}
      onSoundOn={soundOn}
    />
  );

  return (
    <>
      {pending > 0 ? (
        <RingAlert pending={pending} silence={silence} blocked={blocked} timeZone={restaurant.data?.timeZone}>
          {control}
        </RingAlert>
      ) : (
        silence && (
          <SoundOffNotice silence={silence} timeZone={restaurant.data?.timeZone}>
            {control}
          </SoundOffNotice>
        )
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
      <BrowserPrintRunner restaurantId={restaurantId} />
    </>
  );
}

/** When the restaurant's current opening period ends, for 'Até o fim do turno'. */
function shiftEndOf(restaurant: PanelRestaurant | undefined): Date | null {
  const periods = (restaurant?.openingHours ?? []).map((period) => ({
    weekday: period.weekday,
    opensAt: timeToMinutes(period.opensAt) ?? 0,
    closesAt: timeToMinutes(period.closesAt) ?? 0,
  }));
  return currentPeriodEnd(periods, new Date(), restaurant?.timeZone);
}
