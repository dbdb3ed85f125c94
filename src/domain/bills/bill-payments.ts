/**
 * Paying the parts of a bill (decision 0041). A part is paid with one method or several (R$ 50,00
 * in cash and the rest on a card); it is paid once its payments cover it, and the bill once every
 * part is. Only cash can be more than what is due: the excess is the change ('Troco: R$ 5,00'), as in
 * every till (Saipos allows change on one method only, cash; Odoo refuses change without a cash
 * method). A card, PIX or meal voucher is charged for at most what the part still owes.
 *
 * The methods are the till's, wider than the diner's checkout (payment-method.ts): the card's kind is
 * the method itself, and 'Vale-refeição' is added. `orderPaymentOf` maps them back to the order's
 * payment fields for the reports.
 */
import { formatBRL } from '../format/format';
import { type Cents, fitsMoneyColumn } from '../money/money';
import {
  CARD_TYPE_LABELS,
  type CardType,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '../payments/payment-method';
import { allocateByWeight } from './allocation';
import type { BillPart, BillSplit } from './bill-part';

export const BILL_PAYMENT_METHODS = ['cash', 'pix', 'credit', 'debit', 'meal_voucher'] as const;
export type BillPaymentMethod = (typeof BILL_PAYMENT_METHODS)[number];

export const BILL_PAYMENT_METHOD_LABELS: Record<BillPaymentMethod, string> = {
  cash: PAYMENT_METHOD_LABELS.cash,
  pix: PAYMENT_METHOD_LABELS.pix,
  credit: `Cartão de ${CARD_TYPE_LABELS.credit}`,
  debit: `Cartão de ${CARD_TYPE_LABELS.debit}`,
  meal_voucher: 'Vale-refeição',
};

export function isBillPaymentMethod(value: unknown): value is BillPaymentMethod {
  return typeof value === 'string' && (BILL_PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The order's payment fields for a bill's method; a meal voucher is paid on a card machine. */
export function orderPaymentOf(method: BillPaymentMethod): {
  paymentMethod: PaymentMethod;
  cardType: CardType | null;
} {
  if (method === 'cash' || method === 'pix') return { paymentMethod: method, cardType: null };
  return { paymentMethod: 'card', cardType: method === 'debit' ? 'debit' : 'credit' };
}

export interface BillPayment {
  partId: string;
  method: BillPaymentMethod;
  /** What the payment settles of the part. */
  amountCents: Cents;
  /** What was handed over: more than the amount only in cash. */
  receivedCents: Cents;
  changeCents: Cents;
}

export interface PaymentRequest {
  partId: string;
  method: string;
  /** What the diner hands over (cash) or is charged (every other method). */
  amountCents: number;
}

export type PaymentResult =
  | { ok: true; payment: BillPayment; partPaid: boolean; billPaid: boolean }
  | { ok: false; error: string };

export const PAYMENT_ERRORS = {
  method: 'Forma de pagamento inválida.',
  part: 'Parte da conta não encontrada.',
  amount: 'O valor do pagamento deve ser maior que zero.',
  tooLarge: 'Valor de pagamento acima do limite.',
  partPaid: 'Esta parte já está paga.',
} as const;

/** How a refusal names the method: 'No PIX, …', 'No cartão de crédito, …'. */
const IN_METHOD: Record<Exclude<BillPaymentMethod, 'cash'>, string> = {
  pix: 'No PIX',
  credit: 'No cartão de crédito',
  debit: 'No cartão de débito',
  meal_voucher: 'No vale-refeição',
};

/** 'Troco: R$ 5,00'. */
export const changeLabel = (changeCents: Cents): string => `Troco: ${formatBRL(changeCents)}`;

export interface PartBalance {
  paidCents: Cents;
  dueCents: Cents;
  paid: boolean;
}

export function partBalance(part: BillPart, payments: readonly BillPayment[]): PartBalance {
  const paidCents = payments
    .filter((payment) => payment.partId === part.id)
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  const dueCents = Math.max(0, part.amountCents - paidCents);
  return { paidCents, dueCents, paid: dueCents === 0 };
}

/**
 * The parts that hold a payment, whole or partial: they stay as they are when the rest of the bill
 * is split again (bill-split.ts's `keptParts`).
 */
export function partsWithPayments(split: BillSplit, payments: readonly BillPayment[]): BillPart[] {
  const paying = new Set(payments.map((payment) => payment.partId));
  return split.parts.filter((part) => paying.has(part.id));
}

export interface BillPaymentStatus {
  paidCents: Cents;
  dueCents: Cents;
  paidParts: number;
  /** Every part is paid: the bill is settled and the table can free itself. */
  billPaid: boolean;
}

export function billPaymentStatus(split: BillSplit, payments: readonly BillPayment[]): BillPaymentStatus {
  const balances = split.parts.map((part) => partBalance(part, payments));
  return {
    paidCents: balances.reduce((sum, balance) => sum + balance.paidCents, 0),
    dueCents: balances.reduce((sum, balance) => sum + balance.dueCents, 0),
    paidParts: balances.filter((balance) => balance.paid).length,
    billPaid: balances.every((balance) => balance.paid),
  };
}

/** Checks a payment on a part and works out what it settles and the change. */
export function recordPayment(
  split: BillSplit,
  payments: readonly BillPayment[],
  request: PaymentRequest,
): PaymentResult {
  if (!isBillPaymentMethod(request.method)) return { ok: false, error: PAYMENT_ERRORS.method };
  const part = split.parts.find((candidate) => candidate.id === request.partId);
  if (!part) return { ok: false, error: PAYMENT_ERRORS.part };
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
    return { ok: false, error: PAYMENT_ERRORS.amount };
  if (!fitsMoneyColumn(request.amountCents)) return { ok: false, error: PAYMENT_ERRORS.tooLarge };
  const { dueCents } = partBalance(part, payments);
  if (dueCents === 0) return { ok: false, error: PAYMENT_ERRORS.partPaid };
  const method = request.method;
  if (method !== 'cash' && request.amountCents > dueCents)
    return {
      ok: false,
      error: `${IN_METHOD[method]}, o valor não pode passar do que falta nesta parte (${formatBRL(dueCents)}). Só o dinheiro tem troco.`,
    };
  const amountCents = Math.min(request.amountCents, dueCents);
  const payment: BillPayment = {
    partId: part.id,
    method,
    amountCents,
    receivedCents: request.amountCents,
    changeCents: request.amountCents - amountCents,
  };
  const after = [...payments, payment];
  return {
    ok: true,
    payment,
    partPaid: partBalance(part, after).paid,
    billPaid: billPaymentStatus(split, after).billPaid,
  };
}

/**
 * The bill's service charge carried by each payment, in proportion to what each settled: the
 * reports count sales by payment method with the service apart (it is the staff's, not the
 * restaurant's), and the shares add up exactly to the bill's service.
 */
export function serviceByPayment(serviceCents: Cents, payments: readonly BillPayment[]): Cents[] {
  return allocateByWeight(
    serviceCents,
    payments.map((payment) => payment.amountCents),
  );
}
