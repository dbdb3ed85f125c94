import { AlertTriangle, Timer } from 'lucide-react';
import { formatTime } from '../../../../domain/format/format';
import {
  CANCELLATION_REQUEST_FAILED,
  CANCELLATION_REQUESTED,
  confirmTimeLeftMs,
  countdownLabel,
  externalStatusLabel,
  isSyncFailure,
} from '../../../../domain/integrations/external-status';
import { ORDER_SOURCE_LABELS } from '../../../../domain/orders/order-status';
import { cn } from '../../../lib/cn';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { useNow } from '../../../lib/use-now';
import type { PanelOrder } from '../types';
import { RappiTakeCountdown } from './rappi-take-countdown';

type SyncedOrder = Pick<PanelOrder, 'orderSource' | 'status' | 'createdAt' | 'externalStatus' | 'syncedAt'> &
  Partial<Pick<PanelOrder, 'restaurantId'>>;

/** Under two minutes left, the countdown turns red. */
const URGENT_MS = 2 * 60_000;

/** 'a Rappi', 'a Keeta' (as every other screen says them), 'o iFood': the article and its contractions. */
function articles(source: PanelOrder['orderSource']) {
  const feminine = source === 'rappi' || source === 'keeta';
  return feminine
    ? { the: 'a', of: 'da', on: 'Na', to: 'à', The: 'A' }
    : { the: 'o', of: 'do', on: 'No', to: 'ao', The: 'O' };
}

/** A pending iFood order must be confirmed within 8 minutes of placement, or iFood cancels it. */
function ConfirmCountdown({ order }: { order: SyncedOrder }) {
  const now = useNow(1000);
  const left = confirmTimeLeftMs(order, now);
  if (left === null) return null;
  const platform = ORDER_SOURCE_LABELS[order.orderSource];
  const a = articles(order.orderSource);
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
          Confirme em <span className="font-mono tabular-nums">{countdownLabel(left)}</span> ou {a.the}{' '}
          {platform} cancela o pedido
        </span>
      ) : (
        <span>
          Prazo de confirmação {a.of} {platform} esgotado
        </span>
      )}
    </p>
  );
}

/** An imported order's standing on its platform: the deadline, a failed sync, or the last status sent. */
export function ExternalSyncStatus({ order }: { order: SyncedOrder }) {
  const timeZone = useRestaurantTimeZone();
  if (order.orderSource === 'direct') return null;
  const platform = ORDER_SOURCE_LABELS[order.orderSource];
  const a = articles(order.orderSource);
  if (isSyncFailure(order.externalStatus))
    return (
      <p role="alert" className="flex items-center gap-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        Falha ao sincronizar com {a.the} {platform}. Tentaremos novamente automaticamente.
      </p>
    );
  // A cancellation the platform decides (iFood): asked and not yet answered, or refused.
  if (order.externalStatus === CANCELLATION_REQUEST_FAILED && order.status !== 'cancelled')
    return (
      <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {a.The} {platform} não aceitou o cancelamento. O pedido continua aberto: siga com ele, tente
          cancelar de novo ou fale com o suporte {a.of} {platform}.
        </span>
      </p>
    );
  if (order.externalStatus === CANCELLATION_REQUESTED && order.status !== 'cancelled')
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
        <Timer className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Cancelamento pedido {a.to} {platform}. O pedido continua aberto até {a.the} {platform} confirmar.
        </span>
      </p>
    );
  return (
    <>
      <ConfirmCountdown order={order} />
      {order.orderSource === 'rappi' && order.restaurantId && (
        <RappiTakeCountdown order={{ ...order, restaurantId: order.restaurantId }} />
      )}
      {order.externalStatus && (
        <p className="text-sm text-stone-700">
          {a.on} {platform}: {externalStatusLabel(order.externalStatus)}
          {order.syncedAt && ` · sincronizado às ${formatTime(order.syncedAt, timeZone)}`}
        </p>
      )}
    </>
  );
}
