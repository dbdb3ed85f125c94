import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../../../domain/format/format';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { ringSilenceStore } from '../hooks/use-ring-silence';
import type { PanelOrder } from '../types';
import { LiveOrdersBar } from './live-orders-bar';
import { DeliveryOrdersTab, TableOrdersTab } from './orders-tab';

/** The panel page mounts the live bar above every tab; the tab is tested as the owner sees it. */
const withLiveBar = (tab: ReactElement) => (
  <>
    <LiveOrdersBar restaurantId="r1" />
    {tab}
  </>
);

/** A controllable EventSource: the test plays the server's side of the stream. */
class FakeEventSource {
  static CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data = '', lastEventId = '') {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener({ data, lastEventId } as MessageEvent);
    });
  }
}

const baseOrder: PanelOrder = {
  id: 'order-0000-abc123',
  orderNumber: 'ABC123',
  restaurantId: 'r1',
  customerName: 'Ana Souza',
  customerPhone: '5511988887777',
  items: [
    {
      id: 'pizza',
      name: 'Pizza Margherita',
      price: '59.90',
      quantity: 1,
      notes: 'sem cebola',
      subtotal: '59.90',
      options: [{ groupName: 'Borda', name: 'Catupiry', price: '5.00' }],
    },
  ],
  subtotal: '59.90',
  total: '59.90',
  status: 'pending',
  statusLabel: 'Aguardando confirmação',
  deliveryType: 'delivery',
  deliveryAddress: 'Rua das Flores, 10 - Centro',
  tableNumber: null,
  deliveryFee: '0.00',
  estimatedTime: null,
  discountApplied: '0.00',
  couponDiscount: '0.00',
  notes: null,
  cancellationReason: null,
  paymentMethod: 'pix',
  changeFor: null,
  orderSource: 'direct',
  externalStatus: null,
  syncedAt: null,
  confirmedAt: null,
  readyAt: null,
  deliveredAt: null,
  cancelledAt: null,
  printedAt: null,
  changeSeq: 10,
  createdAt: new Date().toISOString(),
};

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.useRealTimers());

function stubPanel(orders: PanelOrder[], patch?: (init: RequestInit) => { body: unknown }) {
  return stubFetch({
    'GET /api/restaurants/r1/orders?view=active': { body: orders },
    'GET /api/restaurants/r1/panel-settings': { body: { autoPrintOnConfirm: false } },
    'GET /api/restaurants/r1': { body: { id: 'r1', name: 'Cantina da Praça' } },
    ...(patch && { 'PATCH /api/orders/order-0000-abc123/status': patch }),
  });
}

