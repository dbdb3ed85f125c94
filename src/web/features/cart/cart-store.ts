/**
 * The diner's cart, kept in localStorage (section 3) and changed only through the domain's rules.
 * A corrupt stored value logs 'Erro ao carregar carrinho' (section 8) and the cart starts empty.
 */
import {
  type AddToCartInput,
  addToCart,
  type Cart,
  type CustomerInfo,
  clearCart,
  EMPTY_CART,
  removeLine,
  setCustomerInfo,
  setDeliveryType,
  setLineNotes,
  setLineQuantity,
  setRestaurant,
  setTableNumber,
} from '../../../domain/cart/cart';
import { parseStoredCart } from '../../../domain/cart/cart-storage';
import type { DeliveryType } from '../../../domain/orders/order-status';
import { createLocalStore, useLocalStore } from '../../lib/local-store';

export const CART_STORAGE_KEY = 'comanda:cart';

function readCart(raw: string | null): Cart {
  try {
    return parseStoredCart(raw) ?? EMPTY_CART;
  } catch (error) {
    console.error('Erro ao carregar carrinho', error);
    return EMPTY_CART;
  }
}

export const cartStore = createLocalStore<Cart>(
  CART_STORAGE_KEY,
  readCart,
  (cart) => JSON.stringify(cart),
  EMPTY_CART,
);

export function useCart(): Cart {
  return useLocalStore(cartStore);
}

/** The cart as one restaurant's page sees it: another restaurant's items count as none. */
export function useCartFor(restaurantId: string): Cart {
  const cart = useCart();
  return cart.restaurantId === restaurantId ? cart : { ...cart, items: [] };
}

export const cartActions = {
  add: (input: AddToCartInput) => cartStore.update((cart) => addToCart(cart, input)),
  setQuantity: (lineId: string, quantity: number) =>
    cartStore.update((cart) => setLineQuantity(cart, lineId, quantity)),
  remove: (lineId: string) => cartStore.update((cart) => removeLine(cart, lineId)),
  setNotes: (lineId: string, notes: string) => cartStore.update((cart) => setLineNotes(cart, lineId, notes)),
  setDeliveryType: (type: DeliveryType) => cartStore.update((cart) => setDeliveryType(cart, type)),
  setTableNumber: (table: string | null) => cartStore.update((cart) => setTableNumber(cart, table)),
  setCustomerInfo: (info: Partial<CustomerInfo>) => cartStore.update((cart) => setCustomerInfo(cart, info)),
  /** Opens the cart at a restaurant; a table QR code (?mesa=N) makes it a table order. */
  startAt(restaurantId: string, table?: string | null) {
    cartStore.update((cart) => {
      const here = setRestaurant(cart, restaurantId);
      return table ? setTableNumber(setDeliveryType(here, 'table'), table) : here;
    });
  },
  replace: (cart: Cart) => cartStore.set(cart),
  clear: () => cartStore.set(clearCart()),
};
