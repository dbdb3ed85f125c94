import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GIRASSOL_ADDRESS, GIRASSOL_ADDRESS_LINE } from '../../../../../test/fixtures/delivery-address';
import { formatTime } from '../../../../domain/format/format';
import { RestaurantTimeZoneProvider } from '../../../lib/restaurant-time-zone';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { activeOrdersQueryOptions } from '../api/get-orders';
import type { PanelOrder } from '../types';
import { KitchenTicket } from './kitchen-ticket';
import { OrderPayment } from './order-payment';

const order = (overrides: Partial<PanelOrder>): PanelOrder => ({
  id: 'order-0000-def456',
  orderNumber: 'DEF456',
  restaurantId: 'r1',
  customerName: 'Caio Prado',
  customerPhone: '5511977776666',
  items: [
    { id: 'l', name: 'Lasanha', price: '43.95', quantity: 2, notes: null, subtotal: '87.90', options: [] },
  ],
  subtotal: '87.90',
  total: '87.90',
  status: 'confirmed',
  statusLabel: 'Confirmado',
  deliveryType: 'pickup',
  deliveryAddress: null,
  tableNumber: null,
  deliveryFee: '0.00',
  estimatedTime: null,
  discountApplied: '0.00',
  couponDiscount: '0.00',
  notes: null,
  cancellationReason: null,
  paymentMethod: 'pix',
  cardType: null,
  changeFor: null,
  paidAt: null,
  orderSource: 'direct',
  externalStatus: null,
  syncedAt: null,
  confirmedAt: null,
  readyAt: null,
  deliveredAt: null,
  cancelledAt: null,
  printedAt: null,
  changeSeq: 3,
  createdAt: '2026-11-20T15:00:00Z',
  ...overrides,
});

