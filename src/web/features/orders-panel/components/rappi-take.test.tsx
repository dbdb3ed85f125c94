import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { PanelOrder } from '../types';
import { ExternalSyncStatus } from './external-sync-status';
import { OrderActions } from './order-actions';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const rappiOrder = (overrides: Partial<PanelOrder>): PanelOrder => ({
  id: 'order-0000-abc123',
  orderNumber: 'ABC123',
  restaurantId: 'r1',
  customerName: 'João Silva',
  customerPhone: '11999999999',
  items: [
    { id: 'l', name: 'X-Burger', price: '19.90', quantity: 2, notes: null, subtotal: '39.80', options: [] },
  ],
  subtotal: '51.90',
  total: '58.90',
  status: 'pending',
  statusLabel: 'Pendente',
  deliveryType: 'delivery',
  deliveryAddress: 'Av. Paulista, 1000',
  tableNumber: null,
  deliveryFee: '7.00',
  estimatedTime: null,
  discountApplied: '0.00',
  couponDiscount: '0.00',
  notes: 'Rappi #RP-77 — Pago online pela Rappi',
  cancellationReason: null,
  paymentMethod: null,
  cardType: null,
  changeFor: null,
  paidAt: null,
  orderSource: 'rappi',
  externalOrderId: 'RP-77',
  externalStatus: 'NEW_ORDER',
  syncedAt: null,
  confirmedAt: null,
  readyAt: null,
  deliveredAt: null,
  cancelledAt: null,
  printedAt: null,
  changeSeq: 1,
  createdAt: minutesAgo(1),
  ...overrides,
});

const mode = (takeDeadlineSeconds: number) => ({
  'GET /api/restaurants/r1/integrations/rappi': { body: { configured: true, takeDeadlineSeconds } },
});

describe("Rappi's take deadline on the order card", () => {
  it("counts down the server's deadline from the order's arrival", async () => {
    stubFetch(mode(360));
    renderWithProviders(<ExternalSyncStatus order={rappiOrder({})} />);
    const countdown = await screen.findByText(/Aceite em/);
    expect(countdown.textContent).toMatch(/^Aceite em 0(5:00|4:5\d) ou a Rappi cancela o pedido$/);
  });

  it('uses the configured deadline, not a fixed one', async () => {
    stubFetch(mode(600));
    renderWithProviders(<ExternalSyncStatus order={rappiOrder({})} />);
    expect((await screen.findByText(/Aceite em/)).textContent).toMatch(/Aceite em 0(9:00|8:5\d)/);
  });

  it('says Rappi cancels it once the deadline has passed', async () => {
    stubFetch(mode(360));
    renderWithProviders(<ExternalSyncStatus order={rappiOrder({ createdAt: minutesAgo(7) })} />);
    expect(
      await screen.findByText('Prazo para aceitar esgotado: a Rappi cancela o pedido que não foi aceito'),
    ).toBeTruthy();
  });

  it('shows no countdown once the order is taken', async () => {
    const fetchMock = stubFetch(mode(360));
    renderWithProviders(<ExternalSyncStatus order={rappiOrder({ status: 'confirmed' })} />);
    expect(await screen.findByText(/^Na Rappi|^No Rappi/)).toBeTruthy();
    expect(screen.queryByText(/Aceite em/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("'Cancelar' on a taken Rappi order", () => {
  it("becomes 'Falar com o suporte da Rappi', with the steps and nothing sent", async () => {
    const fetchMock = stubFetch({});
    const { user } = renderWithProviders(
      <OrderActions order={rappiOrder({ status: 'confirmed' })} restaurantId="r1" />,
    );
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Falar com o suporte da Rappi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar o pedido #ABC123 na Rappi' });
    expect(within(dialog).getByText(/não permite recusar um pedido que já foi aceito/)).toBeTruthy();
    expect(within(dialog).getByText('RP-77')).toBeTruthy();
    expect(within(dialog).getByText(/Quando a Rappi cancelar, o pedido sai do painel sozinho/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stays 'Cancelar' with Rappi's reasons before the take", async () => {
    stubFetch({
      'GET /api/orders/order-0000-abc123/cancellation-reasons': {
        body: [{ code: 'ITEM_OUT_OF_STOCK', description: 'Item sem estoque' }],
      },
    });
    const { user } = renderWithProviders(<OrderActions order={rappiOrder({})} restaurantId="r1" />);
    expect(screen.queryByRole('button', { name: 'Falar com o suporte da Rappi' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/item sem estoque/i)).toBeTruthy();
  });
});
