import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftStorageKey } from '../../../../domain/tables/waiter-draft';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { BillView, DiningTable } from '../api';
import { DiningRoomTab } from '../components/dining-room-tab';

const NOW = Date.parse('2026-11-28T20:30:00.000Z');
const table = (over: Partial<DiningTable>): DiningTable => ({
  id: 't4',
  label: '4',
  title: 'Mesa 4',
  area: 'Salão',
  seats: 4,
  position: 4,
  isActive: true,
  code: null,
  state: 'livre',
  stateLabel: 'Livre',
  bill: null,
  pendingCalls: [],
  ...over,
});
const openBill = (id: string, people: number) => ({
  id,
  status: 'aberta' as const,
  people,
  openedAt: '2026-11-28T20:20:00.000Z',
  billRequestedAt: null,
  orderCount: 0,
  itemCount: 0,
  subtotal: '0.00',
});
const four = table({});
const fourOpen = table({ state: 'ocupada', stateLabel: 'Ocupada', bill: openBill('b4', 4) });
const five = table({
  id: 't5',
  label: '5',
  title: 'Mesa 5',
  position: 5,
  state: 'ocupada',
  stateLabel: 'Ocupada',
  bill: openBill('b5', 2),
});
const menu = [
  {
    id: 'm1',
    restaurantId: 'r1',
    name: 'Moqueca',
    description: null,
    price: '89.90',
    category: 'Pratos',
    imageUrl: null,
    loyaltyPoints: 0,
    optionGroups: [
      {
        id: 'g1',
        name: 'Tamanho',
        kind: 'standard',
        isRequired: true,
        minChoices: 1,
        maxChoices: 1,
        options: [
          { id: 'o1', name: 'Individual', price: '0.00' },
          { id: 'o2', name: 'Para dois', price: '60.00' },
        ],
      },
    ],
  },
  {
    id: 'm2',
    restaurantId: 'r1',
    name: 'Chope',
    description: null,
    price: '12.50',
    category: 'Bebidas',
    imageUrl: null,
    loyaltyPoints: 0,
  },
];
const bill4: BillView = {
  id: 'b4',
  status: 'aberta',
  statusLabel: 'Aberta',
  table: { id: 't4', label: '4', title: 'Mesa 4', area: 'Salão', state: 'ocupada' },
  people: 4,
  openedAt: '2026-11-28T20:20:00.000Z',
  orders: [],
  lines: [
    {
      id: 'l1',
      orderId: 'o1',
      orderNumber: 'ABC123',
      orderedAt: '2026-11-28T20:25:00.000Z',
      name: 'Chope',
      quantity: 2,
      options: [],
      notes: null,
      subtotal: '25.00',
      movedHere: false,
    },
  ],
  moves: [],
  orderCount: 1,
  itemCount: 2,
  subtotal: '25.00',
};

const ME = {
  body: {
    id: 'r1',
    name: 'Bar',
    acting: {
      role: 'garcom',
      roleLabel: 'Garçom',
      staffId: 's1',
      name: 'Ana Souza',
      capabilities: [
        'orders.view',
        'orders.create',
        'tables.view',
        'tables.manage',
        'bills.view',
        'menu.view',
      ],
      locked: false,
    },
  },
};

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String(init?.body ?? '{}')),
      key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    }));

