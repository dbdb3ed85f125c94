/**
 * iFood's negotiation platform (HSD, "Plataforma de Negociação"): what a dispute asks, what the
 * owner may answer and until when, and what happens when nobody answers. Source:
 * developer.ifood.com.br/pt-BR/docs/guides/modules/order/handshake-platform (entities, action,
 * handshakeType, timeoutAction) and .../handshake-platform-guide (the HANDSHAKE_DISPUTE and
 * HANDSHAKE_SETTLEMENT examples): "Responda antes do prazo com /accept, /reject, ou /alternative".
 * The alternative types REFUND, BENEFIT, ADDITIONAL_TIME and their metadata are from a public
 * client (dossier §1.6, [3P]); amounts are in cents, as the guide's `maxAmount.value` "800".
 */
import { formatBRL } from '../format/format';

export const DISPUTE_ANSWERS = ['accept', 'reject', 'alternative'] as const;
export type DisputeAnswer = (typeof DISPUTE_ANSWERS)[number];

export const ALTERNATIVE_TYPES = ['REFUND', 'BENEFIT', 'ADDITIONAL_TIME'] as const;
export type AlternativeType = (typeof ALTERNATIVE_TYPES)[number];

export interface DisputeAlternative {
  id: string;
  type: string;
  /** The most the owner may offer, in cents (REFUND, BENEFIT). */
  maxAmountCents?: number | null;
  /** The minutes the owner may offer (ADDITIONAL_TIME). */
  allowedMinutes?: number[];
  /** The reasons iFood offers with more time (ADDITIONAL_TIME). */
  allowedReasons?: string[];
}

export interface DisputeState {
  status: string;
  expiresAt: Date | string;
}

/** Open and before `expiresAt`: the only time iFood takes an answer. */
export function disputeAnswerable(dispute: DisputeState, now: Date): boolean {
  return dispute.status === 'open' && new Date(dispute.expiresAt).getTime() > now.getTime();
}

export function disputeTimeLeftMs(dispute: DisputeState, now: Date): number {
  return new Date(dispute.expiresAt).getTime() - now.getTime();
}

const ACTION_LABELS: Record<string, string> = {
  CANCELLATION: 'cancelar o pedido',
  PARTIAL_CANCELLATION: 'cancelar parte do pedido',
  PROPOSED_AMOUNT_REFUND: 'um reembolso',
  PROPOSED_ADDITIONAL_TIME: 'mais tempo de entrega',
  VOID: 'nenhuma ação',
};

/** "O cliente pede para cancelar o pedido". */
export function disputeRequestLabel(action: string): string {
  return `O cliente pede para ${ACTION_LABELS[action] ?? action.toLowerCase()}`;
}

const TYPE_LABELS: Record<string, string> = {
  AFTER_DELIVERY: 'depois da entrega',
  DELAY: 'por atraso na entrega',
  PREPARATION_TIME: 'durante o preparo',
  AFTER_DELIVERY_PARTIALLY: 'parcialmente, depois da entrega',
};

export function disputeTypeLabel(handshakeType: string | null | undefined): string | null {
  return handshakeType ? (TYPE_LABELS[handshakeType] ?? null) : null;
}

/** What iFood does at `expiresAt` without an answer (timeoutAction). */
export function timeoutOutcomeLabel(timeoutAction: string | null | undefined): string {
  if (timeoutAction === 'ACCEPT_CANCELLATION') return 'o iFood aceita o cancelamento automaticamente';
  if (timeoutAction === 'REJECT_CANCELLATION') return 'o iFood recusa o cancelamento automaticamente';
  return 'o iFood não toma nenhuma ação automática';
}

const STATUS_LABELS: Record<string, string> = {
  accepted: 'Você aceitou o pedido do cliente.',
  rejected: 'Você recusou o pedido do cliente.',
  alternative: 'Você ofereceu uma alternativa ao cliente.',
};

/** The answered or settled dispute, in a sentence for the panel. */
export function disputeOutcomeLabel(status: string, settlement: string | null | undefined): string | null {
  if (settlement) return `Negociação encerrada pelo iFood (${settlementLabel(settlement)}).`;
  return STATUS_LABELS[status] ?? null;
}

function settlementLabel(settlement: string): string {
  const labels: Record<string, string> = {
    ACCEPTED: 'aceita',
    REJECTED: 'recusada',
    EXPIRED: 'prazo esgotado',
    ALTERNATIVE_REPLIED: 'alternativa respondida',
  };
  return labels[settlement] ?? settlement.toLowerCase();
}

const ALTERNATIVE_LABELS: Record<string, string> = {
  REFUND: 'Oferecer reembolso',
  BENEFIT: 'Oferecer cupom',
  ADDITIONAL_TIME: 'Oferecer mais tempo',
};

export function alternativeLabel(alternative: DisputeAlternative): string {
  const base = ALTERNATIVE_LABELS[alternative.type] ?? alternative.type;
  return alternative.maxAmountCents ? `${base} (até ${formatBRL(alternative.maxAmountCents)})` : base;
}

export const DISPUTE_ERRORS = {
  closed: 'O prazo para responder a esta negociação acabou ou ela já foi respondida.',
  unknownAlternative: 'Escolha uma das alternativas que o iFood ofereceu.',
  amount: (max: number) => `Informe um valor entre R$ 0,01 e ${formatBRL(max)}.`,
  minutes: 'Escolha um dos tempos que o iFood permite.',
  reason: 'Informe o motivo da recusa.',
} as const;

/**
 * The owner's alternative checked against what iFood offered: a REFUND or BENEFIT amount up to
 * its `maxAmount`, ADDITIONAL_TIME in the allowed minutes. Answers the error, or null.
 */
export function alternativeError(
  alternative: DisputeAlternative | undefined,
  offer: { amountCents?: number; minutes?: number },
): string | null {
  if (!alternative) return DISPUTE_ERRORS.unknownAlternative;
  if (alternative.type === 'REFUND' || alternative.type === 'BENEFIT') {
    const max = alternative.maxAmountCents ?? 0;
    const amount = offer.amountCents ?? 0;
    if (!Number.isInteger(amount) || amount < 1 || (max > 0 && amount > max))
      return DISPUTE_ERRORS.amount(max);
  }
  if (alternative.type === 'ADDITIONAL_TIME') {
    const allowed = alternative.allowedMinutes ?? [];
    if (offer.minutes === undefined || (allowed.length > 0 && !allowed.includes(offer.minutes)))
      return DISPUTE_ERRORS.minutes;
  }
  return null;
}
