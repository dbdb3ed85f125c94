/**
 * What a restaurant sets for its dining room's bills: the service charge ('Taxa de serviço', on by
 * default at 10%) and a couvert per person. The settings screen, the server and the bill read the
 * defaults, the limits and the labels from here (decision 0041). No zod: a diner's screen at the
 * table may show a bill, and the menu bundle has a tight budget (decision 0010).
 */
import { formatBRL } from '../format/format';
import { type Cents, fitsMoneyColumn } from '../money/money';

/** Basis points: 1000 = 10%, 1250 = 12,5%. */
export type BasisPoints = number;

export const DEFAULT_SERVICE_RATE_BPS: BasisPoints = 1000;
/**
 * 0–20%. The law sets no ceiling (Lei 13.419/2017 only says the tip is the staff's), houses charge
 * 10% to 15% (13% at Fasano, 15% at Tuju); 20% leaves room above that, and a figure past it is far
 * likelier a slip ('100' meant as 10%) than a house's choice.
 */
export const MAX_SERVICE_RATE_BPS: BasisPoints = 2000;

/**
 * 'Couvert artístico' pays the live act and is not consumption, so the service charge never
 * applies to it; a per-person 'Couvert' (bread, butter, pâté) is food served, so it does.
 */
export const COUVERT_KINDS = ['artistic', 'cover'] as const;
export type CouvertKind = (typeof COUVERT_KINDS)[number];

export const COUVERT_LABELS: Record<CouvertKind, string> = {
  artistic: 'Couvert artístico',
  cover: 'Couvert',
};

export interface DiningSettings {
  serviceChargeEnabled: boolean;
  serviceRateBps: BasisPoints;
  /** Per person; 0 when the restaurant charges none. */
  couvertCents: Cents;
  couvertKind: CouvertKind;
}

export const DEFAULT_DINING_SETTINGS: DiningSettings = {
  serviceChargeEnabled: true,
  serviceRateBps: DEFAULT_SERVICE_RATE_BPS,
  couvertCents: 0,
  couvertKind: 'artistic',
};

/** 1000 -> "10%", 1250 -> "12,5%", 1275 -> "12,75%". */
export function formatRate(bps: BasisPoints): string {
  const whole = Math.floor(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole},${fraction}%` : `${whole}%`;
}

/** Why a service rate cannot be saved, or null. */
export function serviceRateIssue(bps: number): string | null {
  if (!Number.isInteger(bps) || bps < 0 || bps > MAX_SERVICE_RATE_BPS)
    return `A taxa de serviço deve ficar entre 0% e ${formatRate(MAX_SERVICE_RATE_BPS)}, com até duas casas decimais.`;
  return null;
}

/** R$ 500,00 per person at most: a cover is a show's ticket, not a bill. */
export const MAX_COUVERT_CENTS: Cents = 50_000;

/** Why a couvert per person cannot be saved, or null. */
export function couvertIssue(cents: number): string | null {
  if (!Number.isInteger(cents) || cents < 0 || !fitsMoneyColumn(cents) || cents > MAX_COUVERT_CENTS)
    return `O couvert por pessoa deve ficar entre R$ 0,00 e ${formatBRL(MAX_COUVERT_CENTS)}.`;
  return null;
}

/** As the settings' field shows a rate: 1000 -> "10", 1250 -> "12,5" (no % sign, the label has it). */
export function rateInput(bps: BasisPoints): string {
  return formatRate(bps).replace('%', '');
}

const RATE_TEXT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/**
 * What an owner types as the service rate, in basis points: "10" -> 1000, "12,5" -> 1250,
 * "12.75%" -> 1275. Null when it is not a percentage with up to two decimals; the range is
 * `serviceRateIssue`'s.
 */
export function parseRate(text: string): BasisPoints | null {
  const match = RATE_TEXT.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
