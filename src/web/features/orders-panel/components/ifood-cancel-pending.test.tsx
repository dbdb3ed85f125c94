import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_REQUEST_FAILED,
  CANCELLATION_REQUESTED,
} from '../../../../domain/integrations/external-status';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { PanelOrder } from '../types';
import { ExternalSyncStatus } from './external-sync-status';
import { OrderActions } from './order-actions';

const ifoodOrder = (overrides: Partial<PanelOrder>): PanelOrder => ({
  id: 'order-0000-ifd001',
  orderNumber: 'IFD001',
  restaurantId: 'r1',
  customerName: 'Maria Souza',
  customerPhone: '11988887777',
  items: [
    {
      id: 'l',
      name: 'Pizza Calabresa',
      price: '49.90',
      quantity: 1,
      notes: null,
      subtotal: '49.90',
      options: [],
    },
  ],
  subtotal: '49.90',
  total: '55.90',
  status: 'confirmed',
  statusLabel: 'Confirmado',
  deliveryType: 'delivery',
  deliveryAddress: 'Rua Augusta, 500',
  tableNumber: null,
  deliveryFee: '6.00',
  estimatedTime: 40,
  discountApplied: '0.00',
  couponDiscount: '0.00',
  notes: null,
  cancellationReason: null,
  paymentMethod: null,
  cardType: null,
  changeFor: null,
  paidAt: null,
  orderSource: 'ifood',
  externalOrderId: 'ifood-order-1',
  externalStatus: 'CONFIRMED',
  syncedAt: new Date().toISOString(),
  confirmedAt: new Date().toISOString(),
  readyAt: null,
  deliveredAt: null,
  cancelledAt: null,
  printedAt: null,
  changeSeq: 2,
  createdAt: new Date().toISOString(),
  ...overrides,
});

const card = (order: PanelOrder) => (
  <>
    <ExternalSyncStatus order={order} />
    <OrderActions order={order} restaurantId="r1" />
  </>
);

describe("'Cancelar' on an iFood order whose cancellation iFood is deciding", () => {
  it('is not offered until iFood answers; the card says the order stays open until then', () => {
    stubFetch({});
    renderWithProviders(card(ifoodOrder({ externalStatus: CANCELLATION_REQUESTED })));
    expect(
      screen.getByText('Cancelamento pedido ao iFood. O pedido continua aberto até o iFood confirmar.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    // The order is live: its next step is still there.
    expect(screen.getByRole('button', { name: 'Preparar' })).toBeTruthy();
  });

  it('comes back when iFood refuses the cancellation (CARF), to ask again', () => {
    stubFetch({});
    renderWithProviders(card(ifoodOrder({ externalStatus: CANCELLATION_REQUEST_FAILED })));
    expect(screen.getByRole('alert').textContent).toContain('não aceitou o cancelamento');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('is offered on an iFood order nobody asked to cancel', () => {
    stubFetch({});
    renderWithProviders(card(ifoodOrder({})));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });
});
