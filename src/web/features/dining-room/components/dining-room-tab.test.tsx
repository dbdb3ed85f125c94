import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { BillView, DiningTable } from '../api';
import { elapsedSince } from '../live';
import { DiningRoomTab } from './dining-room-tab';

const NOW = Date.parse('2026-11-28T20:30:00.000Z');
const table = (over: Partial<DiningTable>): DiningTable => ({
  id: 't1',
  label: '1',
  title: 'Mesa 1',
  area: 'Salão',
  seats: 4,
  position: 1,
  isActive: true,
  code: null,
  state: 'livre',
  stateLabel: 'Livre',
  bill: null,
  pendingCalls: [],
  ...over,
});
const seven = table({
  id: 't7',
  label: '7',
  title: 'Mesa 7',
  state: 'ocupada',
  stateLabel: 'Ocupada',
  bill: {
    id: 'b7',
    status: 'aberta',
    people: 3,
    openedAt: '2026-11-28T19:45:00.000Z',
    billRequestedAt: null,
    orderCount: 1,
    itemCount: 2,
    subtotal: '1234.56',
  },
  pendingCalls: [{ id: 'c1', kind: 'waiter', createdAt: '2026-11-28T20:28:00.000Z' }],
});
const four = table({
  id: 't4',
  label: 'V4',
  title: 'Varanda 4',
  area: 'Varanda',
  state: 'conta_pedida',
  stateLabel: 'Conta pedida',
  bill: { ...seven.bill!, id: 'b4', status: 'conta_pedida', people: null, subtotal: '80.00' },
  pendingCalls: [{ id: 'c2', kind: 'bill', createdAt: '2026-11-28T20:29:00.000Z' }],
});
const bill: BillView = {
  id: 'b7',
  status: 'aberta',
  statusLabel: 'Aberta',
  table: { id: 't7', label: '7', title: 'Mesa 7', area: 'Salão', state: 'ocupada' },
  people: 3,
  openedAt: '2026-11-28T19:45:00.000Z',
  orders: [
    {
      id: 'o1',
      orderNumber: 'ABC123',
      status: 'pending',
      createdAt: '2026-11-28T19:50:00.000Z',
      orderedBy: { by: 'cliente', staffId: null, name: 'Ana' },
      notes: null,
      items: [{ name: 'Pizza', quantity: 2, subtotal: '80.00', notes: null }],
      subtotal: '80.00',
      removal: null,
    },
  ],
  orderCount: 1,
  itemCount: 2,
  subtotal: '80.00',
};

function renderTab(routes: Parameters<typeof stubFetch>[0] = {}) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  const fetchMock = stubFetch({
    'GET /api/auth/me': { body: null, status: 401 },
    'GET /api/restaurants/r1/tables': { body: [table({}), seven, four] },
    'GET /api/restaurants/r1/bills/b7': { body: bill },
    ...routes,
  });
  return { ...renderWithProviders(<DiningRoomTab restaurantId="r1" label="Mesas" />), fetchMock };
}
const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body ?? '{}'))]);

afterEach(() => vi.useRealTimers());

describe("the panel's 'Mesas' tab", () => {
  it('draws the map by area with each state in words, people, time open, subtotal and the calls ringing', async () => {
    const { user, fetchMock } = renderTab({
      'POST /api/restaurants/r1/table-calls/c1/answer': { body: {} },
    });
    const salao = await screen.findByRole('region', { name: 'Salão' });
    const busy = within(salao).getByRole('button', { name: 'Mesa 7, Ocupada' });
    expect(busy.textContent).toContain('3 pessoas · há 45 min');
    expect(busy.textContent).toContain('R$ 1.234,56');
    expect(busy.className).toContain('border-orange-600');
    expect(within(salao).getByRole('button', { name: 'Mesa 1, Livre' }).textContent).toContain('4 lugares');
    const varanda = screen.getByRole('region', { name: 'Varanda' });
    expect(within(varanda).getByRole('button', { name: 'Varanda 4, Conta pedida' }).className).toContain(
      'border-red-600',
    );
    const calls = within(screen.getByRole('region', { name: 'Chamados' })).getAllByRole('alert');
    expect(calls.map((call) => call.querySelector('p')?.textContent)).toEqual([
      'Mesa 7 chamou o garçom · há 2 min',
      'Varanda 4 pediu a conta · há 1 min',
    ]);
    await user.click(within(calls[0]!).getByRole('button', { name: 'Atender' }));
    expect(posts(fetchMock)).toEqual([['/api/restaurants/r1/table-calls/c1/answer', {}]]);
  });

  it('opens a free table with its people, and shows a bill with who ordered each order', async () => {
    const { user, fetchMock } = renderTab({
      'POST /api/restaurants/r1/tables/t1/open': { status: 201, body: table({}) },
      'POST /api/restaurants/r1/bills/b7/orders/o1/remove': { body: bill },
      'POST /api/restaurants/r1/bills/b7/move': {
        status: 409,
        body: { error: 'A Mesa 1 já está ocupada.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mesa 1, Livre' }));
    const open = screen.getByRole('dialog', { name: 'Abrir Mesa 1' });
    const people = within(open).getByLabelText('Quantas pessoas?');
    await user.clear(people);
    await user.type(people, '5');
    await user.click(within(open).getByRole('button', { name: 'Abrir mesa' }));
    expect(posts(fetchMock)).toEqual([['/api/restaurants/r1/tables/t1/open', { people: 5 }]]);

    await user.click(screen.getByRole('button', { name: 'Mesa 7, Ocupada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mesa 7 · Aberta' });
    await within(dialog).findByText('Pedido por Ana (QR da mesa)');
    expect(within(dialog).getByText('2x Pizza · R$ 80,00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Retirar da conta' }));
    await user.type(within(dialog).getByLabelText('Motivo da retirada'), 'pedido em dobro');
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    await user.selectOptions(within(dialog).getByLabelText('Mesa livre para transferir'), 't1');
    await user.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A Mesa 1 já está ocupada.');
    expect(posts(fetchMock).slice(1)).toEqual([
      ['/api/restaurants/r1/bills/b7/orders/o1/remove', { reason: 'pedido em dobro' }],
      ['/api/restaurants/r1/bills/b7/move', { tableId: 't1' }],
    ]);
  });

  it('says how long a table has been open', () => {
    expect(elapsedSince('2026-11-28T20:29:40.000Z', NOW)).toBe('agora');
    expect(elapsedSince('2026-11-28T19:25:00.000Z', NOW)).toBe('há 1 h 05 min');
  });
});
