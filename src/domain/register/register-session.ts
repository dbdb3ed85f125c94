/**
 * The cash register ('caixa', issue 35, decision 0051): a session opens with the opening float
 * ('troco inicial'), takes the restaurant's payments by method, records withdrawals ('sangria') and
 * top-ups ('suprimento') with a reason, and closes on a blind count: the cashier types what is in
 * the drawer and on each card machine first, and only then sees what was expected and the
 * differences (as Saipos's 'fechamento cego' and Odoo's closing control do).
 *
 * What the drawer should hold in cash is the float, plus the cash kept from sales (what the diner
 * handed over less the change given back), plus the top-ups, less the withdrawals. Every other
 * method is expected at the sum of what it settled. Payments taken online by a platform (iFood,
 * Rappi, Keeta) are counted apart: they never reach the drawer or a card machine of ours.
 */
import { BILL_PAYMENT_METHOD_LABELS, BILL_PAYMENT_METHODS } from '../bills/bill-payments';
import { formatBRL } from '../format/format';
import { type Cents, fitsMoneyColumn } from '../money/money';

/** The register every restaurant starts with (decision 0051). */
export const DEFAULT_REGISTER_NAME = 'Caixa';

/** 'Exigir caixa aberto para receber' on and no register open: the till's 409 (decision 0051). */
export const OPEN_REGISTER_FIRST = 'Abra o caixa antes de receber.';

