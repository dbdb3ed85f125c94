import { describe, expect, it } from 'vitest';
import { parseOrderLines } from './order-lines';
import { toTrackingOrder } from './tracking-order';

describe('parseOrderLines', () => {
  it('reads the stored lines with their options', () => {
    const text = JSON.stringify([
      {
        id: 'item-1',
        name: 'Pizza',
        price: '59.9',
        quantity: 2,
        notes: 'sem cebola',
        subtotal: '119.80',
        options: [{ groupName: 'Borda', name: 'Catupiry', price: '5' }],
      },
    ]);
    expect(parseOrderLines(text)).toEqual([
      {
        id: 'item-1',
        name: 'Pizza',
        price: '59.90',
        quantity: 2,
        notes: 'sem cebola',
        subtotal: '119.80',
        options: [{ groupName: 'Borda', name: 'Catupiry', price: '5.00' }],
      },
    ]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"name":"x"}'],
    ['lines without a name', '[{"quantity":1}]'],
  ])('yields no lines for %s', (_case, text) => {
    expect(parseOrderLines(text)).toEqual([]);
  });

  it('accepts the specification shape without options, computing a missing subtotal', () => {
    const [line] = parseOrderLines('[{"id":"a","name":"Suco","price":"7.50","quantity":3,"notes":""}]');
    expect(line).toMatchObject({ notes: null, options: [], subtotal: '22.50' });
  });
});

describe('toTrackingOrder', () => {
  it('keeps what the diner needs, with the order number and the status label', () => {
    const created = new Date('2024-05-15T17:30:00.000Z');
    const tracked = toTrackingOrder({
      id: '3f2a9c1e-0b7d-4c55-9a61-12ab34cd56ef',
      restaurantId: 'r1',
      restaurantName: 'Cantina',
      status: 'preparing',
      deliveryType: 'delivery',
      tableNumber: null,
      items:
        '[{"id":"a","name":"Suco","price":"7.50","quantity":1,"subtotal":"7.50","notes":"sem gelo, sou alérgica"}]',
      subtotal: '7.5',
      deliveryFee: '5',
      discountApplied: '0',
      total: '12.5',
      estimatedTime: 30,
      cancellationReason: null,
      paymentMethod: 'pix',
      cardType: null,
      changeFor: null,
      paidAt: created,
      createdAt: created,
      confirmedAt: created,
      readyAt: null,
      deliveredAt: null,
      cancelledAt: null,
    });
    expect(tracked).toMatchObject({
      orderNumber: 'CD56EF',
      statusLabel: 'Preparando seu pedido',
      total: '12.50',
      deliveryFee: '5.00',
      items: [{ name: 'Suco', quantity: 1, options: [], subtotal: '7.50' }],
      confirmedAt: created.toISOString(),
      paymentMethod: 'pix',
      paidAt: created.toISOString(),
    });
    expect(Object.keys(tracked)).not.toContain('deliveryAddress');
    expect(Object.keys(tracked)).not.toContain('customerPhone');
    // An item's note can be health data, and whoever types the phone sees this (issue 32, item 18).
    expect(Object.keys(tracked.items[0] ?? {})).not.toContain('notes');
    expect(JSON.stringify(tracked)).not.toContain('alérgica');
  });
});
