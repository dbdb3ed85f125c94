import { describe, expect, it } from 'vitest';
import { addToCart, EMPTY_CART } from './cart';
import { type MenuItemLike, previewUnitCents, priceMenuItem, repriceCart } from './item-pricing';

const burger: MenuItemLike = {
  id: 'burger',
  restaurantId: 'r1',
  name: 'X-Burger',
  price: '25.00',
  optionGroups: [
    {
      id: 'size',
      name: 'Tamanho',
      kind: 'standard',
      isRequired: true,
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: 'simples', name: 'Simples', price: '0.00' },
        { id: 'duplo', name: 'Duplo', price: '8.00' },
      ],
    },
    {
      id: 'extras',
      name: 'Adicionais',
      kind: 'standard',
      isRequired: false,
      minChoices: 0,
      maxChoices: 2,
      options: [
        { id: 'bacon', name: 'Bacon', price: '5.00' },
        { id: 'cheddar', name: 'Cheddar', price: '4.50', isSoldOut: true },
      ],
    },
  ],
};

describe('priceMenuItem', () => {
  it.each([
    [['simples'], '25.00'],
    [['duplo'], '33.00'],
    [['duplo', 'bacon'], '38.00'],
  ])('%j costs %s', (ids, price) => {
    expect(priceMenuItem(burger, ids)).toMatchObject({ ok: true, unitPrice: price });
  });

  it('returns the chosen options as cart options', () => {
    const result = priceMenuItem(burger, ['duplo', 'bacon']);
    expect(result.ok && result.options).toEqual([
      { groupId: 'size', groupName: 'Tamanho', optionId: 'duplo', name: 'Duplo', price: '8.00' },
      { groupId: 'extras', groupName: 'Adicionais', optionId: 'bacon', name: 'Bacon', price: '5.00' },
    ]);
  });

  it.each([
    [[], 'Escolha pelo menos 1 opção em "Tamanho".'],
    [['simples', 'cheddar'], '"Cheddar" está esgotado.'],
  ])('refuses %j', (ids, error) => {
    expect(priceMenuItem(burger, ids)).toEqual({ ok: false, error });
  });

  it('previews the price of an incomplete choice for the live subtotal', () => {
    expect(previewUnitCents(burger, [])).toBe(2500);
    expect(previewUnitCents(burger, ['bacon'])).toBe(3000);
    expect(previewUnitCents({ ...burger, optionGroups: [] }, [])).toBe(2500);
  });
});

describe('repriceCart', () => {
  const cart = addToCart(
    addToCart(
      EMPTY_CART,
      {
        menuItem: { id: 'burger', restaurantId: 'r1', name: 'X-Burger', price: '25.00' },
        quantity: 2,
        options: [{ groupId: 'size', groupName: 'Tamanho', optionId: 'duplo', name: 'Duplo', price: '8.00' }],
        unitPrice: '33.00',
      },
      1,
    ),
    {
      menuItem: { id: 'gone', restaurantId: 'r1', name: 'Suco', price: '9.00' },
      quantity: 1,
      unitPrice: '9.00',
    },
    2,
  );

  it('keeps unchanged prices as they are', () => {
    const result = repriceCart(cart, [
      burger,
      { id: 'gone', restaurantId: 'r1', name: 'Suco', price: '9.00' },
    ]);
    expect(result).toMatchObject({ changed: false, removed: [] });
    expect(result.cart.items).toEqual(cart.items);
  });

  it('takes the current prices and drops what can no longer be ordered', () => {
    const dearer = { ...burger, price: '27.00' };
    const result = repriceCart(cart, [dearer]);
    expect(result.changed).toBe(true);
    expect(result.removed).toEqual(['Suco']);
    expect(result.cart.items).toEqual([expect.objectContaining({ unitPrice: '35.00', quantity: 2 })]);
    expect(repriceCart(cart, [{ ...burger, isSoldOut: true }]).removed).toEqual(['X-Burger', 'Suco']);
  });
});
