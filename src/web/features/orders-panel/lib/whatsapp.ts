import { phoneDigits } from '../../../../domain/format/format';

/** A wa.me link to talk to the customer; Brazilian numbers typed without 55 get it. */
export function whatsappLink(phone: string): string {
  const digits = phoneDigits(phone);
  const withCountry = digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
  return `https://wa.me/${withCountry}`;
}
