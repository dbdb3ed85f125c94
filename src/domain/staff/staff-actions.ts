/**
 * The audit trail in words (decision 0040): a row of `staff_actions` names a route
 * (`PATCH /api/orders/:orderId/status`), the addressed id and, for an order's status, the status it
 * went to. The 'Equipe' tab and an order's history say it as a person would:
 * 'Ana (Garçom) mudou o pedido #A1B2C3 para Pronto'.
 */
import { orderNumber } from '../orders/order-number';
import { ORDER_STATUSES, type OrderStatus } from '../orders/order-status';
import { ROLE_LABELS, type Role } from './roles';

/** 'Ana (Garçom)'. */
export function staffLabel(name: string, role: Role): string {
  return `${name} (${ROLE_LABELS[role]})`;
}

export interface StaffActionFacts {
  action: string;
  subjectId: string | null;
  detail: string | null;
  /** For a cancellation: the reason kept on the order. */
  reason?: string | null;
}

/** How the panel's people say a status they moved an order to. */
export const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'Aguardando',
  confirmed: 'Confirmado',
  preparing: 'Em preparo',
  ready: 'Pronto',
  out_for_delivery: 'Saiu para entrega',
  delivered: 'Entregue',
  cancelled: 'Cancelado',
};

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/** What a route does, said without the person: 'criou o pedido #A1B2C3'. */
const PHRASES: Record<string, (facts: StaffActionFacts, subject: string) => string> = {
  'POST /api/restaurants/:id/orders': (_f, subject) => `registrou o pedido ${subject}`,
  'POST /api/orders/:orderId/paid': (_f, subject) => `marcou o pedido ${subject} como pago`,
  'POST /api/orders/:orderId/printed': (_f, subject) => `imprimiu o pedido ${subject}`,
  'POST /api/orders/:orderId/loyalty-redemption/refuse': (_f, subject) =>
    `recusou o resgate de pontos do pedido ${subject}`,
  'POST /api/restaurants/:id/staff': () => 'cadastrou uma pessoa na equipe',
  'PATCH /api/restaurants/:id/staff/:staffId': () => 'alterou uma pessoa da equipe',
  'PUT /api/restaurants/:id/staff/:staffId/pin': () => 'trocou o PIN de uma pessoa da equipe',
  'POST /api/restaurants/:id/staff/invites': () => 'convidou uma pessoa por e-mail',
  'POST /api/restaurants/:id/staff/invites/:inviteId/resend': () => 'reenviou um convite',
  'DELETE /api/restaurants/:id/staff/invites/:inviteId': () => 'cancelou um convite',
  'POST /api/restaurants/:id/stock/movements': () => 'registrou uma movimentação de estoque',
  'PATCH /api/restaurants/:id/options/:optionId': () => 'mudou a disponibilidade de uma opção',
  'POST /api/restaurants/:id/menu': () => 'cadastrou um item no cardápio',
  'PUT /api/restaurants/:id/menu/:itemId': () => 'editou um item do cardápio',
  'PATCH /api/restaurants/:id/menu/:itemId': () => 'editou um item do cardápio',
  'DELETE /api/restaurants/:id/menu/:itemId': () => 'removeu um item do cardápio',
  'PUT /api/restaurants/:id/pause': () => 'pausou ou reabriu os pedidos',
};

/** The action without the person's name, in Portuguese. */
export function describeStaffAction(facts: StaffActionFacts): string {
  const subject = facts.subjectId ? `#${orderNumber(facts.subjectId)}` : '';
  if (facts.action === 'PATCH /api/orders/:orderId/status') {
    if (facts.detail === 'cancelled')
      return `cancelou o pedido ${subject}${facts.reason ? ` (motivo: ${facts.reason})` : ''}`;
    if (isStatus(facts.detail)) return `mudou o pedido ${subject} para ${STATUS_WORDS[facts.detail]}`;
    return `mudou o status do pedido ${subject}`;
  }
  const phrase = PHRASES[facts.action];
  if (phrase) return phrase(facts, subject);
  // A route without its own words: what kind of change, and where.
  const [method = ''] = facts.action.split(' ');
  const verb = method === 'DELETE' ? 'removeu' : method === 'POST' ? 'registrou' : 'alterou';
  return `${verb} um dado no painel`;
}

/** The route of an order's own history: these name the order as their subject. */
export const ORDER_ACTIONS = [
  'POST /api/restaurants/:id/orders',
  'PATCH /api/orders/:orderId/status',
  'POST /api/orders/:orderId/paid',
  'POST /api/orders/:orderId/printed',
  'POST /api/orders/:orderId/loyalty-redemption/refuse',
] as const;

/** "há 5 min", "agora", "há 2 h", "há 3 dias": how long ago an action was. */
export function timeAgo(at: Date | string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(at).getTime()) / 60_000);
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `há ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'há 1 dia' : `há ${days} dias`;
}
