import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IntegrationView } from '../../../../domain/integrations/platforms';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { ActiveIntegrations } from './active-integrations';

const base = {
  status: 'active' as const,
  isActive: true,
  webhookUrl: null,
  apiKeyHint: null,
  secretKeyHint: null,
  settings: { autoSyncMenu: true, autoSyncOrders: true, syncInterval: 300 },
  lastSync: null,
  syncErrors: null,
  ordersReceived: 2,
  isMenuSynced: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const KEETA: IntegrationView = {
  ...base,
  id: 'k1',
  platform: 'keeta',
  platformName: 'Keeta',
  merchantId: '712345678',
  authMode: 'linked',
  receiveUrl: 'http://localhost/api/integrations/keeta/newEvent',
  merchantUrl: 'http://localhost/api/open-delivery/merchants/k1',
};
const BARE: IntegrationView = {
  ...base,
  id: 'od1',
  // The bare adapter is not yet among the connectable platforms' type (its card is being built).
  platform: 'open_delivery' as IntegrationView['platform'],
  platformName: 'Open Delivery',
  merchantId: 'loja-7',
  authMode: 'keys',
  apiKeyHint: '••••1234',
  secretKeyHint: '••••5678',
  receiveUrl: 'http://localhost/api/integrations/open_delivery/webhook/od1',
  merchantUrl: 'http://localhost/api/open-delivery/merchants/od1',
};

describe('ActiveIntegrations', () => {
  it('asks the owner to inform URLs only for the bare Open Delivery adapter, never for Keeta', async () => {
    stubFetch({ 'GET /api/restaurants/r1/integrations/keeta/merchant-check': { body: { gaps: [] } } });
    renderWithProviders(<ActiveIntegrations restaurantId="r1" integrations={[KEETA, BARE]} />);
    const [keeta, bare] = screen.getAllByRole('listitem');
    expect(within(keeta!).getByText('Loja na Keeta: 712345678')).toBeTruthy();
    expect(within(keeta!).getByText('· Conectada')).toBeTruthy();
    expect(keeta!.textContent).not.toMatch(/Informe à plataforma|webhook|GET \/merchant/);
    expect(bare!.textContent).toContain(
      `Informe à plataforma — cardápio (GET /merchant): ${BARE.merchantUrl} · webhook: ${BARE.receiveUrl}`,
    );
  });

  it("'Configurar' on Keeta offers only the menu sync and saves it, with no keys and no webhook", async () => {
    let patched: unknown;
    stubFetch({
      'GET /api/restaurants/r1/integrations/keeta/merchant-check': { body: { gaps: [] } },
      'PATCH /api/restaurants/r1/integrations/keeta': (init) => {
        patched = JSON.parse(String(init.body));
        return { body: KEETA };
      },
    });
    const { user } = renderWithProviders(<ActiveIntegrations restaurantId="r1" integrations={[KEETA]} />);
    await user.click(screen.getByRole('button', { name: 'Configurar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurar Keeta' });
    expect(
      within(dialog).getByText('Loja 712345678 da Keeta, ligada ao app do Comanda (sem chaves).'),
    ).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/iFood|webhook|Intervalo|Receber pedidos/);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sincronizar cardápio automaticamente' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações salvas!')).toBeTruthy();
    expect(patched).toEqual({
      syncSettings: { autoSyncMenu: false, autoSyncOrders: true, syncInterval: 300 },
    });
  });
});
