/**
 * Money is integer cents in code, `numeric(10,2)` in the database and a decimal string ("39.98") on
 * the API. Every conversion goes through here so that no float ever carries a price.
 */
export type Cents = number;

/** Largest value a `numeric(10,2)` column holds: 99,999,999.99. */
export const MAX_CENTS: Cents = 9_999_999_999;

/** Whether an amount fits a `numeric(10,2)` column (order totals, lines, fees). */
export function fitsMoneyColumn(cents: Cents): boolean {
  return Number.isSafeInteger(cents) && Math.abs(cents) <= MAX_CENTS;
}

/** The 400 every order path answers when an amount would not fit (never a database overflow). */
export const AMOUNT_TOO_LARGE =
  'O valor do pedido ultrapassa o limite de R$ 99.999.999,99. Divida-o em pedidos menores.';

const DECIMAL = /^(-)?(\d{1,8})(?:[.,](\d{1,2}))?$/;

/** Parses "39.98", "39,9", "40" or a number into cents; returns null when it is not money. */
export function parseCents(value: string | number): Cents | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return Math.round(value * 100);
  }
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Cents as the API's decimal string: 3998 -> "39.98". */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A price times a quantity, in cents. */
export function multiplyCents(cents: Cents, quantity: number): Cents {
  return Math.round(cents * quantity);
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}

/** Percentage of an amount, rounded half up to the cent (percent may have decimals: 12.5). */
export function percentOf(cents: Cents, percent: number): Cents {
  return Math.round((cents * percent) / 100);
}
