/**
 * The diner's phone as stored on an order and used to track it: digits only, with Brazil's country
 * code added when the diner typed just the area code and number. Orders, tracking and the loyalty
 * look-up all normalise through here, so "(11) 99999-8888" and "+55 11 99999-8888" are one diner.
 */
import { phoneDigits } from '../format/format';

/** "(11) 99999-8888" -> "5511999998888"; a foreign number with its country code stays as typed. */
export function normalizeCustomerPhone(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}

/** A phone we can reach: Brazilian area code + number, or an international number (12 to 15 digits). */
export function isValidCustomerPhone(phone: string): boolean {
  const digits = normalizeCustomerPhone(phone);
  if (digits.length < 12 || digits.length > 15) return false;
  if (!digits.startsWith('55')) return true;
  return /^55[1-9][1-9]\d{8,9}$/.test(digits);
}
