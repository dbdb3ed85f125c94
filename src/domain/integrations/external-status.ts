/**
 * Which platform action follows a status change made in our panel. It lives in the domain so the
 * orders module asks "what do I tell the platform?" without branching on a provider's name.
 */
import { ORDER_SOURCE_LABELS, type OrderSource, type OrderStatus } from '../orders/order-status';
import { platformArticles } from './platform-article';

export const IFOOD_ACTIONS = [
  'confirm',
  'startPreparation',
  'readyToPickup',
  'dispatch',
  'requestCancellation',
] as const;
export type IfoodAction = (typeof IFOOD_ACTIONS)[number];

const IFOOD_ACTION_FOR: Partial<Record<OrderStatus, IfoodAction>> = {
  confirmed: 'confirm',
  preparing: 'startPreparation',
  ready: 'readyToPickup',
  out_for_delivery: 'dispatch',
  cancelled: 'requestCancellation',
};

/** Open Delivery (Keeta and other marketplaces): the merchant actions named by the standard. */
export const OPEN_DELIVERY_SOURCES: readonly OrderSource[] = ['keeta', 'open_delivery'];
export type OpenDeliveryStatusAction =
  | 'confirm'
  | 'preparing'
  | 'readyForPickup'
  | 'dispatch'
  | 'requestCancellation';
const OPEN_DELIVERY_ACTION_FOR: Partial<Record<OrderStatus, OpenDeliveryStatusAction>> = {
  confirmed: 'confirm',
  preparing: 'preparing',
  ready: 'readyForPickup',
  out_for_delivery: 'dispatch',
  cancelled: 'requestCancellation',
};

/**
 * Rappi: the integrator takes (accepts) each order, reports it ready, or rejects it with a cancel
 * type (dev-portal.rappi.com/en/api-reference/orders-rests-api/). Dispatch is Rappi's courier's.
 */
export const RAPPI_ACTIONS = ['take', 'readyForPickup', 'reject'] as const;
export type RappiAction = (typeof RAPPI_ACTIONS)[number];

const RAPPI_ACTION_FOR: Partial<Record<OrderStatus, RappiAction>> = {
  confirmed: 'take',
  ready: 'readyForPickup',
  cancelled: 'reject',
};

/**
 * Rappi's status table lets an order become REJECTED only from SENT or WEBHOOK, before it is taken;
 * from TAKEN the only step is READY_FOR_PICKUP (dev-portal.dev.rappi.com/en/managing-user-orders/).
 * Comanda takes it when the order leaves 'pending', so only a pending Rappi order can be rejected;
 * Rappi documents no merchant cancellation after the take (decision 0060).
 */
export function rappiRejectAllowed(status: OrderStatus): boolean {
  return status === 'pending';
}

export const RAPPI_TAKEN_CANCEL_REFUSED =
  'A Rappi não permite recusar um pedido que já foi aceito. Para cancelá-lo, fale com o suporte da Rappi; o pedido continua aberto aqui até a Rappi cancelá-lo.';

export type PartnerAction = IfoodAction | RappiAction | OpenDeliveryStatusAction;

/** The action to send to the order's platform, or null when nothing is sent. */
export function externalActionFor(source: OrderSource, status: OrderStatus): PartnerAction | null {
  if (source === 'ifood') return IFOOD_ACTION_FOR[status] ?? null;
  if (source === 'rappi') return RAPPI_ACTION_FOR[status] ?? null;
  if (OPEN_DELIVERY_SOURCES.includes(source)) return OPEN_DELIVERY_ACTION_FOR[status] ?? null;
  return null;
}

/** The platform status of an order whose cancellation we asked for and the platform has not answered. */
export const CANCELLATION_REQUESTED = 'CANCELLATION_REQUESTED';
/** iFood refused our cancellation (event CANCELLATION_REQUEST_FAILED, 'CARF'): the order stays live. */
export const CANCELLATION_REQUEST_FAILED = 'CANCELLATION_REQUEST_FAILED';

/**
 * Whether the platform decides an owner's cancellation: iFood answers a requestCancellation with
 * CANCELLED or with CANCELLATION_REQUEST_FAILED (dossier §1.7); Keeta answers it 202 and cancels
 * only with its CANCELLED event ("Dependendo do momento, a Keeta pode consultar o cliente antes de
 * aceitar", research §2, api-docs.mykeeta.com …/orders/4.-order-cancellation), or refuses it with an
 * error answer (400/422). Comanda asks and keeps the order live until the answer, never showing
 * cancelled what the platform keeps open.
 */
export function partnerDecidesCancellation(source: OrderSource): boolean {
  return source === 'ifood' || source === 'keeta';
}

/**
 * The owner asked the platform to cancel and it has not answered: the order stays live, but asking
 * again means nothing, so the panel offers no 'Cancelar' until the platform's CAN or CARF.
 */
export function cancellationAwaitingPartner(order: {
  orderSource: OrderSource;
  status: OrderStatus;
  externalStatus: string | null;
}): boolean {
  return (
    partnerDecidesCancellation(order.orderSource) &&
    order.externalStatus === CANCELLATION_REQUESTED &&
    order.status !== 'cancelled'
  );
}