describe('the payment on the order card', () => {
  it('marks an unpaid PIX order as paid, and shows the badge at once', async () => {
    const paidAt = '2026-11-20T15:10:00.000Z';
    const fetchMock = stubFetch({
      'POST /api/orders/order-0000-def456/paid': {
        body: { id: 'order-0000-def456', orderNumber: 'DEF456', paymentMethod: 'pix', paidAt },
      },
    });
    const pix = order({});
    const { user, queryClient } = renderWithProviders(<OrderPayment order={pix} restaurantId="r1" />);
    queryClient.setQueryData(activeOrdersQueryOptions('r1').queryKey, [pix]);
    expect(screen.getByText('Pagamento: PIX')).toBeTruthy();
    expect(screen.queryByText('Pago')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Marcar como pago/ }));
    await screen.findByText('Pagamento confirmado');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(activeOrdersQueryOptions('r1').queryKey)?.[0]?.paidAt).toBe(paidAt);
  });

  it('has no button once paid, nor for a cancelled order', () => {
    const view = renderWithProviders(
      <OrderPayment order={order({ paidAt: '2026-11-20T15:10:00Z' })} restaurantId="r1" />,
    );
    expect(screen.getByText('Pago')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Marcar como pago/ })).toBeNull();
    view.unmount();
    renderWithProviders(<OrderPayment order={order({ status: 'cancelled' })} restaurantId="r1" />);
    expect(screen.queryByRole('button', { name: /Marcar como pago/ })).toBeNull();
  });

  it('shows cash with the change to bring, and the card type', () => {
    const view = renderWithProviders(
      <OrderPayment order={order({ paymentMethod: 'cash', changeFor: '100.00' })} restaurantId="r1" />,
    );
    // Each amount is kept on one line inside its sentence (AmountsWhole).
    for (const sentence of ['Pagamento: Dinheiro — troco para R$ 100,00', 'Levar troco: R$ 12,10']) {
      const line = screen.getByText(
        (_, element) =>
          element?.tagName === 'SPAN' && element.textContent === sentence && element.children.length === 1,
      );
      expect(line.querySelector('.whitespace-nowrap')?.textContent).toMatch(/^R\$ \d+,\d{2}$/);
    }
    expect(screen.queryByRole('button', { name: /Marcar como pago/ })).toBeNull();
    view.unmount();
    renderWithProviders(
      <OrderPayment order={order({ paymentMethod: 'card', cardType: 'credit' })} restaurantId="r1" />,
    );
    // A pickup order's card is paid at the counter (issue 20): never 'Cartão na entrega'.
    expect(screen.getByText('Pagamento: Cartão na retirada (crédito)')).toBeTruthy();
  });

  it('prints the payment and the change on the kitchen ticket', () => {
    renderWithProviders(
      <KitchenTicket
        order={order({ paymentMethod: 'cash', changeFor: '100.00' })}
        restaurantName="Cantina"
      />,
    );
    expect(screen.getByText('Pagamento: Dinheiro — troco para R$ 100,00')).toBeTruthy();
    expect(screen.getByText('Levar troco: R$ 12,10')).toBeTruthy();
  });

  it("prints an iFood order's address part by part, the card brand and that the CPF is on the note", () => {
    renderWithProviders(
      <KitchenTicket
        order={order({
          orderSource: 'ifood',
          deliveryType: 'delivery',
          deliveryAddress: GIRASSOL_ADDRESS_LINE,
          deliveryAddressDetails: GIRASSOL_ADDRESS,
          paymentMethod: null,
          cardBrand: 'VISA',
          hasFiscalCpf: true,
        })}
        restaurantName="Cantina"
      />,
    );
    expect(screen.getByText('Rua Girassol, 1200 — Apto 42')).toBeTruthy();
    expect(screen.getByText('Bairro: Vila Madalena')).toBeTruthy();
    expect(screen.getByText('São Paulo - SP · CEP 05433-002')).toBeTruthy();
    expect(screen.getByText('Referência: Portão azul')).toBeTruthy();
    expect(screen.getByText('Bandeira do cartão: VISA')).toBeTruthy();
    expect(screen.getByText('CPF na nota')).toBeTruthy();
  });

  it('takes the coupon and the points off once each on the kitchen ticket', () => {
    // R$ 87,90 − cupom R$ 8,79 − pontos R$ 5,00 = R$ 74,11: discountApplied holds both discounts.
    renderWithProviders(
      <KitchenTicket
        order={order({ discountApplied: '13.79', couponDiscount: '8.79', total: '74.11' })}
        restaurantName="Cantina"
      />,
    );
    const line = (label: string) => screen.getByText(label).parentElement?.textContent;
    expect(line('Cupom')).toBe('Cupom-R$ 8,79');
    expect(line('Pontos de fidelidade')).toBe('Pontos de fidelidade-R$ 5,00');
    expect(screen.queryByText('Desconto')).toBeNull();
    expect(line('Total')).toBe('TotalR$ 74,11');
  });

  it('prints the local time of a Cuiabá restaurant on the kitchen ticket', () => {
    // 23:30 UTC is 20:30 in Brasília and 19:30 in Cuiabá (MT, UTC−4).
    renderWithProviders(
      <RestaurantTimeZoneProvider timeZone="America/Cuiaba">
        <KitchenTicket order={order({ createdAt: '2026-11-20T23:30:00Z' })} restaurantName="Cantina" />
      </RestaurantTimeZoneProvider>,
    );
    expect(screen.getByText('20/11/2026 19:30')).toBeTruthy();
  });

  it("shows when the Mercado Pago PIX expires, in the restaurant's time, and once it has expired", () => {
    const expiresAt = new Date(Date.now() + 20 * 60_000);
    const { unmount } = renderWithProviders(
      <RestaurantTimeZoneProvider timeZone="America/Cuiaba">
        <OrderPayment
          order={order({ pixStatus: 'pending', pixExpiresAt: expiresAt.toISOString() })}
          restaurantId="r1"
        />
      </RestaurantTimeZoneProvider>,
    );
    expect(screen.getByText(`PIX expira às ${formatTime(expiresAt, 'America/Cuiaba')}`)).toBeTruthy();
    unmount();
    renderWithProviders(
      <OrderPayment
        order={order({ pixStatus: 'pending', pixExpiresAt: new Date(Date.now() - 60_000).toISOString() })}
        restaurantId="r1"
      />,
    );
    expect(screen.getByText('PIX expirado')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Marcar como pago/ })).toBeTruthy();
  });

  it('says nothing of an expiry once the PIX is paid', () => {
    renderWithProviders(
      <OrderPayment
        order={order({
          pixStatus: 'approved',
          paidAt: '2026-11-20T15:10:00.000Z',
          pixExpiresAt: new Date(Date.now() + 60_000).toISOString(),
        })}
        restaurantId="r1"
      />,
    );
    expect(screen.queryByText(/PIX expir/)).toBeNull();
  });
});

