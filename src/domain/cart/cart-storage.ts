/**
 * Reading the cart back from the browser's storage. Whatever is stored may be old, edited or
 * corrupt: anything that is not a well-formed cart is refused (the caller logs 'Erro ao carregar
 * carrinho' and starts empty), and lines are checked one by one. No zod here on purpose: this runs
 * in the menu page's small bundle.
 */
import { DELIVERY_TYPES, type DeliveryType } from '../orders/order-status';
import { type Cart, type CartItem, type CartOption, type EMPTY_CUSTOMER, MAX_LINE_QUANTITY } from './cart';

export class CorruptCartError extends Error {
  constructor() {
    super('Erro ao carregar carrinho');
    this.name = 'CorruptCartError';
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): value is string => typeof value === 'string';
const decimal = (value: unknown): value is string => text(value) && /^\d{1,8}(\.\d{1,2})?$/.test(value);

function isOption(value: unknown): value is CartOption {
  return (
    isObject(value) &&
    text(value.groupId) &&
    text(value.groupName) &&
    text(value.optionId) &&
    text(value.name) &&
    decimal(value.price)
  );
}

function isLine(value: unknown): value is CartItem {
  if (!isObject(value) || !isObject(value.menuItem)) return false;
  const { menuItem, quantity } = value;
  return (
    text(value.id) &&
    text(menuItem.id) &&
    text(menuItem.restaurantId) &&
    text(menuItem.name) &&
    decimal(menuItem.price) &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= MAX_LINE_QUANTITY &&
    text(value.notes) &&
    Array.isArray(value.options) &&
    value.options.every(isOption) &&
    decimal(value.unitPrice)
  );
}

/** The stored cart, or null when nothing is stored; throws CorruptCartError for a bad value. */
export function parseStoredCart(raw: string | null): Cart | null {
  if (raw === null || raw === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new CorruptCartError();
  }
  if (!isObject(value) || !Array.isArray(value.items) || !value.items.every(isLine)) {
    throw new CorruptCartError();
  }
  const deliveryType = DELIVERY_TYPES.includes(value.deliveryType as DeliveryType)
    ? (value.deliveryType as DeliveryType)
    : 'pickup';
  const info = isObject(value.customerInfo) ? value.customerInfo : {};
  const field = (key: keyof typeof EMPTY_CUSTOMER) => (text(info[key]) ? (info[key] as string) : '');
  return {
    items: value.items,
    deliveryType,
    customerInfo: {
      name: field('name'),
      phone: field('phone'),
      address: field('address'),
      neighborhood: field('neighborhood'),
      notes: field('notes'),
    },
    restaurantId: text(value.restaurantId) ? value.restaurantId : null,
    tableNumber: text(value.tableNumber) ? value.tableNumber : null,
  };
}
