/**
 * The diner's phone, the one rule (issue 20): what a person types — '(11) 99999-8888', '+55 11 …',
 * '011 98765-4321' with the trunk 0 (or a carrier code), spaces, dashes, parentheses — becomes the
 * international number in digits ('5511999998888'), the key stored on orders, loyalty balances,
 * consents and opt-outs (customerPhoneKey) and used in wa.me links. Parsing and validation are libphonenumber-js's (docs/decisions/0012):
 * a foreign '+1 415 …' keeps its own country code, an old 8-digit mobile (without the 9) and a
 * number that no Brazilian area code has are refused with a Portuguese message; landlines pass.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { phoneDigits } from '../format/format';
import { PHONE_ERRORS } from './customer-phone-draft';

export { PHONE_ERRORS };

export type CustomerPhone = { ok: true; digits: string } | { ok: false; error: string };

/**
 * A number typed with the country code but without '+' ('55 11 99999-8888', '00 55 …') is read as
 * international; anything else as Brazilian, the restaurant's country.
 */
function candidate(typed: string): string {
  const trimmed = typed.trim();
  if (trimmed.startsWith('+')) return trimmed;
  const digits = phoneDigits(trimmed);
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return trimmed;
}

/** An 8-digit number starting with 6–9 after a Brazilian area code: a mobile from before 2016. */
const isOldBrazilianMobile = (nationalNumber: string) => /^[1-9][1-9][6-9]\d{7}$/.test(nationalNumber);

/**
 * The last answers, by what was typed: placing one order asks about its phone three times (the
 * section 5 check, the stored number, the rate limit's key), and parsing is the costly part.
 */
const recent = new Map<string, CustomerPhone>();
const RECENT_MAX = 256;

export function parseCustomerPhone(typed: string): CustomerPhone {
  const known = recent.get(typed);
  if (known) return known;
  const parsed = Object.freeze(parseTyped(typed));
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(typed, parsed);
  return parsed;
}

function parseTyped(typed: string): CustomerPhone {
  if (!typed || phoneDigits(typed) === '') return { ok: false, error: PHONE_ERRORS.required };
  const parsed = parsePhoneNumberFromString(candidate(typed), 'BR');
  if (parsed?.isValid()) return { ok: true, digits: parsed.number.slice(1) };
  if (parsed?.countryCallingCode === '55' && isOldBrazilianMobile(parsed.nationalNumber))
    return { ok: false, error: PHONE_ERRORS.oldMobile };
  return { ok: false, error: PHONE_ERRORS.invalid };
}

/**
 * The one key a diner's phone is stored and compared by (orders, loyalty, consent, opt-outs, one-time
 * codes): "(11) 99999-8888" -> "5511999998888". WhatsApp writes the numbers of mobiles from most area
 * codes (31 on) without their ninth digit ('553188887777' for +55 31 98888-7777, docs/decisions/0036),
 * so a Brazilian mobile without the 9 gets it back here; landlines (first digit 2-5) are untouched.
 * Anything else that is not valid keeps just its digits, so a look-up by it finds nothing rather than
 * someone else; placing an order refuses it first.
 */
export function customerPhoneKey(phone: string): string {
  const parsed = parseCustomerPhone(phone);
  const digits = parsed.ok ? parsed.digits : phoneDigits(phone);
  // Before the library's verdict: it still takes 8-digit 7xxx numbers (radio trunking, long gone)
  // for mobiles, while WhatsApp's '553170000001' is +55 31 97000-0001.
  const mobile = /^55([1-9][1-9])([6-9]\d{7})$/.exec(digits);
  return mobile ? `55${mobile[1]}9${mobile[2]}` : digits;
}

/** A phone we can reach (see parseCustomerPhone). */
export function isValidCustomerPhone(phone: string): boolean {
  return parseCustomerPhone(phone).ok;
}

/** The Portuguese reason a typed phone is refused, or null when it is fine. */
export function customerPhoneIssue(phone: string): string | null {
  const parsed = parseCustomerPhone(phone);
  return parsed.ok ? null : parsed.error;
}
