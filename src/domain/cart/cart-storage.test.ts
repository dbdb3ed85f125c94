import { describe, expect, it } from 'vitest';
import { addToCart, EMPTY_CART } from './cart';
import { CorruptCartError, parseStoredCart } from './cart-storage';

const stored = addToCart(
  { ...EMPTY_CART, deliveryType: 'table', tableNumber: '4' },
  {
    menuItem: { id: 'm1', restaurantId: 'r1', name: 'Pizza', price: '40.00' },
    quantity: 2,
    notes: 'sem cebola',
    options: [{ groupId: 'g', groupName: 'Tamanho', optionId: 'o', name: 'Grande', price: '15.00' }],
    unitPrice: '55.00',
  },
  5,
);

describe('parseStoredCart', () => {
  it('reads back what was stored', () => {
    expect(parseStoredCart(JSON.stringify(stored))).toEqual(stored);
  });

  it('treats nothing stored as no cart', () => {
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart('')).toBeNull();
  });

  it('fills missing customer fields and an unknown delivery type with defaults', () => {
    const cart = parseStoredCart(
      JSON.stringify({ items: [], deliveryType: 'drone', customerInfo: { name: 'Ana' } }),
    );
    expect(cart).toMatchObject({ deliveryType: 'pickup', customerInfo: { name: 'Ana', phone: '' } });
  });

  it.each([
    ['not JSON', '{items:'],
    ['not an object', '42'],
    ['items missing', '{}'],
    ['a line with a negative quantity', JSON.stringify({ items: [{ ...stored.items[0], quantity: -1 }] })],
    [
      'a line with a price that is not money',
      JSON.stringify({ items: [{ ...stored.items[0], unitPrice: 'abc' }] }),
    ],
    ['a line without its menu item', JSON.stringify({ items: [{ ...stored.items[0], menuItem: null }] })],
  ])('refuses %s', (_label, raw) => {
    expect(() => parseStoredCart(raw)).toThrow(CorruptCartError);
    expect(() => parseStoredCart(raw)).toThrow('Erro ao carregar carrinho');
  });
});