describe("the order's NFC-e and the closed register on the order card", () => {
  const CAIXA = { body: { acting: { capabilities: ['fiscal.issue', 'register.open', 'kitchen.reprint'] } } };

  it("offers 'Abrir caixa' when marking paid needs an open register", async () => {
    stubFetch({
      'GET /api/auth/me': CAIXA,
      'POST /api/orders/order-0000-def456/paid': {
        status: 409,
        body: { error: 'Abra o caixa antes de receber.' },
      },
      'GET /api/restaurants/r1/registers': {
        body: {
          registers: [
            {
              id: 'reg1',
              name: 'Caixa 1',
              isActive: true,
              openSession: null,
              suggestedFloatCents: 10000,
              suggestedFloat: '100.00',
            },
          ],
        },
      },
    });
    const { user } = renderWithProviders(<OrderPayment order={order({})} restaurantId="r1" />);
    await user.click(screen.getByRole('button', { name: 'Marcar como pago (pedido #DEF456)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Abra o caixa antes de receber.');
    expect(await screen.findByRole('button', { name: 'Abrir Caixa 1 (troco R$ 100,00)' })).toBeTruthy();
  });

  it("issues the NFC-e of an order paid at the counter with 'Emitir NFC-e', and shows it authorized", async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/me': CAIXA,
      'GET /api/restaurants/r1/fiscal/profile': { body: { issueMode: 'manual', askCpfAtCheckout: false } },
      'GET /api/restaurants/r1/fiscal/receipts?orderId=order-0000-def456': { body: { receipts: [] } },
      'POST /api/restaurants/r1/fiscal/receipts': {
        status: 201,
        body: {
          id: 'nf2',
          status: 'autorizada',
          statusLabel: 'Autorizada',
          environment: 'producao',
          number: '40',
          series: '1',
          cpfMasked: null,
          advice: null,
          canRetry: false,
        },
      },
    });
    const paid = order({ paymentMethod: 'cash', paidAt: '2026-11-20T15:10:00.000Z' });
    const { user } = renderWithProviders(<OrderPayment order={paid} restaurantId="r1" />);
    await user.click(await screen.findByRole('button', { name: 'Emitir NFC-e (pedido #DEF456)' }));
    const note = screen.getByRole('region', { name: 'Nota fiscal (NFC-e)' });
    expect((await within(note).findByRole('status')).textContent).toContain('Autorizada');
    expect(within(note).getByRole('button', { name: 'Imprimir DANFE (pedido #DEF456)' })).toBeTruthy();
    const issued = fetchMock.mock.calls.filter(
      ([input, init]) => init?.method === 'POST' && String(input).endsWith('/fiscal/receipts'),
    );
    expect(issued.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { orderId: 'order-0000-def456' },
    ]);
  });

  it('shows no NFC-e for an unpaid order, nor for a restaurant without a fiscal profile', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/me': CAIXA,
      'GET /api/restaurants/r1/fiscal/profile': { body: null },
    });
    renderWithProviders(
      <>
        <OrderPayment order={order({ paymentMethod: 'cash', status: 'delivered' })} restaurantId="r1" />
        <OrderPayment order={order({ id: 'o2', paymentMethod: 'cash' })} restaurantId="r1" />
      </>,
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/fiscal/profile'))).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Nota fiscal (NFC-e)' })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/fiscal/receipts'))).toBe(false);
  });
});
