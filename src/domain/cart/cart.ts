/**
 * The diner's cart (section 4 of the specification, with options). One home for its rules so the
 * menu page, the cart panel and their tests cannot drift apart:
 * - adding an item of another restaurant replaces the whole cart with that item;
 * - the same item with the same options and the same notes merges into one line;
 * - a quantity of 0 or less removes the line; clearing resets everything.
 * Pure functions: each returns a new cart and never mutates its input.
 */
import type { Cents } from '../money/money';
import { multiplyCents, parseCents, sumCents } from '../money/money';
import type { DeliveryType } from '../orders/order-status';

export const MAX_LINE_QUANTITY = 99;

export interface CartMenuItem {
  id: string;
  restaurantId: string;
  name: string;
  /** The item's base price as the API sends it ("29.90"). */
  price: string;
  imageUrl?: string | null;
  loyaltyPoints?: number;
}

export interface CartOption {
  groupId: string;
  groupName: string;
  optionId: string;
  name: string;
  price: string;
}

export interface CartItem {
  /** The menu item id plus a timestamp, unique per line. */
  id: string;
  menuItem: CartMenuItem;
  quantity: number;
  notes: string;
  options: CartOption[];
  /** Base price plus options, as priced by the domain's priceItem ("34.90"). */
  unitPrice: string;
}

export interface CustomerInfo {
  name: string;
  phone: string;
  address: string;
  neighborhood: string;
  notes: string;
}

export interface Cart {
  items: CartItem[];
  deliveryType: DeliveryType;
  customerInfo: CustomerInfo;
  restaurantId: string | null;
  tableNumber?: string | null;
}

export const EMPTY_CUSTOMER: CustomerInfo = { name: '', phone: '', address: '', neighborhood: '', notes: '' };

export const EMPTY_CART: Cart = {
  items: [],
  deliveryType: 'pickup',
  customerInfo: EMPTY_CUSTOMER,
  restaurantId: null,
  tableNumber: null,
};

/** A table or delivery choice belongs to one restaurant's visit. */
const FRESH_ORDER_TYPE = { deliveryType: 'pickup', tableNumber: null } as const;

export interface AddToCartInput {
  menuItem: CartMenuItem;
  quantity: number;
  notes?: string;
  options?: CartOption[];
  unitPrice: string;
}

/** Lines merge when item, options (in any order) and trimmed notes are the same. */
export function sameLine(a: Pick<CartItem, 'menuItem' | 'options' | 'notes'>, b: typeof a): boolean {
  const ids = (line: typeof a) =>
    line.options
      .map((option) => option.optionId)
      .sort()
      .join(',');
  return a.menuItem.id === b.menuItem.id && ids(a) === ids(b) && a.notes.trim() === b.notes.trim();
}

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));

export function addToCart(cart: Cart, input: AddToCartInput, now: number = Date.now()): Cart {
  if (input.quantity < 1) return cart;
  const line: CartItem = {
    id: `${input.menuItem.id}-${now}`,
    menuItem: input.menuItem,
    quantity: clampQuantity(input.quantity),
    notes: (input.notes ?? '').trim(),
    options: input.options ?? [],
    unitPrice: input.unitPrice,
  };
  if (cart.restaurantId !== input.menuItem.restaurantId) {
    // Another restaurant: the cart keeps only this item (and who the diner is).
    return { ...cart, restaurantId: input.menuItem.restaurantId, items: [line], ...FRESH_ORDER_TYPE };
  }
  const existing = cart.items.find((item) => sameLine(item, line));
  if (!existing) return { ...cart, items: [...cart.items, line] };
  return {
    ...cart,
    items: cart.items.map((item) =>
      item === existing
        ? { ...item, quantity: clampQuantity(item.quantity + line.quantity), unitPrice: line.unitPrice }
        : item,
    ),
  };
}

export function setLineQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  if (quantity <= 0) return removeLine(cart, lineId);
  return {
    ...cart,
    items: cart.items.map((item) =>
      item.id === lineId ? { ...item, quantity: clampQuantity(quantity) } : item,
    ),
  };
}

export function removeLine(cart: Cart, lineId: string): Cart {
  return { ...cart, items: cart.items.filter((item) => item.id !== lineId) };
}

export function setLineNotes(cart: Cart, lineId: string, notes: string): Cart {
  return { ...cart, items: cart.items.map((item) => (item.id === lineId ? { ...item, notes } : item)) };
}

export function setDeliveryType(cart: Cart, deliveryType: DeliveryType): Cart {
  return { ...cart, deliveryType };
}

export function setTableNumber(cart: Cart, tableNumber: string | null): Cart {
  return { ...cart, tableNumber };
}

export function setCustomerInfo(cart: Cart, info: Partial<CustomerInfo>): Cart {
  return { ...cart, customerInfo: { ...cart.customerInfo, ...info } };
}

/** Points the cart at a restaurant; another restaurant's items leave with the old one. */
export function setRestaurant(cart: Cart, restaurantId: string | null): Cart {
  if (cart.restaurantId === restaurantId) return cart;
  return { ...cart, restaurantId, items: [], ...FRESH_ORDER_TYPE };
}

export function clearCart(): Cart {
  return EMPTY_CART;
}

export function lineTotalCents(item: Pick<CartItem, 'unitPrice' | 'quantity'>): Cents {
  return multiplyCents(parseCents(item.unitPrice) ?? 0, item.quantity);
}

export function cartSubtotalCents(cart: Pick<Cart, 'items'>): Cents {
  return sumCents(cart.items.map(lineTotalCents));
}

export function cartCount(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce((count, item) => count + item.quantity, 0);
}
