import { describe, expect, it } from 'vitest';
import type { CounterMenuItem } from '../api/get-menu';
import type { PanelOrder } from '../types';
import { buildCounterLine, linesSubtotalCents } from './counter-cart';
import { elapsedLabel } from './elapsed';
import { applyToActiveList, isNewOrder } from './order-cache';
import { whatsappLink } from './whatsapp';

const order = (id: string, overrides: Partial<PanelOrder> = {}) =>
  ({
    id,
    status: 'pending',
    changeSeq: 1,
    createdAt: '2024-05-15T12:00:00.000Z',
    ...overrides,
  }) as PanelOrder;

describe('applyToActiveList', () => {
  it('adds a new order at the top and updates a known one', () => {
    const list = [order('a', { createdAt: '2024-05-15T11:00:00.000Z' })];
    const added = applyToActiveList(list, order('b'));
    expect(added.map((o) => o.id)).toEqual(['b', 'a']);
    const updated = applyToActiveList(
      added,
      order('a', { status: 'confirmed', changeSeq: 5, createdAt: '2024-05-15T11:00:00.000Z' }),
    );
    expect(updated.find((o) => o.id === 'a')?.status).toBe('confirmed');
  });

  it("keeps the list's Mercado Pago PIX when an event brings the order's row", () => {
    const list = [order('a', { pixStatus: 'pending', pixExpiresAt: '2024-05-15T12:30:00.000Z' })];
    const [updated] = applyToActiveList(list, order('a', { status: 'confirmed', changeSeq: 2 }));
    expect(updated).toMatchObject({
      status: 'confirmed',
      pixStatus: 'pending',
      pixExpiresAt: '2024-05-15T12:30:00.000Z',
    });
  });

  it('never lets an older state replace a newer one (a replayed event)', () => {
    const list = [order('a', { status: 'preparing', changeSeq: 9 })];
    expect(applyToActiveList(list, order('a', { status: 'confirmed', changeSeq: 7 }))[0]?.status).toBe(
      'preparing',
    );
  });

  it('drops an order once it is delivered or cancelled', () => {
    const list = [order('a'), order('b')];
    expect(
      applyToActiveList(list, order('a', { status: 'cancelled', changeSeq: 2 })).map((o) => o.id),
    ).toEqual(['b']);
  });

  it('calls a pending order new only when the list has not seen it', () => {
    expect(isNewOrder([order('a')], order('a'))).toBe(false);
    expect(isNewOrder([order('a')], order('b'))).toBe(true);
    expect(isNewOrder([], order('b', { status: 'confirmed' }))).toBe(false);
  });
});

describe('elapsedLabel', () => {
  const now = new Date('2024-05-15T12:00:00.000Z');
  it.each([
    ['2024-05-15T11:59:40.000Z', 'agora'],
    ['2024-05-15T11:55:00.000Z', 'há 5 min'],
    ['2024-05-15T11:00:00.000Z', 'há 1 h'],
    ['2024-05-15T10:40:00.000Z', 'há 1 h 20 min'],
    ['2024-05-14T11:00:00.000Z', 'há 1 dia'],
    ['2024-05-12T11:00:00.000Z', 'há 3 dias'],
  ])('%s -> %s', (since, label) => {
    expect(elapsedLabel(since, now)).toBe(label);
  });
});

describe('whatsappLink', () => {
  it.each([
    ['5511999998888', 'https://wa.me/5511999998888'],
    ['(11) 99999-8888', 'https://wa.me/5511999998888'],
  ])('%s -> %s', (phone, link) => {
    expect(whatsappLink(phone)).toBe(link);
  });
});

describe('counter order lines', () => {
  const pizza: CounterMenuItem = {
    id: 'pizza',
    name: 'Pizza',
    price: '40.00',
    category: 'Pizzas',
    isActive: true,
    isSoldOut: false,
    optionGroups: [
      {
        id: 'size',
        name: 'Tamanho',
        kind: 'standard',
        isRequired: true,
        minChoices: 1,
        maxChoices: 1,
        options: [
          { id: 'm', name: 'Média', price: '0.00' },
          { id: 'g', name: 'Grande', price: '15.00' },
        ],
      },
    ],
  };

  it('prices a line with the domain rule and sums the lines', () => {
    const result = buildCounterLine(pizza, { quantity: 2, notes: ' sem cebola ', optionIds: ['g'] });
    if (!('line' in result)) throw new Error(result.error);
    expect(result.line).toMatchObject({ unitCents: 5500, notes: 'sem cebola', optionNames: ['Grande'] });
    expect(linesSubtotalCents([result.line])).toBe(11_000);
  });

  it('refuses a missing required option and a quantity out of range', () => {
    expect(buildCounterLine(pizza, { quantity: 1, notes: '', optionIds: [] })).toEqual({
      error: 'Escolha pelo menos 1 opção em "Tamanho".',
    });
    expect(buildCounterLine(pizza, { quantity: 0, notes: '', optionIds: ['m'] })).toEqual({
      error: 'A quantidade deve ser de 1 a 99.',
    });
  });
});
