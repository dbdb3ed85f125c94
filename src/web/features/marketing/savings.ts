import { type SavingsExample, savingsExample } from '../../../domain/marketing/plan';
import { centsToDecimal, parseCents } from '../../../domain/money/money';

/** The calculator's fields as typed (strings), so a half-typed value does not jump around. */
export interface SavingsInputs {
  orders: string;
  averageTicket: string;
  feePercent: string;
}

export type SavingsField = keyof SavingsInputs;

/** The landing page's example (100 orders, R$ 50, 25%) as the calculator's starting values. */
export function defaultSavingsInputs(): SavingsInputs {
  const example = savingsExample();
  return {
    orders: String(example.orders),
    averageTicket: centsToDecimal(example.averageTicketCents).replace('.', ','),
    feePercent: String(example.feePercent),
  };
}

const MAX_ORDERS = 100_000;

function parseOrders(value: string): number | null {
  const orders = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(orders) && orders >= 0 && orders <= MAX_ORDERS
    ? orders
    : null;
}

function parsePercent(value: string): number | null {
  const percent = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(percent) && percent >= 0 && percent <= 100 ? percent : null;
}

/** The figures for what was typed, or the fields that are not usable numbers yet. */
export function computeSavings(inputs: SavingsInputs): {
  result: SavingsExample | null;
  invalid: SavingsField[];
} {
  const orders = parseOrders(inputs.orders);
  const ticketCents = parseCents(inputs.averageTicket.replace(/^R\$\s*/, ''));
  const percent = parsePercent(inputs.feePercent);
  const invalid: SavingsField[] = [];
  if (orders === null) invalid.push('orders');
  if (ticketCents === null || ticketCents < 0) invalid.push('averageTicket');
  if (percent === null) invalid.push('feePercent');
  if (orders === null || ticketCents === null || ticketCents < 0 || percent === null)
    return { result: null, invalid };
  return { result: savingsExample(orders, ticketCents, percent), invalid: [] };
}
