/**
 * The diner's phone while it is still being typed in the browser. The rule of what a phone is lives
 * in customer-phone.ts (libphonenumber-js), which runs on the server: its 40 KB of metadata cannot
 * ride in the menu's 100 KB bundle. Here is only what the page needs before asking the server — a
 * plausibility check, so an obviously short number is pointed out at once, and the digits of a
 * look-up — while the server's answer (a 400 with PHONE_ERRORS' words) stays the final one.
 */
import { maskPhoneTyping, PHONE_EXAMPLE, phoneDigits } from '../format/format';

export const PHONE_ERRORS = {
  required: `Informe o telefone com DDD, ex.: ${PHONE_EXAMPLE}.`,
  invalid: `Telefone inválido: informe o DDD e o número, ex.: ${PHONE_EXAMPLE}.`,
  oldMobile: `Celular com 8 dígitos: acrescente o 9 na frente, ex.: ${PHONE_EXAMPLE}.`,
} as const;

/** '(11) 99999-8888' -> '5511999998888'; '+1 415 555 2671' -> '14155552671'. */
export function draftPhoneDigits(typed: string): string {
  const masked = maskPhoneTyping(typed);
  if (masked.startsWith('+')) return phoneDigits(masked);
  const digits = phoneDigits(masked);
  return digits ? `55${digits}` : '';
}

/** Too short or too long to be anyone's phone, before the server has its say. */
export function draftPhoneIssue(typed: string): string | null {
  if (phoneDigits(typed) === '') return PHONE_ERRORS.required;
  const digits = draftPhoneDigits(typed);
  return digits.length >= 12 && digits.length <= 15 ? null : PHONE_ERRORS.invalid;
}
