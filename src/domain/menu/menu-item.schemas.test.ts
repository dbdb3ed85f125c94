import { describe, expect, it } from 'vitest';
import { menuItemPatchSchema, menuItemSchema, reorderSchema } from './menu-item.schemas';
import { parseMoneyInput } from './money-input';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('parseMoneyInput', () => {
  it.each([
    ['29,90', 2990],
    ['29.9', 2990],
    ['R$ 1.234,56', 123456],
    ['1.234.567,00', 123456700],
    [' 40 ', 4000],
    [29.9, 2990],
    [0.1, 10],
    ['abc', null],
    ['1,234', null],
    [29.999, null],
    [Number.NaN, null],
    [null, null],
  ])('%j -> %s', (input, cents) => {
    expect(parseMoneyInput(input)).toBe(cents);
  });
});

describe('menuItemSchema', () => {
  const valid = { name: 'Pizza Calabresa', price: '49,90' };

  it('accepts the minimum and fills the defaults', () => {
    expect(menuItemSchema.parse(valid)).toEqual({
      name: 'Pizza Calabresa',
      price: 4990,
      loyaltyPoints: 0,
      isActive: true,
      isSoldOut: false,
      optionGroupIds: [],
    });
  });

  it('strips fields the client may not set', () => {
    const parsed = menuItemSchema.parse({ ...valid, restaurantId: 'other', id: 'x', stockQuantity: 99 });
    expect(parsed).not.toHaveProperty('restaurantId');
    expect(parsed).not.toHaveProperty('stockQuantity');
  });

  it.each([
    [{ ...valid, name: '' }, 'Nome é obrigatório'],
    [{ ...valid, name: '   ' }, 'Nome é obrigatório'],
    [{ price: '10' }, 'Nome é obrigatório'],
    [{ ...valid, name: 'x'.repeat(121) }, 'O nome deve ter no máximo 120 caracteres'],
    [{ ...valid, price: '0' }, 'O preço deve ser maior que zero'],
    [{ ...valid, price: '-5' }, 'O preço deve ser maior que zero'],
    [{ ...valid, price: '100000' }, 'O preço deve ser menor que R$ 100.000,00'],
    [{ ...valid, price: 'R$ 100.000,00' }, 'O preço deve ser menor que R$ 100.000,00'],
    [{ ...valid, price: '' }, 'Informe o preço'],
    [{ name: 'X' }, 'Informe o preço'],
    [{ ...valid, price: 'dez reais' }, 'O preço deve ser um valor como 29,90'],
    [{ ...valid, description: 'x'.repeat(1001) }, 'A descrição deve ter no máximo 1.000 caracteres'],
    [{ ...valid, imageUrl: 'javascript:alert(1)' }, 'Endereço da imagem inválido'],
    [{ ...valid, imageUrl: '//evil.example/x.png' }, 'Endereço da imagem inválido'],
    [{ ...valid, loyaltyPoints: -1 }, 'Os pontos não podem ser negativos'],
    [{ ...valid, loyaltyPoints: 1.5 }, 'Os pontos devem ser um número inteiro'],
    [{ ...valid, optionGroupIds: ['a', 'a'] }, 'A lista tem itens repetidos'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstError(menuItemSchema.safeParse(input))).toBe(message);
  });

  it.each([
    ['99999,99', 9999999],
    ['0,01', 1],
  ])('accepts the price bounds %s', (price, cents) => {
    expect(menuItemSchema.parse({ ...valid, price }).price).toBe(cents);
  });

  it('keeps exactly 1000 characters of description and 120 of name', () => {
    const parsed = menuItemSchema.parse({ name: 'n'.repeat(120), price: 1, description: 'd'.repeat(1000) });
    expect(parsed.description).toHaveLength(1000);
    expect(parsed.name).toHaveLength(120);
  });

  it.each([
    ['', null],
    [null, null],
    ['  Pizzas  ', 'Pizzas'],
  ])('category %j becomes %j', (category, expected) => {
    expect(menuItemSchema.parse({ ...valid, category }).category).toBe(expected);
  });

  it.each(['/api/uploads/abc.webp', 'https://cdn.exemplo.com.br/pizza.jpg'])(
    'accepts the image %s',
    (url) => {
      expect(menuItemSchema.parse({ ...valid, imageUrl: url }).imageUrl).toBe(url);
    },
  );
});

describe('menuItemPatchSchema', () => {
  it('leaves absent fields alone and applies no defaults', () => {
    expect(menuItemPatchSchema.parse({ isSoldOut: true })).toEqual({ isSoldOut: true });
  });

  it('validates what is sent', () => {
    expect(firstError(menuItemPatchSchema.safeParse({ price: 0 }))).toBe('O preço deve ser maior que zero');
  });
});

describe('reorderSchema', () => {
  it.each([
    [{ ids: [] }, 'Informe a nova ordem'],
    [{ ids: ['a', 'b', 'a'] }, 'A lista tem itens repetidos'],
  ])('refuses %j', (input, message) => {
    expect(firstError(reorderSchema.safeParse(input))).toBe(message);
  });
});
