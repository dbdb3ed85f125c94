import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPage } from '../../../pages/admin';
import { KitchenDisplayPage } from '../../../pages/kitchen-display';
import { expectLocation, renderWithProviders, stubFetch } from '../../../test/render';
import type { KdsTicket, KdsView } from '../api';

/** The browser's EventSource, driven by the test: the display's live hook opens one per restaurant. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  static opened: string[] = [];
  readyState = 1;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
    FakeEventSource.opened.push(url);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data, lastEventId: '' }));
  }
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 5_000).toISOString();

const ticket = (overrides: Partial<KdsTicket> = {}): KdsTicket => ({
  id: 't1',
  orderId: 'o1',
  orderNumber: 'A1B2C3',
  sourceLabel: 'Cardápio digital',
  serviceLabel: 'MESA 7',
  createdAt: minutesAgo(12),
  notes: null,
  items: [
    {
      id: 'i1',
      quantity: 1,
      name: 'Pizza grande',
      options: ['Borda: Catupiry'],
      flavours: ['1/2 Calabresa', '1/2 Mussarela'],
      notes: 'Alergia a camarão',
      allergy: true,
      done: false,
    },
    {
      id: 'i2',
      quantity: 2,
      name: 'X-Burger',
      options: [],
      flavours: [],
      notes: 'sem cebola',
      allergy: false,
      done: false,
    },
  ],
  ...overrides,
});

const view = (overrides: Partial<KdsView> = {}): KdsView => ({
  station: { id: 's1', name: 'Cozinha', kind: 'producao', isActive: true },
  warnMinutes: 10,
  lateMinutes: 20,
  readyWhenBumped: true,
  tickets: [
    ticket(),
    ticket({
      id: 't2',
      orderId: 'o2',
      orderNumber: 'D4E5F6',
      serviceLabel: 'ENTREGA',
      createdAt: minutesAgo(25),
      items: [],
    }),
  ],
  allDay: [
    { name: 'X-Burger', quantity: 2 },
    { name: 'Pizza grande', quantity: 1 },
  ],
  lastBumped: null,
  ...overrides,
});

const ME = {
  id: 'r1',
  name: 'Cantina',
  plan: 'basic',
  planState: 'active',
  trialEndsAt: new Date(Date.now() + 86_400_000).toISOString(),
  paidUntil: null,
  timeZone: 'America/Sao_Paulo',
  acting: {
    role: 'cozinha',
    roleLabel: 'Cozinha',
    staffId: 'st1',
    name: 'Jorge',
    capabilities: ['staff.switch', 'kitchen.display'],
    locked: false,
  },
};

const KDS = 'GET /api/restaurants/r1/kitchen/kds/s1';

function renderKds(routes: Parameters<typeof stubFetch>[0], route = '/painel/cozinha/s1') {
  vi.stubGlobal('EventSource', FakeEventSource);
  const fetchMock = stubFetch({ 'GET /api/auth/me': { body: ME }, ...routes });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/admin/:id" element={<AdminPage />} />
      <Route path="/painel/cozinha" element={<KitchenDisplayPage />} />
      <Route path="/painel/cozinha/:stationId" element={<KitchenDisplayPage />} />
    </Routes>,
    { route },
  );
  return { ...rendered, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
  FakeEventSource.opened = [];
});

describe('the kitchen display', () => {
  it('shows the tickets in arrival order with the number, service, time and colour, the lines and the all-day strip', async () => {
    renderKds({ [KDS]: { body: view() } });
    const cards = await screen.findAllByRole('listitem', { name: /^Pedido #/ });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Pedido #A1B2C3',
      'Pedido #D4E5F6',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('#A1B2C3')).toBeTruthy();
    expect(first.getByText('MESA 7')).toBeTruthy();
    expect(
      first
        .getByText(/há 12 min/)
        .closest('[data-urgency]')
        ?.getAttribute('data-urgency'),
    ).toBe('atencao');
    expect(
      within(cards[1]!)
        .getByText(/há 25 min/)
        .closest('[data-urgency]')
        ?.getAttribute('data-urgency'),
    ).toBe('atrasado');
    expect(within(cards[1]!).getByText(/Atrasado/)).toBeTruthy();
    expect(first.getByText('1/2 Calabresa')).toBeTruthy();
    expect(first.getByText('Borda: Catupiry')).toBeTruthy();
    expect(first.getByText('ATENÇÃO: Alergia a camarão')).toBeTruthy();
    expect(first.getByText('Obs.: sem cebola')).toBeTruthy();
    const strip = screen.getByRole('region', { name: 'A fazer (todas as comandas)' });
    expect(strip.textContent).toContain('2× X-Burger');
    expect(strip.textContent).toContain('1× Pizza grande');
    expect(screen.getByRole('heading', { name: 'Cozinha' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voltar' }).hasAttribute('disabled')).toBe(true);
  });

  it('warns of an allergy written for the whole order before the first line, and keeps a plain note below', async () => {
    renderKds({
      [KDS]: {
        body: view({
          tickets: [
            ticket({ notes: 'Alergia a amendoim em todos os pratos' }),
            ticket({ id: 't2', orderId: 'o2', orderNumber: 'D4E5F6', notes: 'Tocar o interfone' }),
          ],
        }),
      },
    });
    const [allergic, plain] = await screen.findAllByRole('listitem', { name: /^Pedido #/ });
    const warning = within(allergic!).getByText('ATENÇÃO: Alergia a amendoim em todos os pratos');
    const firstLine = within(allergic!).getByText('1× Pizza grande');
    expect(warning.compareDocumentPosition(firstLine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(allergic!).queryByText(/^Pedido: /)).toBeNull();
    const note = within(plain!).getByText('Pedido: Tocar o interfone');
    expect(
      within(plain!).getByText('1× Pizza grande').compareDocumentPosition(note) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(plain!).queryByText(/^ATENÇÃO: Tocar/)).toBeNull();
  });

  it('strikes a line through, bumps with Pronto and recalls with Voltar, showing the server’s answer', async () => {
    const struck = view();
    struck.tickets[0]!.items[1]!.done = true;
    const bumped = view({ tickets: [view().tickets[1]!], lastBumped: 't1' });
    const { user, fetchMock } = renderKds({
      [KDS]: { body: view() },
      'POST /api/restaurants/r1/kitchen/kds/s1/tickets/t1/items/i2': { body: struck },
      'POST /api/restaurants/r1/kitchen/kds/s1/tickets/t1/bump': { body: bumped },
      'POST /api/restaurants/r1/kitchen/kds/s1/recall': { body: view({ lastBumped: null }) },
    });
    const line = await screen.findByRole('button', { name: /2× X-Burger/ });
    expect(line.getAttribute('aria-pressed')).toBe('false');
    await user.click(line);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /2× X-Burger/ }).getAttribute('aria-pressed')).toBe('true'),
    );
    const [, init] = calls(fetchMock, 'POST /api/restaurants/r1/kitchen/kds/s1/tickets/t1/items/i2')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ done: true });

    const card = screen.getByRole('listitem', { name: 'Pedido #A1B2C3' });
    await user.click(within(card).getByRole('button', { name: 'Pronto' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Pedido #A1B2C3' })).toBeNull());
    const back = screen.getByRole('button', { name: 'Voltar' });
    expect(back.hasAttribute('disabled')).toBe(false);
    await user.click(back);
    expect(await screen.findByRole('listitem', { name: 'Pedido #A1B2C3' })).toBeTruthy();
    expect(calls(fetchMock, 'POST /api/restaurants/r1/kitchen/kds/s1/recall')).toHaveLength(1);
  });

  it('says why a tap was refused, in Portuguese', async () => {
    const { user } = renderKds({
      [KDS]: { body: view() },
      'POST /api/restaurants/r1/kitchen/kds/s1/tickets/t1/bump': {
        status: 404,
        body: { error: 'Comanda não encontrada nesta praça.' },
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Pedido #A1B2C3' });
    await user.click(within(card).getByRole('button', { name: 'Pronto' }));
    expect(await screen.findByText('Comanda não encontrada nesta praça.')).toBeTruthy();
  });

  it('listens on the kitchen’s own stream and reads the station again when it is ready, on its kitchen events and on order events', async () => {
    let round = 0;
    const { fetchMock } = renderKds({
      [KDS]: () => {
        round += 1;
        return { body: round === 1 ? view() : view({ tickets: [], allDay: [] }) };
      },
    });
    await screen.findByRole('listitem', { name: 'Pedido #A1B2C3' });
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/restaurants/r1/kitchen/kds/events');
    // Connected is not yet listening: the screen is live once the server says 'ready'.
    source.emit('open');
    expect(screen.getByText('Reconectando...')).toBeTruthy();
    source.emit('ready', '{}');
    await screen.findByText('Ao vivo');
    await screen.findByText('Nenhuma comanda aberta nesta praça.');
    const afterReady = calls(fetchMock, KDS).length;
    // Another station's bump is not this screen's business; this station's is, and so is an order.
    source.emit(
      'kitchen',
      JSON.stringify({ stationId: 's2', ticketId: 't9', orderId: 'o9', change: 'bump' }),
    );
    source.emit(
      'kitchen',
      JSON.stringify({ stationId: 's1', ticketId: 't1', orderId: 'o1', change: 'bump' }),
    );
    await waitFor(() => expect(calls(fetchMock, KDS).length).toBe(afterReady + 1));
    source.emit('order', JSON.stringify({ orderId: 'o3', status: 'confirmed' }));
    await waitFor(() => expect(calls(fetchMock, KDS).length).toBe(afterReady + 2));
    // A reconnection is ready again, and reads again.
    source.emit('error');
    expect(await screen.findByText('Reconectando...')).toBeTruthy();
    source.emit('ready', '{}');
    await waitFor(() => expect(calls(fetchMock, KDS).length).toBe(afterReady + 3));
  });

  it('never asks the orders for the Cozinha: neither their list, their settings, nor their stream', async () => {
    const { fetchMock } = renderKds({ [KDS]: { body: view() } });
    await screen.findByRole('listitem', { name: 'Pedido #A1B2C3' });
    FakeEventSource.last!.emit('ready', '{}');
    await screen.findByText('Ao vivo');
    expect(FakeEventSource.opened).toEqual(['/api/restaurants/r1/kitchen/kds/events']);
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => /\/orders|panel-settings/.test(url))).toEqual([]);
  });

  it('lists the stations to pick from', async () => {
    renderKds(
      {
        'GET /api/restaurants/r1/kitchen/kds': {
          body: {
            stations: [
              { id: 's1', name: 'Cozinha', kind: 'producao' },
              { id: 's2', name: 'Bar', kind: 'producao' },
            ],
          },
        },
      },
      '/painel/cozinha',
    );
    const bar = await screen.findByRole('link', { name: 'Bar' });
    expect(bar.getAttribute('href')).toBe('/painel/cozinha/s2');
    expect(screen.getByText('Qual praça esta tela vai mostrar?')).toBeTruthy();
  });

  it('opens the kitchen display, and nothing else, for the Cozinha', async () => {
    renderKds({ 'GET /api/restaurants/r1/kitchen/kds': { body: { stations: [] } } }, '/admin/r1');
    await expectLocation('/painel/cozinha');
    expect(await screen.findByText(/Nenhuma praça cadastrada/)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