describe("the waiter's phone", () => {
  it('opens a free table with its people and goes straight to taking its order', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    let opened = false;
    const fetchMock = stubFetch({
      'GET /api/auth/me': ME,
      'GET /api/restaurants/r1/tables': () => ({ body: [opened ? fourOpen : four, five] }),
      'POST /api/restaurants/r1/tables/t4/open': () => {
        opened = true;
        return { status: 201, body: fourOpen };
      },
      'GET /api/restaurants/r1/menu': { body: menu },
      'GET /api/restaurants/r1': { body: { id: 'r1', name: 'Bar', halfAndHalfPricing: 'highest' } },
    });
    const { user } = renderWithProviders(<DiningRoomTab restaurantId="r1" label="Mesas" />);
    const salao = await screen.findByRole('region', { name: 'Salão' });
    expect(within(salao).getByRole('button', { name: 'Mesa 5, Ocupada' }).textContent).toContain(
      '2 pessoas · há 10 min',
    );
    await user.click(within(salao).getByRole('button', { name: 'Mesa 4, Livre' }));
    const dialog = screen.getByRole('dialog', { name: 'Abrir Mesa 4' });
    await user.clear(within(dialog).getByLabelText('Quantas pessoas?'));
    await user.type(within(dialog).getByLabelText('Quantas pessoas?'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir mesa' }));
    expect(posts(fetchMock)[0]).toMatchObject({
      url: '/api/restaurants/r1/tables/t4/open',
      body: { people: 4 },
    });
    await screen.findByRole('heading', { name: 'Mesa 4 · Ocupada' });
    expect(screen.getByRole('tab', { name: 'Lançar pedido', selected: true })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('mesa=t4');
  });

  it('takes items with the menu’s own dialog, keeps the draft, and a cut send is retried with the same key', async () => {
    let sends = 0;
    const fetchMock = stubFetch({
      'GET /api/auth/me': ME,
      'GET /api/restaurants/r1/tables': { body: [fourOpen, five] },
      'GET /api/restaurants/r1/menu': { body: menu },
      'GET /api/restaurants/r1': { body: { id: 'r1', name: 'Bar', halfAndHalfPricing: 'highest' } },
      'POST /api/restaurants/r1/orders': () => {
        sends += 1;
        // The first send never reaches the server (the phone lost its signal).
        if (sends === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: { id: 'ord-1', orderNumber: 'XYZ789' } };
      },
    });
    const { user } = renderWithProviders(<DiningRoomTab restaurantId="r1" label="Mesas" />, {
      route: '/?tab=dining-room&mesa=t4',
    });
    const cardapio = await screen.findByRole('region', { name: 'Cardápio' });
    await user.click(await within(cardapio).findByRole('button', { name: /Moqueca/ }));
    const item = screen.getByRole('dialog', { name: 'Moqueca' });
    await user.click(within(item).getByLabelText(/Para dois/));
    await user.type(within(item).getByLabelText('Observações (opcional)'), 'sem coentro');
    await user.click(within(item).getByRole('button', { name: 'Adicionar ao pedido' }));
    await user.click(within(cardapio).getByRole('button', { name: /Chope/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Chope' })).getByRole('button', {
        name: 'Adicionar ao pedido',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Mais Chope' }));

    const draft = screen.getByRole('region', { name: 'Pedido em andamento' });
    expect(draft.textContent).toContain('Pedido em andamento · 3 itens');
    expect(draft.textContent).toContain('Para dois');
    expect(draft.textContent).toContain('Obs.: sem coentro');
    // 149,90 + 2 × 12,50 = 174,90.
    expect(draft.textContent).toContain('R$ 174,90');
    const stored = JSON.parse(window.localStorage.getItem(draftStorageKey('r1', 't4'))!);
    expect(stored.items).toHaveLength(2);

    await user.click(within(draft).getByRole('button', { name: 'Enviar para a cozinha' }));
    await within(draft).findByText(/^Sem conexão — tentando de novo/);
    // Until the server answers, the draft and its key stay on the phone.
    expect(JSON.parse(window.localStorage.getItem(draftStorageKey('r1', 't4'))!).idempotencyKey).toBeTruthy();
    await within(draft).findByText('Enviado ✓ · Pedido #XYZ789 foi para a cozinha', undefined, {
      timeout: 3000,
    });
    const sent = posts(fetchMock).filter((call) => call.url === '/api/restaurants/r1/orders');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
    expect(sent[0]!.body).toEqual({
      customerName: '',
      deliveryType: 'table',
      tableNumber: '4',
      items: [
        { menuItemId: 'm1', quantity: 1, notes: 'sem coentro', optionIds: ['o2'] },
        { menuItemId: 'm2', quantity: 2, optionIds: [] },
      ],
    });
    expect(window.localStorage.getItem(draftStorageKey('r1', 't4'))).toBeNull();
    expect(draft.textContent).toContain('Toque nos itens do cardápio abaixo para lançar.');
  });

  it("shows what the table has had and moves an item to another table ('Transferir item')", async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/me': ME,
      'GET /api/restaurants/r1/tables': { body: [fourOpen, five] },
      'GET /api/restaurants/r1/menu': { body: menu },
      'GET /api/restaurants/r1': { body: { id: 'r1', name: 'Bar' } },
      'GET /api/restaurants/r1/bills/b4': { body: bill4 },
      'POST /api/restaurants/r1/bills/b4/items/move': { body: { ...bill4, lines: [] } },
    });
    const { user } = renderWithProviders(<DiningRoomTab restaurantId="r1" label="Mesas" />, {
      route: '/?tab=dining-room&mesa=t4',
    });
    await user.click(await screen.findByRole('tab', { name: 'O que a mesa já pediu' }));
    const had = await screen.findByRole('region', { name: 'O que a mesa já pediu' });
    const line = await within(had).findByText('2x Chope');
    expect(line.closest('li')!.textContent).toContain('R$ 25,00');
    expect(had.textContent).toContain('Pedido #ABC123');
    await user.click(within(had).getByRole('button', { name: 'Transferir item: 2x Chope' }));
    await user.selectOptions(within(had).getByLabelText('Quantidade a transferir'), '1');
    await user.selectOptions(within(had).getByLabelText('Mesa de destino'), 't5');
    await user.click(within(had).getByRole('button', { name: 'Transferir' }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        {
          url: '/api/restaurants/r1/bills/b4/items/move',
          body: { lineId: 'l1', quantity: 1, toTableId: 't5' },
          key: undefined,
        },
      ]),
    );
  });
});