describe('the Delivery/Retirada tab', () => {
  it('shows the card: number, customer with WhatsApp, address, items with options and notes, total, status', async () => {
    stubPanel([baseOrder]);
    renderWithProviders(withLiveBar(<DeliveryOrdersTab restaurantId="r1" label="Delivery/Retirada" />));
    const card = (await screen.findByRole('heading', { name: 'Pedido #ABC123' })).closest('article')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Ana Souza')).toBeTruthy();
    expect(inCard.getByRole('link', { name: /\+55 \(11\) 98888-7777/ }).getAttribute('href')).toBe(
      'https://wa.me/5511988887777',
    );
    expect(inCard.getByText('Entrega: Rua das Flores, 10 - Centro')).toBeTruthy();
    expect(inCard.getByText('Borda: Catupiry')).toBeTruthy();
    expect(inCard.getByText('Obs.: sem cebola')).toBeTruthy();
    expect(inCard.getByText('Total R$ 59,90')).toBeTruthy();
    expect(inCard.getByText('Aguardando confirmação')).toBeTruthy();
    expect(inCard.getByText('Direto')).toBeTruthy();
    expect(inCard.getByText('Pagamento: PIX')).toBeTruthy();
    expect(inCard.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Marcar como pago (pedido #ABC123)',
      'Confirmar',
      'Cancelar',
      'Imprimir',
    ]);
    // A pending order rings, with its visible state and the mute switch.
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Novo pedido!');
    expect(within(alert).getByRole('button', { name: 'Silenciar' })).toBeTruthy();
  });

  it('confirms with estimatedTime 30 and says "Status atualizado!"', async () => {
    const fetchMock = stubPanel([baseOrder], () => ({
      body: {
        ...baseOrder,
        status: 'confirmed',
        statusLabel: 'Pedido confirmado',
        estimatedTime: 30,
        changeSeq: 11,
      },
    }));
    const { user } = renderWithProviders(
      withLiveBar(<DeliveryOrdersTab restaurantId="r1" label="Delivery/Retirada" />),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Status atualizado!')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ status: 'confirmed', estimatedTime: 30 });
    expect(await screen.findByRole('button', { name: 'Preparar' })).toBeTruthy();
    expect(screen.queryByText('Novo pedido!')).toBeNull();
  });

  it('names the items a confirmation took to low stock', async () => {
    stubPanel([baseOrder], () => ({
      body: {
        ...baseOrder,
        status: 'confirmed',
        statusLabel: 'Pedido confirmado',
        changeSeq: 12,
        lowStock: [
          {
            menuItemId: 'pizza',
            name: 'Pizza Margherita',
            stockQuantity: 2,
            minStockAlert: 3,
            stockUnit: 'unidade',
          },
        ],
      },
    }));
    const { user } = renderWithProviders(
      withLiveBar(<DeliveryOrdersTab restaurantId="r1" label="Delivery/Retirada" />),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('Pedido #ABC123: Pedido confirmado. Estoque baixo: Pizza Margherita (2 un).'),
    ).toBeTruthy();
  });

  it('shows a refused change as "Erro ao atualizar" with the server message', async () => {
    stubPanel(
      [baseOrder],
      () => ({ status: 409, body: { error: 'Transição de status não permitida' } }) as never,
    );
    const { user } = renderWithProviders(
      withLiveBar(<DeliveryOrdersTab restaurantId="r1" label="Delivery/Retirada" />),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Erro ao atualizar')).toBeTruthy();
    expect(screen.getByText('Transição de status não permitida')).toBeTruthy();
  });

  it('adds an order pushed by the live stream without reloading, and falls back to polling when it drops', async () => {
    stubPanel([]);
    renderWithProviders(withLiveBar(<DeliveryOrdersTab restaurantId="r1" label="Delivery/Retirada" />));
    expect(await screen.findByText('Nenhum pedido ativo no momento.')).toBeTruthy();
    const [stream] = FakeEventSource.instances;
    expect(stream!.url).toBe('/api/restaurants/r1/orders/events');
    stream!.emit('open');
    expect(screen.getByText('Tempo real')).toBeTruthy();
    stream!.emit('order', JSON.stringify({ ...baseOrder, changeSeq: 12 }), '12');
    expect(await screen.findByRole('heading', { name: 'Pedido #ABC123' })).toBeTruthy();
    expect(screen.getByText('Novo pedido!')).toBeTruthy();
    expect(document.title).toMatch(/^\(1\) /);

    stream!.readyState = FakeEventSource.CLOSED;
    stream!.emit('error');
    expect(screen.getByText('Atualização a cada 5 s')).toBeTruthy();
  });
});

describe('the new-order ring’s silence', () => {
  const ringing = () => screen.getByRole('alert').getAttribute('data-ringing');
  const silenceStored = (silence: unknown) => {
    window.localStorage.setItem('comanda:panel-silence', JSON.stringify(silence));
    ringSilenceStore.reload();
  };

  it('asks for how long, says until when, and ‘Ativar som’ rings again', async () => {
    stubPanel([baseOrder]);
    const { user } = renderWithProviders(<LiveOrdersBar restaurantId="r1" />);
    await user.click(await screen.findByRole('button', { name: 'Silenciar' }));
    const choices = screen.getByRole('group', { name: 'Silenciar por quanto tempo?' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Até o próximo pedido', 'Por 15 minutos', 'Por 1 hora', 'Voltar']);
    const before = Date.now();
    await user.click(within(choices).getByRole('button', { name: 'Por 15 minutos' }));
    const until = ringSilenceStore.get()?.until ?? 0;
    expect(until - before).toBeGreaterThanOrEqual(15 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(ringing()).toBe('false');
    expect(screen.getByRole('alert').textContent).toContain(
      `Som desligado até ${formatTime(new Date(until))}.`,
    );
    await user.click(screen.getByRole('button', { name: 'Ativar som' }));
    expect(ringing()).toBe('true');
    expect(ringSilenceStore.get()).toBeNull();
  });

  it('never stays silent for good after a reload: the old switch is gone and a new order ends a silence', async () => {
    window.localStorage.setItem('comanda:panel-muted', '1');
    silenceStored({ until: Date.now() + 60 * 60_000, heard: ['order-already-seen'] });
    stubPanel([baseOrder]);
    renderWithProviders(<LiveOrdersBar restaurantId="r1" />);
    expect(await screen.findByRole('button', { name: 'Silenciar' })).toBeTruthy();
    expect(ringing()).toBe('true');
    expect(ringSilenceStore.get()).toBeNull();
  });

  it('keeps a silence ‘até o próximo pedido’ while only the heard orders wait', async () => {
    silenceStored({ until: Date.now() + 60 * 60_000, heard: [baseOrder.id] });
    stubPanel([baseOrder]);
    renderWithProviders(<LiveOrdersBar restaurantId="r1" />);
    await screen.findByRole('alert');
    expect(ringing()).toBe('false');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Ativar som' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Som desligado até o próximo pedido.');
  });

  it('shows the silence with no order waiting, and forgets one whose time is up', async () => {
    const until = Date.now() + 30 * 60_000;
    silenceStored({ until, heard: null });
    stubPanel([]);
    const view = renderWithProviders(<LiveOrdersBar restaurantId="r1" />);
    const notice = await screen.findByText(`Som desligado até ${formatTime(new Date(until))}.`);
    expect(
      within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Ativar som' }),
    ).toBeTruthy();
    view.unmount();
    silenceStored({ until: Date.now() - 1, heard: null });
    renderWithProviders(<LiveOrdersBar restaurantId="r1" />);
    await waitFor(() => expect(ringSilenceStore.get()).toBeNull());
    expect(screen.queryByText(/Som desligado/)).toBeNull();
  });
});

describe('automatic printing', () => {
  it('prints the kitchen ticket once when an order is confirmed, after claiming it on the server', async () => {
    const confirmed = {
      ...baseOrder,
      status: 'confirmed' as const,
      statusLabel: 'Pedido confirmado',
      changeSeq: 11,
    };
    const fetchMock = stubFetch({
      'GET /api/restaurants/r1/orders?view=active': { body: [baseOrder] },
      'GET /api/restaurants/r1/panel-settings': { body: { autoPrintOnConfirm: true } },
      'GET /api/restaurants/r1': { body: { id: 'r1', name: 'Cantina da Praça' } },
      'PATCH /api/orders/order-0000-abc123/status': { body: confirmed },
      'POST /api/orders/order-0000-abc123/printed': {
        body: { ...confirmed, printedAt: new Date().toISOString() },
      },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderWithProviders(
      withLiveBar(<DeliveryOrdersTab restaurantId="r1" label="Delivery/Retirada" />),
    );
    await screen.findByRole('checkbox', { name: 'Imprimir automaticamente ao confirmar', checked: true });
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const ticket = screen.getByRole('article', { name: 'Comanda do pedido #ABC123', hidden: true });
    expect(ticket.textContent).toContain('Cantina da Praça');
    expect(ticket.textContent).toContain('1x Pizza Margherita');
    // The live stream then brings the same confirmation: it is not printed again.
    FakeEventSource.instances[0]!.emit('open');
    FakeEventSource.instances[0]!.emit('order', JSON.stringify(confirmed), '11');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(print).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/printed'))).toHaveLength(1);
  });

  it('never opens the print dialog while the stations print silently, even if it was switched on', async () => {
    const confirmed = {
      ...baseOrder,
      status: 'confirmed' as const,
      statusLabel: 'Pedido confirmado',
      changeSeq: 11,
    };
    const fetchMock = stubFetch({
      'GET /api/restaurants/r1/orders?view=active': { body: [baseOrder] },
      'GET /api/restaurants/r1/panel-settings': {
        body: { autoPrintOnConfirm: true, kitchenPrinting: { silent: true, counterPrinter: false } },
      },
      'GET /api/restaurants/r1': { body: { id: 'r1', name: 'Cantina da Praça' } },
      'PATCH /api/orders/order-0000-abc123/status': { body: confirmed },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderWithProviders(
      withLiveBar(<DeliveryOrdersTab restaurantId="r1" label="Delivery/Retirada" />),
    );
    await screen.findByText(
      'Impressão silenciosa: os pedidos confirmados saem direto nas impressoras das praças.',
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    FakeEventSource.instances[0]!.emit('open');
    FakeEventSource.instances[0]!.emit('order', JSON.stringify(confirmed), '11');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(print).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/printed'))).toEqual([]);
  });
});

describe('the Pedidos Mesas tab', () => {
  it('lists only table orders, with the table and the table actions', async () => {
    const table = {
      ...baseOrder,
      id: 'order-table-tbl001',
      orderNumber: 'TBL001',
      deliveryType: 'table' as const,
      deliveryAddress: null,
      tableNumber: '7',
      status: 'confirmed' as const,
      statusLabel: 'Pedido confirmado',
    };
    stubPanel([baseOrder, table]);
    renderWithProviders(withLiveBar(<TableOrdersTab restaurantId="r1" label="Pedidos Mesas" />));
    const card = (await screen.findByRole('heading', { name: 'Pedido #TBL001' })).closest(
      'article',
    ) as HTMLElement;
    expect(screen.queryByRole('heading', { name: 'Pedido #ABC123' })).toBeNull();
    expect(within(card).getByText('Mesa 7')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Marcar como pago (pedido #TBL001)', 'Preparar', 'Cancelar', 'Imprimir']);
    // The delivery order still pending elsewhere keeps the ring on.
    expect(screen.getByText('Novo pedido!')).toBeTruthy();
  });
});
