/**
 * The one list of order statuses. The database enum, the API's zod enum, the labels shown to
 * owners and diners, the tracker ranks and the transition table all derive from it, so the
 * panel's buttons and the server's checks cannot drift apart.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DELIVERY_TYPES = ['pickup', 'delivery', 'table'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const ORDER_SOURCES = [
  'direct',
  'ifood',
  'uber_eats',
  'rappi',
  'mercado_livre',
  'other',
  'keeta',
  'open_delivery',
] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** Rank and label of section 4 of the specification. */
export const ORDER_STATUS_INFO: Record<OrderStatus, { rank: number; label: string }> = {
  pending: { rank: 1, label: 'Aguardando confirmação' },
  confirmed: { rank: 2, label: 'Pedido confirmado' },
  preparing: { rank: 3, label: 'Preparando seu pedido' },
  ready: { rank: 4, label: 'Pedido pronto' },
  out_for_delivery: { rank: 5, label: 'Saiu para entrega' },
  delivered: { rank: 6, label: 'Pedido entregue' },
  cancelled: { rank: 0, label: 'Pedido cancelado' },
};

export const DELIVERY_TYPE_LABELS: Record<DeliveryType, string> = {
  pickup: 'Retirada',
  delivery: 'Entrega',
  table: 'Mesa',
};

export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  direct: 'Direto',
  ifood: 'iFood',
  uber_eats: 'Uber Eats',
  rappi: 'Rappi',
  mercado_livre: 'Mercado Livre',
  other: 'Outro',
  keeta: 'Keeta',
  open_delivery: 'Open Delivery',
};

export function orderStatusRank(status: OrderStatus): number {
  return ORDER_STATUS_INFO[status].rank;
}

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_INFO[status].label;
}

/** An order is active unless delivered or cancelled. */
export function isActiveOrder(status: OrderStatus): boolean {
  return status !== 'delivered' && status !== 'cancelled';
}

export interface OrderTransition {
  to: OrderStatus;
  /** The button's label in the panel. */
  action: string;
  /** Minutes sent with the action (Confirmar sends 30; preparing a table order sends 20). */
  estimatedTime?: number;
}

const CANCEL: OrderTransition = { to: 'cancelled', action: 'Cancelar' };

/**
 * Section 4's admin actions. Delivered is offered only for pickup after `ready` and for delivery
 * after `out_for_delivery` (the specification's looser condition is a shortcut, not a rule).
 * Cancelling stays possible until the order is delivered (PRODUCT.md: cancelling a confirmed
 * order reverses its stock and releases the points it reserved), always as the last button.
 */
const TRANSITIONS: Record<DeliveryType, Partial<Record<OrderStatus, readonly OrderTransition[]>>> = {
  pickup: {
    pending: [{ to: 'confirmed', action: 'Confirmar', estimatedTime: 30 }, CANCEL],
    confirmed: [{ to: 'preparing', action: 'Preparar' }, CANCEL],
    preparing: [{ to: 'ready', action: 'Pronto' }, CANCEL],
    ready: [{ to: 'delivered', action: 'Entregue' }, CANCEL],
  },
  delivery: {
    pending: [{ to: 'confirmed', action: 'Confirmar', estimatedTime: 30 }, CANCEL],
    confirmed: [{ to: 'preparing', action: 'Preparar' }, CANCEL],
    preparing: [{ to: 'ready', action: 'Pronto' }, CANCEL],
    ready: [{ to: 'out_for_delivery', action: 'Saiu para entrega' }, CANCEL],
    out_for_delivery: [{ to: 'delivered', action: 'Entregue' }, CANCEL],
  },
  table: {
    pending: [{ to: 'confirmed', action: 'Confirmar' }, CANCEL],
    confirmed: [{ to: 'preparing', action: 'Preparar', estimatedTime: 20 }, CANCEL],
    preparing: [{ to: 'ready', action: 'Pronto' }, CANCEL],
    ready: [{ to: 'delivered', action: 'Entregue' }, CANCEL],
  },
};

export function allowedTransitions(type: DeliveryType, from: OrderStatus): readonly OrderTransition[] {
  return TRANSITIONS[type][from] ?? [];
}

export function canTransition(type: DeliveryType, from: OrderStatus, to: OrderStatus): boolean {
  return allowedTransitions(type, from).some((transition) => transition.to === to);
}

/** The timestamp column an order gets when it reaches a status. */
export const STATUS_TIMESTAMP: Partial<
  Record<OrderStatus, 'confirmedAt' | 'readyAt' | 'deliveredAt' | 'cancelledAt'>
> = {
  confirmed: 'confirmedAt',
  ready: 'readyAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
};
