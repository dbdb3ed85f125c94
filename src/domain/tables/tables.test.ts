import { describe, expect, it } from 'vitest';
import {
  admitTableOrder,
  billItemsSubtotal,
  reconcileTableCount,
  TABLE_CODE_ALPHABET,
  type TableSeat,
  tableCodeFrom,
  tableCodeMatches,
  tableCountOf,
  tableLabelKey,
  tableStateOf,
  tableTitle,
} from './tables';
import { createTableSchema, updateTableSchema } from './tables.schemas';

const seat = (overrides: Partial<TableSeat> = {}): TableSeat => ({
  tableId: 't1',
  label: '7',
  code: null,
  bill: null,
  ...overrides,
});
const OFF = { tableOpenedByWaiter: false, tableCodeRequired: false };

describe('table labels, titles and codes', () => {
  it('reads a label by its key: numbers as numbers, spaces collapsed, case ignored', () => {
    expect(tableLabelKey('07')).toBe('7');
    expect(tableLabelKey(' Varanda   1 ')).toBe('varanda 1');
    expect(tableLabelKey('VARANDA 1')).toBe(tableLabelKey('varanda 1'));
    expect(tableTitle('07')).toBe('Mesa 7');
    expect(tableTitle('Varanda 1')).toBe('Varanda 1');
  });

  it('makes 4-character codes from an alphabet without look-alikes, compared without case or spaces', () => {
    const code = tableCodeFrom(new Uint8Array([0, 1, 2, 255]));
    expect(code).toHaveLength(4);
    expect([...code].every((char) => TABLE_CODE_ALPHABET.includes(char))).toBe(true);
    expect(TABLE_CODE_ALPHABET).not.toMatch(/[0O1IL5S2Z8B]/);
    expect(tableCodeMatches('K7M4', ' k7m4 ')).toBe(true);
    expect(tableCodeMatches('K7M4', 'K7M3')).toBe(false);
    expect(tableCodeMatches('K7M4', null)).toBe(false);
  });

  it('checks what the owner types for a table', () => {
    expect(createTableSchema.parse({ label: ' Mesa   da  Ja ' }).label).toBe('Mesa da Ja');
    expect(createTableSchema.safeParse({ label: '0' }).success).toBe(false);
    expect(createTableSchema.safeParse({ label: 'Varanda muito longa' }).success).toBe(false);
    expect(updateTableSchema.parse({ code: 'k7 m4' }).code).toBe('K7M4');
    expect(updateTableSchema.safeParse({ code: 'k!' }).success).toBe(false);
  });
});

describe('table states from the bill', () => {
  it('is livre without an open bill and follows the bill otherwise', () => {
    expect(tableStateOf(null)).toBe('livre');
    expect(tableStateOf('aberta')).toBe('ocupada');
    expect(tableStateOf('conta_pedida')).toBe('conta_pedida');
    expect(tableStateOf('fechando')).toBe('fechando');
    expect(tableStateOf('fechada')).toBe('livre');
  });
});

describe('admitting a table order', () => {
  it('refuses an unknown table', () => {
    expect(admitTableOrder(null, OFF, { byStaff: false })).toMatchObject({
      kind: 'refuse',
      status: 400,
      message: 'Mesa não encontrada.',
    });
  });

  it('joins the open bill, or opens one', () => {
    expect(admitTableOrder(seat({ bill: { id: 'b1', status: 'aberta' } }), OFF, { byStaff: false })).toEqual({
      kind: 'join',
      billId: 'b1',
    });
    expect(admitTableOrder(seat(), OFF, { byStaff: false })).toEqual({ kind: 'open' });
  });

  it("'Garçom abre a mesa': a diner cannot open the table, staff can", () => {
    const settings = { ...OFF, tableOpenedByWaiter: true };
    expect(admitTableOrder(seat(), settings, { byStaff: false })).toMatchObject({
      kind: 'refuse',
      status: 409,
    });
    expect(admitTableOrder(seat(), settings, { byStaff: true })).toEqual({ kind: 'open' });
    expect(
      admitTableOrder(seat({ bill: { id: 'b1', status: 'conta_pedida' } }), settings, { byStaff: false }),
    ).toEqual({ kind: 'join', billId: 'b1' });
  });

  it("'Código da mesa': asks the code of a diner, never of staff", () => {
    const settings = { ...OFF, tableCodeRequired: true };
    const coded = seat({ code: 'K7M4' });
    expect(admitTableOrder(coded, settings, { byStaff: false })).toMatchObject({
      status: 400,
      field: 'tableCode',
    });
    expect(admitTableOrder(coded, settings, { byStaff: false, tableCode: 'XXXX' })).toMatchObject({
      status: 403,
      field: 'tableCode',
    });
    expect(admitTableOrder(coded, settings, { byStaff: false, tableCode: 'k7m4' })).toEqual({ kind: 'open' });
    expect(admitTableOrder(coded, settings, { byStaff: true })).toEqual({ kind: 'open' });
  });

  it('takes no QR order on a bill being paid', () => {
    const closing = seat({ bill: { id: 'b1', status: 'fechando' } });
    expect(admitTableOrder(closing, OFF, { byStaff: false })).toMatchObject({ kind: 'refuse', status: 409 });
    expect(admitTableOrder(closing, OFF, { byStaff: true })).toEqual({ kind: 'join', billId: 'b1' });
  });
});

describe("the old 'Número de mesas'", () => {
  it('reads as the highest active numbered table', () => {
    expect(tableCountOf([])).toBe(0);
    expect(
      tableCountOf([
        { label: '1', isActive: true },
        { label: '12', isActive: false },
        { label: '05', isActive: true },
        { label: 'Varanda 9', isActive: true },
      ]),
    ).toBe(5);
  });

  it('adds and reactivates 1..N and deactivates numbered tables above N without an open bill', () => {
    const tables = [
      { id: 'a', number: 1, isActive: true, hasOpenBill: false },
      { id: 'b', number: 2, isActive: false, hasOpenBill: false },
      { id: 'c', number: 5, isActive: true, hasOpenBill: true },
      { id: 'd', number: 6, isActive: true, hasOpenBill: false },
    ];
    expect(reconcileTableCount(tables, 3)).toEqual({ create: [3], activate: ['b'], deactivate: ['d'] });
  });
});

describe("a bill's items", () => {
  it('sums the items of every order but the cancelled ones, in cents', () => {
    expect(
      billItemsSubtotal([
        { status: 'pending', lines: [{ quantity: 2, subtotalCents: 2500 }] },
        { status: 'cancelled', lines: [{ quantity: 1, subtotalCents: 1250 }] },
        {
          status: 'delivered',
          lines: [
            { quantity: 1, subtotalCents: 999 },
            { quantity: 3, subtotalCents: 3 },
          ],
        },
      ]),
    ).toEqual({ orderCount: 2, itemCount: 6, subtotalCents: 3502 });
  });
});
