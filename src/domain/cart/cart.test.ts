import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type Cart,
  type CartMenuItem,
  type CartOption,
  cartCount,
  cartSubtotalCents,
  clearCart,
  EMPTY_CART,
  removeLine,
  setCustomerInfo,
  setDeliveryType,
  setLineNotes,
  setLineQuantity,
  setRestaurant,
  setTableNumber,
} from './cart';

const pizza: CartMenuItem = { id: 'pizza', restaurantId: 'r1', name: 'Pizza', price: '40.00' };
const soda: CartMenuItem = { id: 'soda', restaurantId: 'r1', name: 'Refrigerante', price: '7.00' };
const burger: CartMenuItem = { id: 'burger', restaurantId: 'r2', name: 'Burger', price: '30.00' };
const large: CartOption = {
  groupId: 'size',
  groupName: 'Tamanho',
  optionId: 'g',
  name: 'Grande',
  price: '15.00',
};
const bacon: CartOption = {
  groupId: 'x',
  groupName: 'Adicionais',
  optionId: 'bacon',
  name: 'Bacon',
  price: '5.00',
};

const add = (
  cart: Cart,
  menuItem: CartMenuItem,
  extra: Partial<Parameters<typeof addToCart>[1]> = {},
  now = 1,
) => addToCart(cart, { menuItem, quantity: 1, unitPrice: menuItem.price, ...extra }, now);

describe('adding to the cart', () => {
  it('starts the cart for the item’s restaurant', () => {
    const cart = add(EMPTY_CART, pizza);
    expect(cart.restaurantId).toBe('r1');
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: 'pizza-1', quantity: 1, notes: '', options: [] });
  });

  it.each([
    ['same item, no options, same notes', {}, {}, 1],
    [
      'same options in another order and same notes',
      { options: [large, bacon] },
      { options: [bacon, large] },
      1,
    ],
    ['notes that differ only by spaces', { notes: 'sem cebola' }, { notes: '  sem cebola ' }, 1],
    ['different notes', { notes: 'sem cebola' }, { notes: 'bem passada' }, 2],
    ['different options', { options: [large] }, { options: [large, bacon] }, 2],
    ['options against none', { options: [large] }, {}, 2],
  ])('%s -> %s line(s)', (_label, first, second, lines) => {
    const cart = add(add(EMPTY_CART, pizza, first, 1), pizza, second, 2);
    expect(cart.items).toHaveLength(lines);
    expect(cartCount(cart)).toBe(2);
  });

  it('merges quantities and keeps the newest unit price', () => {
    let cart = add(EMPTY_CART, pizza, { quantity: 2, options: [large], unitPrice: '55.00' });
    cart = add(cart, pizza, { quantity: 3, options: [large], unitPrice: '56.00' });
    expect(cart.items).toEqual([expect.objectContaining({ quantity: 5, unitPrice: '56.00' })]);
  });

  it('replaces the whole cart with an item of another restaurant, keeping who the diner is', () => {
    let cart = add(add(EMPTY_CART, pizza), soda);
    cart = setCustomerInfo(setTableNumber(setDeliveryType(cart, 'table'), '7'), { name: 'Ana' });
    cart = add(cart, burger);
    expect(cart.restaurantId).toBe('r2');
    expect(cart.items.map((item) => item.menuItem.id)).toEqual(['burger']);
    expect(cart.customerInfo.name).toBe('Ana');
    expect(cart).toMatchObject({ deliveryType: 'pickup', tableNumber: null });
  });

  it('ignores a quantity below 1 and caps a line at 99', () => {
    expect(add(EMPTY_CART, pizza, { quantity: 0 })).toBe(EMPTY_CART);
    expect(add(EMPTY_CART, pizza, { quantity: 150 }).items[0]?.quantity).toBe(99);
  });
});

describe('changing lines', () => {
  const cart = add(add(EMPTY_CART, pizza, { quantity: 2 }), soda, {}, 2);

  it.each([
    [3, 3],
    [0, null],
    [-1, null],
  ])('setting quantity %s leaves %s', (quantity, expected) => {
    const next = setLineQuantity(cart, 'pizza-1', quantity);
    expect(next.items.find((item) => item.id === 'pizza-1')?.quantity ?? null).toBe(expected);
  });

  it('removes a line and updates its notes', () => {
    expect(removeLine(cart, 'soda-2').items.map((item) => item.id)).toEqual(['pizza-1']);
    expect(setLineNotes(cart, 'soda-2', 'com gelo').items[1]?.notes).toBe('com gelo');
  });

  it('totals in cents: 2 x 40,00 + 7,00', () => {
    expect(cartSubtotalCents(cart)).toBe(8700);
    expect(cartCount(cart)).toBe(3);
  });
});

describe('the rest of the cart', () => {
  it('updates delivery type, table, customer info and restaurant', () => {
    let cart = setDeliveryType(EMPTY_CART, 'delivery');
    cart = setCustomerInfo(cart, { address: 'Rua A, 1' });
    cart = setCustomerInfo(cart, { phone: '11999998888' });
    expect(cart).toMatchObject({
      deliveryType: 'delivery',
      customerInfo: { address: 'Rua A, 1', phone: '11999998888', name: '' },
    });
    expect(setRestaurant(add(EMPTY_CART, pizza), 'r1').items).toHaveLength(1);
    expect(setRestaurant(add(EMPTY_CART, pizza), 'r2')).toMatchObject({ restaurantId: 'r2', items: [] });
  });

  it('clears to empty, pickup, blank customer info and no restaurant', () => {
    expect(clearCart()).toEqual({
      items: [],
      deliveryType: 'pickup',
      customerInfo: { name: '', phone: '', address: '', neighborhood: '', notes: '' },
      restaurantId: null,
      tableNumber: null,
    });
  });
});
