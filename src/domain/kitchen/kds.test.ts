import { describe, expect, it } from 'vitest';
import {
  allDayCounts,
  elapsedMinutes,
  everyTicketBumped,
  kitchenLine,
  kitchenProgress,
  pathTo,
  ticketServiceLabel,
  ticketSourceLabel,
  ticketUrgency,
  waitedLabel,
} from './kds';

describe('a ticket’s time and colour', () => {
  const arrived = new Date('2026-11-28T12:00:00Z');
  it('counts whole minutes, never negative', () => {
    expect(elapsedMinutes(arrived, new Date('2026-11-28T12:09:59Z'))).toBe(9);
    expect(elapsedMinutes(arrived.toISOString(), Date.parse('2026-11-28T12:10:00Z'))).toBe(10);
    expect(elapsedMinutes(arrived, new Date('2026-11-28T11:59:00Z'))).toBe(0);
  });
  it('turns amber at the warning and red at the late minutes', () => {
    expect(ticketUrgency(9, 10, 20)).toBe('normal');
    expect(ticketUrgency(10, 10, 20)).toBe('atencao');
    expect(ticketUrgency(19, 10, 20)).toBe('atencao');
    expect(ticketUrgency(20, 10, 20)).toBe('atrasado');
  });
  it('reads as a Brazilian kitchen says it', () => {
    expect(waitedLabel(0)).toBe('agora');
    expect(waitedLabel(12)).toBe('há 12 min');
    expect(waitedLabel(65)).toBe('há 1 h 05 min');
  });
});

describe('a line as the kitchen reads it', () => {
  it('puts half-and-half flavours each on a line, groups the other choices and flags an allergy', () => {
    expect(
      kitchenLine({
        quantity: 1,
        name: 'Pizza grande',
        notes: ' Alergia a camarão ',
        options: [
          { groupName: 'Sabores', name: 'Calabresa' },
          { groupName: 'Sabores', name: 'Mussarela' },
          { groupName: 'Borda', name: 'Catupiry' },
          { groupName: 'Com ou sem gás?', name: 'Sem gás' },
        ],
      }),
    ).toEqual({
      quantity: 1,
      name: 'Pizza grande',
      flavours: ['1/2 Calabresa', '1/2 Mussarela'],
      options: ['Borda: Catupiry', 'Sem gás'],
      notes: 'Alergia a camarão',
      allergy: true,
    });
  });
  it('keeps a single flavour whole and a plain note unflagged', () => {
    const line = kitchenLine({
      quantity: 2,
      name: 'Pizza',
      notes: 'bem assada',
      options: [{ groupName: 'Escolha o sabor', name: 'Portuguesa' }],
    });
    expect(line.flavours).toEqual(['Portuguesa']);
    expect(line.allergy).toBe(false);
    expect(kitchenLine({ quantity: 1, name: 'X', notes: '  ', options: [] }).notes).toBeNull();
  });
});

describe('all day', () => {
  it('sums what is still to make across open tickets, most first', () => {
    expect(
      allDayCounts([
        {
          items: [
            { name: 'X-Burger', quantity: 2, done: false },
            { name: 'Batata', quantity: 1, done: true },
          ],
        },
        {
          items: [
            { name: 'Batata', quantity: 3, done: false },
            { name: 'X-Burger', quantity: 1, done: false },
            { name: 'Açaí', quantity: 1, done: false },
          ],
        },
      ]),
    ).toEqual([
      { name: 'Batata', quantity: 3 },
      { name: 'X-Burger', quantity: 3 },
      { name: 'Açaí', quantity: 1 },
    ]);
    expect(allDayCounts([])).toEqual([]);
  });
});

describe('when the kitchen moves an order', () => {
  it('is ready only when every ticket is bumped', () => {
    expect(everyTicketBumped([])).toBe(false);
    expect(everyTicketBumped([{ bumpedAt: new Date() }, { bumpedAt: null }])).toBe(false);
    expect(everyTicketBumped([{ bumpedAt: new Date() }, { bumpedAt: '2026-11-28T12:00:00Z' }])).toBe(true);
  });
  it("does not wait for the counter's copy, unless no production station got the order", () => {
    const done = { bumpedAt: new Date(), stationKind: 'producao' as const };
    const counter = { bumpedAt: null, stationKind: 'caixa' as const };
    expect(everyTicketBumped([done, counter])).toBe(true);
    expect(everyTicketBumped([{ ...done, bumpedAt: null }, counter])).toBe(false);
    expect(everyTicketBumped([counter])).toBe(false);
    expect(everyTicketBumped([{ ...counter, bumpedAt: new Date() }])).toBe(true);
  });
  it('passes through preparing by the panel’s own transitions', () => {
    expect(pathTo('delivery', 'confirmed', 'ready')).toEqual(['preparing', 'ready']);
    expect(pathTo('table', 'preparing', 'ready')).toEqual(['ready']);
    expect(pathTo('pickup', 'confirmed', 'preparing')).toEqual(['preparing']);
    expect(pathTo('pickup', 'pending', 'ready')).toEqual([]);
    expect(pathTo('pickup', 'ready', 'ready')).toEqual([]);
    expect(pathTo('delivery', 'out_for_delivery', 'preparing')).toEqual([]);
    expect(pathTo('pickup', 'cancelled', 'ready')).toEqual([]);
  });
  it('starts a confirmed order at the first stroke and makes it ready at the last bump, unless marked by hand', () => {
    const order = { deliveryType: 'pickup' as const, status: 'confirmed' as const };
    expect(kitchenProgress(order, { allBumped: false, readyWhenBumped: true })).toEqual(['preparing']);
    expect(kitchenProgress(order, { allBumped: true, readyWhenBumped: true })).toEqual([
      'preparing',
      'ready',
    ]);
    expect(kitchenProgress(order, { allBumped: true, readyWhenBumped: false })).toEqual(['preparing']);
    expect(
      kitchenProgress(
        { deliveryType: 'pickup', status: 'preparing' },
        { allBumped: false, readyWhenBumped: true },
      ),
    ).toEqual([]);
  });
});

describe('the ticket’s header', () => {
  it('names the source and the service', () => {
    expect(ticketSourceLabel({ orderSource: 'ifood', takenByName: null, takenByRole: null })).toBe('iFood');
    expect(ticketSourceLabel({ orderSource: 'direct', takenByName: 'Carlos', takenByRole: 'garcom' })).toBe(
      'Garçom: Carlos',
    );
    expect(ticketSourceLabel({ orderSource: 'direct', takenByName: null, takenByRole: null })).toBe(
      'Cardápio digital',
    );
    expect(ticketServiceLabel({ deliveryType: 'table', tableNumber: '7' })).toBe('MESA 7');
    expect(ticketServiceLabel({ deliveryType: 'delivery', tableNumber: null })).toBe('ENTREGA');
    expect(ticketServiceLabel({ deliveryType: 'pickup', tableNumber: null })).toBe('RETIRADA');
  });
});
