/**
 * The diner's phone, remembered on this device once typed at checkout (PRODUCT.md), so the menu's
 * points bar can show the diner's own points. It outlives the cart, which is cleared after an order.
 */
import { createLocalStore, useLocalStore } from '../../lib/local-store';

export const DINER_PHONE_KEY = 'comanda:diner-phone';

export const dinerPhoneStore = createLocalStore<string>(
  DINER_PHONE_KEY,
  (raw) => (raw && /^[\d+()\s-]{8,30}$/.test(raw) ? raw : ''),
  (phone) => phone,
  '',
);

export function useDinerPhone(): string {
  return useLocalStore(dinerPhoneStore);
}

export function rememberDinerPhone(phone: string): void {
  const trimmed = phone.trim();
  if (trimmed) dinerPhoneStore.set(trimmed);
}
