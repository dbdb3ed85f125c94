import { describe, expect, it } from 'vitest';
import { type PricedGroup, priceItem } from './pricing';

const size: PricedGroup = {
  id: 'size',
  name: 'Tamanho',
  kind: 'standard',
  isRequired: true,
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 'p', name: 'Pequena', priceCents: 0 },
    { id: 'g', name: 'Grande', priceCents: 1500 },
  ],
};
const extras: PricedGroup = {
  id: 'extras',
  name: 'Adicionais',
  kind: 'standard',
  isRequired: false,
  minChoices: 0,
  maxChoices: 3,
  options: [
    { id: 'bacon', name: 'Bacon', priceCents: 500 },
    { id: 'ovo', name: 'Ovo', priceCents: 300 },
    { id: 'cheddar', name: 'Cheddar', priceCents: 400, isSoldOut: true },
  ],
};
const flavors: PricedGroup = {
  id: 'flavors',
  name: 'Sabores',
  kind: 'flavors',
  isRequired: true,
  minChoices: 1,
  maxChoices: 2,
  options: [
    { id: 'mussarela', name: 'Muçarela', priceCents: 0 },
    { id: 'calabresa', name: 'Calabresa', priceCents: 500 },
    { id: 'camarao', name: 'Camarão', priceCents: 1999 },
  ],
};

describe('priceItem', () => {
  it.each([
    ['base + required size', [size], ['g'], 4490],
    ['base + size + two add-ons', [size, extras], ['p', 'bacon', 'ovo'], 3790],
    ['half-and-half at the dearer flavour', [flavors], ['mussarela', 'camarao'], 4989],
    ['a single flavour', [flavors], ['calabresa'], 3490],
  ])('%s', (_label, groups, selected, cents) => {
    const result = priceItem(2990, groups, selected);
    expect(result).toMatchObject({ ok: true, unitPriceCents: cents });
  });

  it.each([
    [['mussarela', 'camarao'], 3990],
    [['calabresa', 'camarao'], 4240],
  ])('half-and-half %j at the average costs %s', (selected, cents) => {
    expect(priceItem(2990, [flavors], selected, 'average')).toMatchObject({
      ok: true,
      unitPriceCents: cents,
    });
  });

  it('lists the chosen options with their group', () => {
    const result = priceItem(1000, [size, extras], ['g', 'bacon']);
    expect(result.ok && result.chosen).toEqual([
      { groupId: 'size', groupName: 'Tamanho', optionId: 'g', name: 'Grande', priceCents: 1500 },
      { groupId: 'extras', groupName: 'Adicionais', optionId: 'bacon', name: 'Bacon', priceCents: 500 },
    ]);
  });

  it.each([
    [[size], [], 'Escolha pelo menos 1 opção em "Tamanho".'],
    [[size], ['p', 'g'], 'Escolha no máximo 1 opção em "Tamanho".'],
    [[flavors], ['mussarela', 'calabresa', 'camarao'], 'Escolha no máximo 2 opções em "Sabores".'],
    [[size, extras], ['p', 'cheddar'], '"Cheddar" está esgotado.'],
    [[size], ['p', 'x'], 'Opção inválida para este item.'],
    [[size], ['p', 'p'], 'Opção repetida no item.'],
    [[{ ...extras, minChoices: 2 }], ['bacon'], 'Escolha pelo menos 2 opções em "Adicionais".'],
  ])('refuses %#: %s', (groups, selected, error) => {
    expect(priceItem(1000, groups, selected)).toEqual({ ok: false, error });
  });

  it('lets an optional group be skipped', () => {
    expect(priceItem(1000, [extras], [])).toMatchObject({ ok: true, unitPriceCents: 1000, chosen: [] });
  });
});

describe('a real pizza: size, half-and-half flavours and a stuffed crust together', () => {
  const crust: PricedGroup = {
    id: 'borda',
    name: 'Borda',
    kind: 'standard',
    isRequired: false,
    minChoices: 0,
    maxChoices: 1,
    options: [
      { id: 'catupiry', name: 'Catupiry', priceCents: 800 },
      { id: 'cheddar-borda', name: 'Cheddar', priceCents: 900 },
    ],
  };
  const groups = [size, flavors, crust];

  it.each([
    ['large, one flavour, no crust', ['g', 'mussarela'], 'highest', 4490],
    ['large, half calabresa half camarão, at the dearer', ['g', 'calabresa', 'camarao'], 'highest', 6489],
    ['large, half calabresa half camarão, at the average', ['g', 'calabresa', 'camarao'], 'average', 5740],
    [
      'small, half muçarela half calabresa, average, catupiry crust',
      ['p', 'mussarela', 'calabresa', 'catupiry'],
      'average',
      4040,
    ],
    ['average of 0 and 19,99 rounds half up to 10,00', ['p', 'mussarela', 'camarao'], 'average', 3990],
  ] as const)('%s', (_label, selected, rule, cents) => {
    expect(priceItem(2990, groups, selected, rule)).toMatchObject({ ok: true, unitPriceCents: cents });
  });

  it.each([
    [['mussarela'], 'Escolha pelo menos 1 opção em "Tamanho".'],
    [['g'], 'Escolha pelo menos 1 opção em "Sabores".'],
    [['g', 'mussarela', 'catupiry', 'cheddar-borda'], 'Escolha no máximo 1 opção em "Borda".'],
  ])('refuses %j', (selected, error) => {
    expect(priceItem(2990, groups, selected)).toEqual({ ok: false, error });
  });
});