/** What the till takes: the bill's methods, and 'online' for what a platform charged. */
export const REGISTER_METHODS = [...BILL_PAYMENT_METHODS, 'online'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** The methods counted at closing: the drawer and the card machines. PIX is checked in the bank's app. */
export const COUNTED_METHODS = [
  'cash',
  'credit',
  'debit',
  'meal_voucher',
  'pix',
] as const satisfies readonly RegisterMethod[];
export type CountedMethod = (typeof COUNTED_METHODS)[number];

export const REGISTER_METHOD_LABELS: Record<RegisterMethod, string> = {
  ...BILL_PAYMENT_METHOD_LABELS,
  online: 'Pago online (plataforma)',
};

export function isRegisterMethod(value: unknown): value is RegisterMethod {
  return typeof value === 'string' && (REGISTER_METHODS as readonly string[]).includes(value);
}

export const SESSION_STATUSES = ['aberto', 'fechado'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** A session's history: opened, closed, reopened (with its reason). */
export const SESSION_EVENT_KINDS = ['abertura', 'fechamento', 'reabertura'] as const;
export type SessionEventKind = (typeof SESSION_EVENT_KINDS)[number];

export const MOVEMENT_KINDS = ['sangria', 'suprimento'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  sangria: 'Sangria',
  suprimento: 'Suprimento',
};

/** A payment the session took: what it settled, and for cash what was handed over and given back. */
export interface RegisterPayment {
  method: RegisterMethod;
  amountCents: Cents;
  receivedCents: Cents;
  changeCents: Cents;
}

export interface RegisterMovement {
  kind: MovementKind;
  amountCents: Cents;
}

export interface SessionFigures {
  openingFloatCents: Cents;
  payments: readonly RegisterPayment[];
  movements: readonly RegisterMovement[];
}

export type ExpectedByMethod = Record<CountedMethod, Cents>;

export interface SessionSummary {
  /** What each counted method should hold at closing. */
  expected: ExpectedByMethod;
  /** Sales by method, every method (online too). */
  salesByMethod: Record<RegisterMethod, Cents>;
  /** Cash handed over by diners, and the change given back. */
  cashReceivedCents: Cents;
  changeGivenCents: Cents;
  withdrawalsCents: Cents;
  topUpsCents: Cents;
  /** Everything the session sold, online included. */
  salesCents: Cents;
  /** What platforms charged online: shown apart, never in the drawer. */
  onlineCents: Cents;
  paymentCount: number;
}

const zeroBy = <K extends string>(keys: readonly K[]): Record<K, Cents> =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, Cents>;

export function summarizeSession({ openingFloatCents, payments, movements }: SessionFigures): SessionSummary {
  const salesByMethod = zeroBy(REGISTER_METHODS);
  let cashReceivedCents = 0;
  let changeGivenCents = 0;
  for (const payment of payments) {
    salesByMethod[payment.method] += payment.amountCents;
    if (payment.method === 'cash') {
      cashReceivedCents += payment.receivedCents;
      changeGivenCents += payment.changeCents;
    }
  }
  const withdrawalsCents = movements
    .filter((movement) => movement.kind === 'sangria')
    .reduce((sum, movement) => sum + movement.amountCents, 0);
  const topUpsCents = movements
    .filter((movement) => movement.kind === 'suprimento')
    .reduce((sum, movement) => sum + movement.amountCents, 0);
  const expected = zeroBy(COUNTED_METHODS);
  for (const method of COUNTED_METHODS) expected[method] = salesByMethod[method];
  expected.cash = openingFloatCents + cashReceivedCents - changeGivenCents + topUpsCents - withdrawalsCents;
  return {
    expected,
    salesByMethod,
    cashReceivedCents,
    changeGivenCents,
    withdrawalsCents,
    topUpsCents,
    salesCents: REGISTER_METHODS.reduce((sum, method) => sum + salesByMethod[method], 0),
    onlineCents: salesByMethod.online,
    paymentCount: payments.length,
  };
}

/** One line of the closing: what was counted, what was expected, and the difference (counted − expected). */
export interface ClosingLine {
  method: CountedMethod;
  countedCents: Cents;
  expectedCents: Cents;
  differenceCents: Cents;
}

export interface Closing {
  lines: ClosingLine[];
  /** Over (positive) or short (negative) across every counted method. */
  differenceCents: Cents;
}

/** The blind count set against what was expected; a method not counted counts as zero. */
export function closeSession(
  expected: ExpectedByMethod,
  counted: Partial<Record<CountedMethod, Cents>>,
): Closing {
  const lines = COUNTED_METHODS.map((method) => {
    const countedCents = counted[method] ?? 0;
    return {
      method,
      countedCents,
      expectedCents: expected[method],
      differenceCents: countedCents - expected[method],
    };
  });
  return { lines, differenceCents: lines.reduce((sum, line) => sum + line.differenceCents, 0) };
}

/** 'Sobra de R$ 2,00', 'Falta de R$ 5,50', 'Sem diferença'. */
export function differenceLabel(differenceCents: Cents): string {
  if (differenceCents === 0) return 'Sem diferença';
  return `${differenceCents > 0 ? 'Sobra' : 'Falta'} de ${formatBRL(Math.abs(differenceCents))}`;
}

export const REGISTER_ERRORS = {
  amount: 'Informe um valor maior que zero.',
  float: 'O troco inicial não pode ser negativo.',
  tooLarge: 'Valor acima do limite.',
  reason: 'Informe o motivo (pelo menos 3 letras).',
  reopenReason: 'Informe o motivo da reabertura (pelo menos 10 caracteres).',
  count: 'Informe o valor contado de cada forma de pagamento (zero se não houver).',
  withdrawal: (availableCents: Cents) =>
    `A sangria não pode ser maior que o dinheiro na gaveta (${formatBRL(availableCents)}).`,
} as const;

const MIN_REASON = 3;
const MIN_REOPEN_REASON = 10;

type Check = { ok: true } | { ok: false; error: string };

export function checkOpeningFloat(openingFloatCents: number): Check {
  if (!Number.isSafeInteger(openingFloatCents) || openingFloatCents < 0)
    return { ok: false, error: REGISTER_ERRORS.float };
  if (!fitsMoneyColumn(openingFloatCents)) return { ok: false, error: REGISTER_ERRORS.tooLarge };
  return { ok: true };
}

/**
 * A withdrawal or a top-up: a positive amount and a reason. A withdrawal takes at most the cash the
 * drawer should hold now, so the expected cash never goes below zero.
 */
export function checkMovement(
  movement: { kind: MovementKind; amountCents: number; reason: string },
  expectedCashCents: Cents,
): Check {
  if (!Number.isSafeInteger(movement.amountCents) || movement.amountCents <= 0)
    return { ok: false, error: REGISTER_ERRORS.amount };
  if (!fitsMoneyColumn(movement.amountCents)) return { ok: false, error: REGISTER_ERRORS.tooLarge };
  if (movement.reason.trim().length < MIN_REASON) return { ok: false, error: REGISTER_ERRORS.reason };
  if (movement.kind === 'sangria' && movement.amountCents > expectedCashCents)
    return { ok: false, error: REGISTER_ERRORS.withdrawal(Math.max(0, expectedCashCents)) };
  return { ok: true };
}

/** The blind count: every counted method typed (zero allowed), none negative. */
export function checkCount(counted: Partial<Record<CountedMethod, number>>): Check {
  for (const method of COUNTED_METHODS) {
    const value = counted[method];
    if (value === undefined || !Number.isSafeInteger(value) || value < 0)
      return { ok: false, error: REGISTER_ERRORS.count };
    if (!fitsMoneyColumn(value)) return { ok: false, error: REGISTER_ERRORS.tooLarge };
  }
  return { ok: true };
}

export function checkReopenReason(reason: string): Check {
  return reason.trim().length >= MIN_REOPEN_REASON
    ? { ok: true }
    : { ok: false, error: REGISTER_ERRORS.reopenReason };
}
