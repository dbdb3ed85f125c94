import { describe, expect, it } from 'vitest';
import {
  TABLE_ERRORS,
  TABLE_EVENT_LABELS,
  TABLE_STATE_LABELS,
  TABLE_STATES,
  type TableEvent,
  type TableState,
  tableEvents,
  tableTransition,
} from './table-state';

const open: TableEvent = { type: 'open', people: 4 };
const order: TableEvent = { type: 'order' };
const requestBill: TableEvent = { type: 'request_bill' };
const startClosing: TableEvent = { type: 'start_closing' };
const reopen: TableEvent = { type: 'reopen' };
const paid: TableEvent = { type: 'paid' };
const release: TableEvent = { type: 'release', hasOrders: false };
const releaseWithOrders: TableEvent = { type: 'release', hasOrders: true };

describe('table states', () => {
  it('are labelled in Portuguese', () => {
    expect(TABLE_STATES.map((state) => TABLE_STATE_LABELS[state])).toEqual([
      'Livre',
      'Ocupada',
      'Conta pedida',
      'Fechando',
    ]);
    expect(TABLE_EVENT_LABELS.request_bill).toBe('Pedir a conta');
  });
});

describe('tableTransition', () => {
  it.each<[TableState, TableEvent, TableState | string]>([
    ['free', open, 'occupied'],
    ['free', order, 'occupied'],
    ['free', requestBill, TABLE_ERRORS.notOpen],
    ['free', startClosing, TABLE_ERRORS.notOpen],
    ['free', reopen, TABLE_ERRORS.notOpen],
    ['free', paid, TABLE_ERRORS.alreadyFree],
    ['free', release, TABLE_ERRORS.alreadyFree],
    ['occupied', open, TABLE_ERRORS.alreadyOpen],
    ['occupied', order, 'occupied'],
    ['occupied', requestBill, 'bill_requested'],
    ['occupied', startClosing, 'closing'],
    ['occupied', reopen, TABLE_ERRORS.notRequested],
    ['occupied', paid, 'free'],
    ['occupied', release, 'free'],
    ['occupied', releaseWithOrders, TABLE_ERRORS.hasOrders],
    ['bill_requested', open, TABLE_ERRORS.alreadyOpen],
    ['bill_requested', order, 'occupied'],
    ['bill_requested', requestBill, TABLE_ERRORS.billAlreadyRequested],
    ['bill_requested', startClosing, 'closing'],
    ['bill_requested', reopen, 'occupied'],
    ['bill_requested', paid, 'free'],
    ['bill_requested', releaseWithOrders, TABLE_ERRORS.hasOrders],
    ['closing', open, TABLE_ERRORS.alreadyOpen],
    ['closing', order, TABLE_ERRORS.closing],
    ['closing', requestBill, TABLE_ERRORS.billAlreadyClosing],
    ['closing', startClosing, 'closing'],
    ['closing', reopen, 'occupied'],
    ['closing', paid, 'free'],
    ['closing', releaseWithOrders, TABLE_ERRORS.hasOrders],
  ])('%s + %j -> %s', (state, event, outcome) => {
    const expected = (TABLE_STATES as readonly string[]).includes(outcome)
      ? { ok: true, state: outcome }
      : { ok: false, error: outcome };
    expect(tableTransition(state, event)).toEqual(expected);
  });

  it('opens with a valid number of people', () => {
    expect(tableTransition('free', { type: 'open', people: 0 })).toEqual({
      ok: false,
      error: 'Informe quantas pessoas estão na mesa (de 1 a 200).',
    });
  });

  it("holds a QR order on a free table when the restaurant's waiters open tables", () => {
    expect(tableTransition('free', order, { waiterOpensTables: true })).toEqual({
      ok: false,
      error: TABLE_ERRORS.waitForWaiter,
    });
    expect(tableTransition('occupied', order, { waiterOpensTables: true })).toEqual({
      ok: true,
      state: 'occupied',
    });
  });
});

describe('tableEvents', () => {
  it.each<[TableState, string[]]>([
    ['free', ['open', 'order']],
    ['occupied', ['order', 'request_bill', 'start_closing', 'paid', 'release']],
    ['bill_requested', ['order', 'start_closing', 'reopen', 'paid', 'release']],
    ['closing', ['start_closing', 'reopen', 'paid', 'release']],
  ])('%s offers %j', (state, events) => {
    expect(tableEvents(state)).toEqual(events);
  });
});
