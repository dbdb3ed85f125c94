/** The cart's public face for the pages and features that compose it. */

export { CART_STORAGE_KEY, cartActions, cartStore, useCart, useCartFor } from './cart-store';
export { CartSheet, type CartStep } from './components/cart-sheet';
export { DINER_PHONE_KEY, dinerPhoneStore, rememberDinerPhone, useDinerPhone } from './diner-phone';
export { brl } from './money';
export { tableCodeStore, useTableCode } from './table-code';
