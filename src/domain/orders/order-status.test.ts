import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-number';
import {
  allowedTransitions,
  canTransition,
  DELIVERY_TYPES,
  isActiveOrder,
  ORDER_STATUSES,
  orderStatusLabel,
  orderStatusRank,
} from './order-status';

describe('statuses', () => {
  it.each([
    ['pending', 1, 'Aguardando confirmação'],
    ['confirmed', 2, 'Pedido confirmado'],
    ['preparing', 3, 'Preparando seu pedido'],
    ['ready', 4, 'Pedido pronto'],
    ['out_for_delivery', 5, 'Saiu para entrega'],
    ['delivered', 6, 'Pedido entregue'],
    ['cancelled', 0, 'Pedido cancelado'],
  ] as const)('%s has rank %s and label %s', (status, rank, label) => {
    expect(orderStatusRank(status)).toBe(rank);
    expect(orderStatusLabel(status)).toBe(label);
  });

  it('is active unless delivered or cancelled', () => {
    expect(ORDER_STATUSES.filter(isActiveOrder)).toEqual([
      'pending',
      'confirmed',
      'preparing',
      'ready',
      'out_for_delivery',
    ]);
  });
});

/** Every allowed pair, written out; any pair not listed must be refused. */
const ALLOWED = {
  pickup: [
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['confirmed', 'preparing'],
    ['preparing', 'ready'],
    ['ready', 'delivered'],
    ['confirmed', 'cancelled'],
    ['preparing', 'cancelled'],
    ['ready', 'cancelled'],
  ],
  delivery: [
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['confirmed', 'preparing'],
    ['preparing', 'ready'],
    ['ready', 'out_for_delivery'],
    ['out_for_delivery', 'delivered'],
    ['confirmed', 'cancelled'],
    ['preparing', 'cancelled'],
    ['ready', 'cancelled'],
    ['out_for_delivery', 'cancelled'],
  ],
  table: [
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['confirmed', 'preparing'],
    ['preparing', 'ready'],
    ['ready', 'delivered'],
    ['confirmed', 'cancelled'],
    ['preparing', 'cancelled'],
    ['ready', 'cancelled'],
  ],
} as const;

describe('transition table', () => {
  for (const type of DELIVERY_TYPES) {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const allowed = ALLOWED[type].some(([a, b]) => a === from && b === to);
        it(`${type}: ${from} -> ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
          expect(canTransition(type, from, to)).toBe(allowed);
        });
      }
    }
  }

  it.each([
    ['pickup', 'pending', 'confirmed', 30],
    ['delivery', 'pending', 'confirmed', 30],
    ['table', 'confirmed', 'preparing', 20],
    ['table', 'pending', 'confirmed', undefined],
  ] as const)('%s %s -> %s sends estimatedTime %s', (type, from, to, minutes) => {
    expect(allowedTransitions(type, from).find((t) => t.to === to)?.estimatedTime).toBe(minutes);
  });
});

describe('orderNumber', () => {
  it.each([
    ['3f2a9c1e-0b7d-4c55-9a61-12ab34cd56ef', 'CD56EF'],
    ['abc', 'ABC'],
  ])('%s -> %s', (id, number) => {
    expect(orderNumber(id)).toBe(number);
  });
});
