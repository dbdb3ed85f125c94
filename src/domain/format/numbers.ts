/**
 * Counts and quantities as a Brazilian reads them: "3.181", "12.000", "1,5". Every screen, chart
 * axis and server text that shows a plain number goes through here, so none says "3181" or "1.5".
 * The formatter is built on first use: Intl formatters are costly on a phone (see format.ts).
 */
import { LOCALE } from './format';

let numbers: Intl.NumberFormat | undefined;
let plurals: Intl.PluralRules | undefined;

/** 3181 -> "3.181", 1.5 -> "1,5", -20 -> "-20" (up to 3 decimals, none when whole). */
export function formatNumber(value: number): string {
  numbers ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 });
  return numbers.format(value);
}

/**
 * Whether a quantity takes the singular: CLDR's pt rule ("1", "1,5 litro"), except 0, which
 * Brazilians write in the plural ("0 pontos", "0 fatias").
 */
export function isSingular(value: number): boolean {
  plurals ??= new Intl.PluralRules(LOCALE);
  return value !== 0 && plurals.select(value) === 'one';
}