/** The 409 of a second cancellation while the platform decides the first. */
export function cancellationAlreadyAsked(source: OrderSource): string {
  const platform = ORDER_SOURCE_LABELS[source];
  const article = platformArticles(source);
  return `O cancelamento já foi pedido ${article.to} ${platform}. O pedido continua aberto até ${article.the} ${platform} responder.`;
}

/** iFood event codes and the status they move our order to (only CAN changes ours). */
export const IFOOD_EVENT_STATUS: Record<string, string> = {
  PLC: 'PLACED',
  CFM: 'CONFIRMED',
  RTP: 'READY_TO_PICKUP',
  DSP: 'DISPATCHED',
  CON: 'CONCLUDED',
  CAN: 'CANCELLED',
  CARF: CANCELLATION_REQUEST_FAILED,
};

/** iFood cancels an order not confirmed within 8 minutes of placement. */
export const IFOOD_CONFIRM_DEADLINE_MS = 8 * 60 * 1000;

export function confirmDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + IFOOD_CONFIRM_DEADLINE_MS);
}

/** What an order's `externalStatus` says when the platform refused or missed one of our actions. */
const SYNC_FAILED_PREFIX = 'Falha ao sincronizar';

export function syncFailureStatus(action: PartnerAction): string {
  return `${SYNC_FAILED_PREFIX} (${action})`;
}

export function isSyncFailure(externalStatus: string | null | undefined): boolean {
  return externalStatus?.startsWith(SYNC_FAILED_PREFIX) ?? false;
}

/**
 * Whether a platform's HTTP answer to one of our actions is a refusal of the action itself, which
 * sending it again cannot change (400, 404, 409, 422…: the order is gone, the step is not allowed
 * from where the platform stands). Being unreachable, a 5xx, and the answers that pass with time or
 * with the owner's step (401 and 403 until the app is authorized again, 408, 425, 429) are retried.
 */
export function partnerRefusedAction(httpStatus: number | undefined): boolean {
  if (httpStatus === undefined || httpStatus < 400 || httpStatus >= 500) return false;
  return ![401, 403, 408, 425, 429].includes(httpStatus);
}

/** What an order's `externalStatus` says when the platform refused one of our actions for good. */
const SYNC_REFUSED_PREFIX = 'Recusado pela plataforma';

export function syncRefusedStatus(action: PartnerAction): string {
  return `${SYNC_REFUSED_PREFIX} (${action})`;
}

/** The refused action of an order, or null when its platform refused nothing. */
export function refusedAction(externalStatus: string | null | undefined): PartnerAction | null {
  if (!externalStatus?.startsWith(SYNC_REFUSED_PREFIX)) return null;
  return (externalStatus.match(/\((\w+)\)$/)?.[1] as PartnerAction | undefined) ?? null;
}

/** Each action as the panel names what the platform refused: 'não aceitou {label} deste pedido'. */
export const PARTNER_ACTION_LABELS: Record<PartnerAction, string> = {
  confirm: 'a confirmação',
  take: 'o aceite',
  startPreparation: 'o início do preparo',
  preparing: 'o início do preparo',
  readyToPickup: 'o aviso de pronto',
  readyForPickup: 'o aviso de pronto',
  dispatch: 'a saída para entrega',
  requestCancellation: 'o cancelamento',
  reject: 'o cancelamento',
};

/** The platform statuses our actions and iFood's events set, as the panel names them. */
const EXTERNAL_STATUS_LABELS: Record<string, string> = {
  PLACED: 'recebido',
  NEW_ORDER: 'recebido',
  CONFIRMED: 'confirmado',
  PREPARATION_STARTED: 'em preparo',
  READY_TO_PICKUP: 'pronto',
  DISPATCHED: 'despachado',
  CONCLUDED: 'concluído',
  CANCELLED: 'cancelado',
  CANCELLATION_REQUESTED: 'cancelamento solicitado',
  CANCELLATION_REQUEST_FAILED: 'cancelamento recusado',
  // Open Delivery event types (Event.eventType of the standard).
  CREATED: 'recebido',
  PREPARING: 'em preparo',
  READY_FOR_PICKUP: 'pronto',
  PICKED_UP: 'retirado',
  DELIVERED: 'entregue',
  CANCELLATION_REQUEST_DENIED: 'cancelamento negado',
  // The diner's cancellation request (bare Open Delivery, open-delivery-consumer-cancellation.ts).
  ORDER_CANCELLATION_REQUEST: 'cliente pediu cancelamento',
  ORDER_CANCELLATION_ACCEPTED: 'cancelamento do cliente aceito',
  CANCELLED_DENIED: 'cancelamento do cliente recusado',
};

export function externalStatusLabel(externalStatus: string): string {
  return EXTERNAL_STATUS_LABELS[externalStatus] ?? externalStatus.toLowerCase();
}

/**
 * The time left to confirm an order on its platform, for the panel's countdown: only pending iFood
 * orders have a deadline. Negative once it has passed.
 */
export function confirmTimeLeftMs(
  order: { orderSource: OrderSource; status: OrderStatus; createdAt: string | Date },
  now: Date,
): number | null {
  if (order.orderSource !== 'ifood' || order.status !== 'pending') return null;
  return confirmDeadline(new Date(order.createdAt)).getTime() - now.getTime();
}

/** "07:05": minutes and seconds left, never negative. */
export function countdownLabel(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
