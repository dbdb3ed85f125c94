import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { IntegrationsTab } from './integrations-tab';

const COUNTS = { direct: 0, ifood: 0, uber_eats: 0, rappi: 0, other: 0 };
const BASE = {
  'GET /api/restaurants/r1/integrations': { body: [] },
  'GET /api/restaurants/r1/integrations/order-sources': { body: COUNTS },
  'GET /api/restaurants/r1/integrations/ifood/link': { body: { appType: 'centralized', configured: true } },
};

describe('Conectar Rappi', () => {
  it('links the store by its Rappi id, with no key field', async () => {
    let sent: unknown;
    stubFetch({
      ...BASE,
      'GET /api/restaurants/r1/integrations/rappi': { body: { configured: true, takeDeadlineSeconds: 360 } },
      'POST /api/restaurants/r1/integrations/rappi/link': (init) => {
        sent = JSON.parse(String(init.body));
        return { status: 422, body: { error: 'A Rappi não mostra a loja 123 para o Comanda.' } };
      },
    });
    const { user } = renderWithProviders(<IntegrationsTab restaurantId="r1" label="Integrações" />);
    await user.click(await screen.findByRole('button', { name: 'Conectar Rappi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Rappi' });
    expect(within(dialog).queryByLabelText('API Key')).toBeNull();
    expect(within(dialog).queryByLabelText(/segredo|secret/i)).toBeNull();
    await user.type(await within(dialog).findByLabelText('ID da loja na Rappi'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Ligar loja' }));
    expect(await within(dialog).findByText('A Rappi não mostra a loja 123 para o Comanda.')).toBeTruthy();
    expect(sent).toEqual({ storeId: '123' });
  });

  it('says plainly when the server has no Rappi ally, with no button that does nothing', async () => {
    stubFetch({
      ...BASE,
      'GET /api/restaurants/r1/integrations/rappi': { body: { configured: false, takeDeadlineSeconds: 360 } },
    });
    const { user } = renderWithProviders(<IntegrationsTab restaurantId="r1" label="Integrações" />);
    await user.click(await screen.findByRole('button', { name: 'Conectar Rappi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Rappi' });
    expect(
      await within(dialog).findByText('O Comanda ainda não foi configurado para a Rappi neste servidor.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Ligar loja' })).toBeNull();
    expect(within(dialog).queryByLabelText('ID da loja na Rappi')).toBeNull();
  });

  it("says in 'Configurar' how a linked store was linked, with no key field", async () => {
    const linked = {
      id: 'i2',
      platform: 'rappi',
      platformName: 'Rappi',
      status: 'active',
      isActive: true,
      merchantId: '900109448',
      webhookUrl: null,
      apiKeyHint: null,
      secretKeyHint: null,
      authMode: 'linked',
      settings: { autoSyncMenu: false, autoSyncOrders: true, syncInterval: 300 },
      lastSync: null,
      syncErrors: null,
      ordersReceived: 0,
      isMenuSynced: false,
      receiveUrl: 'http://localhost/api/integrations/rappi/webhook',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    stubFetch({ ...BASE, 'GET /api/restaurants/r1/integrations': { body: [linked] } });
    const { user } = renderWithProviders(<IntegrationsTab restaurantId="r1" label="Integrações" />);
    await user.click(await screen.findByRole('button', { name: 'Configurar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurar Rappi' });
    expect(
      within(dialog).getByText('Loja 900109448 da Rappi, ligada ao integrador Comanda (sem chaves).'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/iFood/)).toBeNull();
    expect(within(dialog).getByText(/já registrado pelo Comanda/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('API Key')).toBeNull();
  });
});
