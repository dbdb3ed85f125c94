import { Timer } from 'lucide-react';
import { countdownLabel } from '../../../../domain/integrations/external-status';
import { rappiTakeTimeLeftMs } from '../../../../domain/integrations/rappi-take';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { useRappiMode } from '../api/get-rappi-mode';
import type { PanelOrder } from '../types';

type TakeOrder = Pick<PanelOrder, 'orderSource' | 'status' | 'createdAt' | 'restaurantId'>;

/** Under two minutes left, the countdown turns red. */
const URGENT_MS = 2 * 60_000;

/** The time left to accept a pending Rappi order, on the deadline the server is configured with. */
export function RappiTakeCountdown({ order }: { order: TakeOrder }) {
  const pending = order.orderSource === 'rappi' && order.status === 'pending';
  const mode = useRappiMode(order.restaurantId, pending);
  const now = useNow(1000);
  if (!pending || !mode.data) return null;
  const left = rappiTakeTimeLeftMs(order, mode.data.takeDeadlineSeconds, now);
  if (left === null) return null;
  return (
    <p
      className={cn(
        'flex items-center gap-2 rounded-lg p-2 text-sm font-semibold',
        left > URGENT_MS ? 'bg-amber-50 text-amber-950' : 'bg-red-50 text-red-900',
      )}
    >
      <Timer className="size-4 shrink-0" aria-hidden="true" />
      {left > 0 ? (
        <span>
          Aceite em <span className="font-mono tabular-nums">{countdownLabel(left)}</span> ou a Rappi cancela
          o pedido
        </span>
      ) : (
        <span>Prazo para aceitar esgotado: a Rappi cancela o pedido que não foi aceito</span>
      )}
    </p>
  );
}
