import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loyaltyMembership, trackedOrder } from '../test/fixtures';
import { renderWithProviders, stubFetch } from '../test/render';
import { OrderTrackingPage } from './order-tracking';

const phone = '5511999998888';
const order = trackedOrder({
  status: 'pending',
  statusLabel: 'Pedido recebido',
  deliveryType: 'pickup',
});
const member = loyaltyMembership();

describe('Rastrear Pedido: Meus pontos', () => {
  it('lets a diner without points prove the phone there, then shows the field for a friend’s code', async () => {
    // Decision 0008: the server lists a restaurant only once this device proved the phone there.
    let proved = false;
    const fetchMock = stubFetch({
      [`GET /api/orders/track/${phone}`]: { body: [order, { ...order, id: 'x-2', orderNumber: '000002' }] },
      [`GET /api/loyalty/memberships/${phone}`]: () => ({ body: proved ? [member] : [] }),
      [`GET /api/restaurants/r1/phone-proof/${phone}`]: () => ({ body: { trusted: proved } }),
      'POST /api/restaurants/r1/phone-proof/code': { body: { delivered: true, expiresInMinutes: 10 } },
      'POST /api/restaurants/r1/phone-proof/verify': () => {
        proved = true;
        return { body: { trusted: true, trustedForDays: 90 } };
      },
    });
    const { user } = renderWithProviders(<OrderTrackingPage />);
    await user.type(screen.getByLabelText('Telefone'), phone);
    await user.click(screen.getByRole('button', { name: 'Buscar Pedidos' }));

    const points = within(await screen.findByRole('region', { name: 'Meus pontos' }));
    expect(points.getAllByRole('listitem')).toHaveLength(1);
    expect(points.getByRole('heading', { name: 'Cantina da Nona' })).toBeTruthy();
    expect(points.getByText(/Confirme que este WhatsApp é seu para ver seus pontos/)).toBeTruthy();
    await user.click(points.getByRole('button', { name: 'Receber código no WhatsApp' }));
    await user.type(await points.findByLabelText(/Digite o código de 6 dígitos/), '654321');
    await user.click(points.getByRole('button', { name: 'Confirmar código' }));

    expect(await points.findByLabelText(/Informe o código de indicação/)).toBeTruthy();
    expect(points.getByText('0 pontos')).toBeTruthy();
    expect(points.queryByRole('button', { name: 'Receber código no WhatsApp' })).toBeNull();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/phone-proof/code'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ phone });
  });

  it('says so when the restaurant cannot send codes, and shows nothing for a cancelled order only', async () => {
    stubFetch({
      [`GET /api/orders/track/${phone}`]: {
        body: [
          order,
          { ...order, id: 'x-3', restaurantId: 'r2', restaurantName: 'Bar do Zé', status: 'cancelled' },
        ],
      },
      [`GET /api/loyalty/memberships/${phone}`]: { body: [] },
      [`GET /api/restaurants/r1/phone-proof/${phone}`]: { body: { trusted: false } },
      'POST /api/restaurants/r1/phone-proof/code': { body: { delivered: false, expiresInMinutes: 10 } },
    });
    const { user } = renderWithProviders(<OrderTrackingPage />);
    await user.type(screen.getByLabelText('Telefone'), phone);
    await user.click(screen.getByRole('button', { name: 'Buscar Pedidos' }));
    const points = within(await screen.findByRole('region', { name: 'Meus pontos' }));
    expect(points.queryByRole('heading', { name: 'Bar do Zé' })).toBeNull();
    await user.click(await points.findByRole('button', { name: 'Receber código no WhatsApp' }));
    expect(
      await points.findByText(/ainda não envia códigos pelo WhatsApp. Seus pontos continuam valendo/),
    ).toBeTruthy();
  });
});
