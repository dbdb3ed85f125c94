/**
 * The statuses of a plan payment as the provider reports them, and the one rule for moving
 * between them. Webhooks arrive more than once and out of order, so a status only moves forward:
 * a late 'pending' never downgrades an 'approved' payment, while a refund or chargeback after the
 * approval is still recorded.
 */

/** Mercado Pago's payment statuses, plus our own 'created' before the payer does anything. */
export const PLAN_PAYMENT_STATUSES = [
  'created',
  'pending',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'approved',
  'refunded',
  'charged_back',
] as const;
export type PlanPaymentStatus = (typeof PLAN_PAYMENT_STATUSES)[number];

/** How far along a payment is; a status change must not go back to a lower stage. */
const STAGE: Record<PlanPaymentStatus, number> = {
  created: 0,
  pending: 1,
  authorized: 1,
  in_process: 1,
  in_mediation: 1,
  rejected: 2,
  cancelled: 2,
  approved: 3,
  refunded: 4,
  charged_back: 4,
};

export const PLAN_PAYMENT_STATUS_LABELS: Record<PlanPaymentStatus, string> = {
  created: 'Aguardando pagamento',
  pending: 'Pendente',
  authorized: 'Autorizado, aguardando confirmação',
  in_process: 'Em análise',
  in_mediation: 'Em disputa',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  approved: 'Aprovado',
  refunded: 'Estornado',
  charged_back: 'Contestado',
};

export function isPlanPaymentStatus(value: string): value is PlanPaymentStatus {
  return (PLAN_PAYMENT_STATUSES as readonly string[]).includes(value);
}

/**
 * The status to store when the provider reports `incoming` for a payment we hold as `current`,
 * or null when nothing changes (same status, a step back, or a status we do not know).
 */
export function nextPlanPaymentStatus(current: string, incoming: string): PlanPaymentStatus | null {
  if (!isPlanPaymentStatus(incoming) || incoming === current) return null;
  if (!isPlanPaymentStatus(current)) return incoming;
  if (STAGE[incoming] < STAGE[current]) return null;
  // Within the 'waiting' stage any move is news; among final failures the first one stands.
  if (STAGE[incoming] === STAGE[current] && STAGE[current] !== 1) return null;
  return incoming;
}

export function planPaymentStatusLabel(status: string): string {
  return isPlanPaymentStatus(status) ? PLAN_PAYMENT_STATUS_LABELS[status] : status;
}

/** The result page a status belongs to, as Checkout Pro's back_urls split them. */
export function resultPageOf(status: string): 'success' | 'failure' | 'pending' {
  if (status === 'approved') return 'success';
  if (status === 'rejected' || status === 'cancelled') return 'failure';
  return 'pending';
}
