import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { OrderSettingsCard } from './order-settings-card';

const settings = {
  acceptsPickup: true,
  acceptsDelivery: true,
  acceptsTable: true,
  acceptsCash: true,
  acceptsCard: true,
  acceptsPix: false,
  tableCount: 10,
  halfAndHalfPricing: 'highest' as const,
};

describe('OrderSettingsCard: the table service (decision 0042)', () => {
  it("keeps the table rules beside 'Número de mesas', off by default, and saves them", async () => {
    const fetchMock = stubFetch({
      'GET /api/restaurants/r1/pix-key': { body: { type: null, typeLabel: null, key: null } },
      'PUT /api/restaurants/r1/order-settings': { body: {} },
    });
    const { user } = renderWithProviders(<OrderSettingsCard restaurantId="r1" settings={settings} />);
    const waiter = screen.getByRole('checkbox', { name: 'Garçom abre a mesa (o QR só pede depois)' });
    expect(waiter.getAttribute('aria-checked')).toBe('false');
    await user.click(waiter);
    await user.click(screen.getByRole('checkbox', { name: 'Código da mesa (impresso no cartão do QR)' }));
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT') as [string, RequestInit];
    expect(JSON.parse(String(put[1].body))).toMatchObject({
      tableCount: 10,
      tableOpenedByWaiter: true,
      tableCodeRequired: true,
    });
  });
});
