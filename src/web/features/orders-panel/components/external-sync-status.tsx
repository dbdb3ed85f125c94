import { AlertTriangle, Timer } from 'lucide-react';
import { formatTime } from '../../../../domain/format/format';
import {
  CANCELLATION_REQUEST_FAILED,
  CANCELLATION_REQUESTED,
  confirmTimeLeftMs,
  countdownLabel,
  externalStatusLabel,
  isSyncFailure,
  PARTNER_ACTION_LABELS,
  refusedAction,
} from '../../../../domain/integrations/external-status';
import { refundLabel } from '../../../../domain/integrations/keeta-refund';
import { platformArticles } from '../../../../domain/integrations/platform-article';
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

/** A pending iFood order must be confirmed within 8 minutes of placement, or iFood cancels it. */
function ConfirmCountdown({ order }: { order: SyncedOrder }) {
  const now = useNow(1000);
  const left = confirmTimeLeftMs(order, now);
  if (left === null) return null;
  const platform = ORDER_SOURCE_LABELS[order.orderSource];
  const article = platformArticles(order.orderSource);
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
          Confirme em <span className="font-mono tabular-nums">{countdownLabel(left)}</span> ou {article.the}{' '}
          {platform} cancela o pedido
        </span>
      ) : (
        <span>
          Prazo de confirmação {article.of} {platform} esgotado
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
  const article = platformArticles(order.orderSource);
  if (isSyncFailure(order.externalStatus))
    return (
      <p role="alert" className="flex items-center gap-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        Falha ao sincronizar com {article.the} {platform}. Tentaremos novamente automaticamente.
      </p>
    );
  const refused = refusedAction(order.externalStatus);
  if (refused)
    return (
      <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {article.the.toUpperCase()} {platform} não aceitou {PARTNER_ACTION_LABELS[refused]} deste pedido.
          Não vamos enviar de novo: confira o pedido no portal {article.of} {platform} ou fale com o suporte.
        </span>
      </p>
    );
  // A cancellation the platform decides (iFood, Keeta): asked and not yet answered, or refused.
  if (order.externalStatus === CANCELLATION_REQUEST_FAILED && order.status !== 'cancelled')
    return (
      <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {article.the.toUpperCase()} {platform} não aceitou o cancelamento. O pedido continua aberto: siga
          com ele, tente cancelar de novo ou fale com o suporte {article.of} {platform}.
        </span>
      </p>
    );
  if (order.externalStatus === CANCELLATION_REQUESTED && order.status !== 'cancelled')
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
        <Timer className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Cancelamento pedido {article.to} {platform}. O pedido continua aberto até {article.the} {platform}{' '}
          confirmar.
        </span>
      </p>
    );
  return (
    <>
      <ConfirmCountdown order={order} />
      {order.orderSource === 'rappi' && order.restaurantId && (
        <RappiTakeCountdown order={{ ...order, restaurantId: order.restaurantId }} />
      )}
      {/* A refund's standing is told by its own block (keeta-refund-answer.tsx). */}
      {order.externalStatus && !refundLabel(order.externalStatus) && (
        <p className="text-sm text-stone-700">
          {article.on === 'na' ? 'Na' : 'No'} {platform}: {externalStatusLabel(order.externalStatus)}
          {order.syncedAt && ` · sincronizado às ${formatTime(order.syncedAt, timeZone)}`}
        </p>
      )}
    </>
  );
}
