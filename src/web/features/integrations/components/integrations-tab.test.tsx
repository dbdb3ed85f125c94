import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { IntegrationsTab } from './integrations-tab';

const COUNTS = { direct: 7, ifood: 3, uber_eats: 0, rappi: 1, other: 0 };
const IFOOD = {
  id: 'i1',
  platform: 'ifood',
  platformName: 'iFood',
  status: 'active',
  isActive: true,
  merchantId: 'm-1',
  webhookUrl: null,
  apiKeyHint: '••••',
  secretKeyHint: '••••9876',
  settings: { autoSyncMenu: true, autoSyncOrders: true, syncInterval: 300 },
  lastSync: null,
  syncErrors: 'Limite de requisições do iFood atingido',
  ordersReceived: 3,
  isMenuSynced: false,
  receiveUrl: 'http://localhost/api/integrations/ifood/webhook/i1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('IntegrationsTab', () => {
  it('links an iFood store by code: user code, Portal do Parceiro, authorization code', async () => {
    let authorized: unknown;
    stubFetch({
      'GET /api/restaurants/r1/integrations': { body: [] },
      'GET /api/restaurants/r1/integrations/order-sources': { body: COUNTS },
      'GET /api/restaurants/r1/integrations/ifood/link': {
        body: { appType: 'distributed', configured: true },
      },
      'POST /api/restaurants/r1/integrations/ifood/link': {
        body: {
          userCode: 'ABCD-1234',
          verificationUrl: 'https://portal.ifood.com.br/apps/code',
          verificationUrlComplete: 'https://portal.ifood.com.br/apps/code?c=ABCD-1234',
          expiresIn: 600,
        },
      },
      'POST /api/restaurants/r1/integrations/ifood/authorize': (init) => {
        authorized = JSON.parse(String(init.body));
        return { body: { ...IFOOD, authMode: 'linked' } };
      },
    });
    const { user } = renderWithProviders(<IntegrationsTab restaurantId="r1" label="Integrações" />);
    // Uber Eats left Brazil in 2022: its card cannot be connected.
    expect(await screen.findByRole('button', { name: 'Indisponível' })).toBeTruthy();
    expect(screen.getByText(/Indisponível no Brasil desde 2022/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Conectar iFood' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar iFood' });
    expect(within(dialog).queryByLabelText('API Key')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Gerar código de vínculo' }));
    expect(await within(dialog).findByText('ABCD-1234')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Abrir o Portal do Parceiro/ })
        .getAttribute('href'),
    ).toBe('https://portal.ifood.com.br/apps/code?c=ABCD-1234');
    const submit = within(dialog).getByRole('button', { name: 'Vincular loja' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Código de autorização'), 'AUTH-XYZ');
    await user.click(submit);
    expect(await screen.findByText('Loja do iFood vinculada.')).toBeTruthy();
    expect(authorized).toEqual({ authorizationCode: 'AUTH-XYZ' });
  });

  it('links an iFood store by its id: finds it, shows its name, links on confirmation', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/restaurants/r1/integrations/ifood/link': {
        body: { appType: 'centralized', configured: true },
      },
      'GET /api/restaurants/r1/integrations': { body: [] },
      'GET /api/restaurants/r1/integrations/order-sources': { body: COUNTS },
      'POST /api/restaurants/r1/integrations/ifood/store-lookup': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { body: { merchantId: 'loja-42', name: 'Cantina da Ana', corporateName: 'Ana LTDA' } };
      },
      'POST /api/restaurants/r1/integrations/ifood/store': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { body: { ...IFOOD, merchantId: 'loja-42' } };
      },
    });
    const { user } = renderWithProviders(<IntegrationsTab restaurantId="r1" label="Integrações" />);
    expect(await screen.findByText('7')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Em breve' })).toHaveLength(3);
    await user.click(await screen.findByRole('button', { name: 'Conectar iFood' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar iFood' });
    expect(within(dialog).queryByLabelText('API Key')).toBeNull();
    expect(within(dialog).getByText(/aprove o pedido de acesso do Comanda/)).toBeTruthy();
    const find = within(dialog).getByRole('button', { name: 'Buscar loja' });
    expect(find.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('ID da loja no iFood'), 'loja-42');
    await user.click(find);
    expect(await within(dialog).findByText('Cantina da Ana')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Vincular esta loja' }));
    expect(await screen.findByText('Loja do iFood vinculada: Cantina da Ana.')).toBeTruthy();
    expect(sent).toEqual([{ store: 'loja-42' }, { store: 'loja-42' }]);
  });

  it('says plainly when the operator has not configured iFood, with no button to press', async () => {
    stubFetch({
      'GET /api/restaurants/r1/integrations/ifood/link': {
        body: { appType: 'centralized', configured: false },
      },
      'GET /api/restaurants/r1/integrations': { body: [] },
      'GET /api/restaurants/r1/integrations/order-sources': { body: COUNTS },
    });
    renderWithProviders(<IntegrationsTab restaurantId="r1" label="Integrações" />);
    expect(
      await screen.findByText('O Comanda ainda não foi configurado para o iFood neste servidor.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conectar iFood' })).toBeNull();
  });

  it('shows the linked store open or closed on iFood, with iFood’s reason', async () => {
    stubFetch({
      'GET /api/restaurants/r1/integrations': { body: [IFOOD] },
      'GET /api/restaurants/r1/integrations/order-sources': { body: COUNTS },
      'GET /api/restaurants/r1/integrations/ifood/status': {
        body: {
          state: 'CLOSED',
          stateLabel: 'Fechada',
          operations: [
            {
              operation: 'DELIVERY',
              operationLabel: 'Entrega',
              salesChannel: 'MARKETPLACE',
              state: 'CLOSED',
              stateLabel: 'Fechada',
              available: false,
              reason: 'Fora do horário — Abre às 18:00',
              detail: null,
              reopenable: null,
            },
          ],
          checkedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    });
    renderWithProviders(<IntegrationsTab restaurantId="r1" label="Integrações" />);
    expect(await screen.findByText(/Fora do horário — Abre às 18:00/)).toBeTruthy();
    expect(screen.getByText(/Loja no iFood:/).textContent).toBe('Loja no iFood: Fechada');
  });

  it('lists active integrations and asks before disconnecting', async () => {
    let patched: unknown;
    stubFetch({
      'GET /api/restaurants/r1/integrations': { body: [IFOOD] },
      'GET /api/restaurants/r1/integrations/order-sources': { body: COUNTS },
      'PATCH /api/restaurants/r1/integrations/ifood': (init) => {
        patched = JSON.parse(String(init.body));
        return { body: { ...IFOOD, status: 'inactive', isActive: false } };
      },
    });
    const { user } = renderWithProviders(<IntegrationsTab restaurantId="r1" label="Integrações" />);
    expect(await screen.findByText('Pedidos recebidos: 3')).toBeTruthy();
    expect(screen.getByText(/Último erro: Limite/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desconectar iFood?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Integração desconectada')).toBeTruthy();
    expect(patched).toEqual({ isActive: false });
  });

  it("shows the secrets' masks in 'Configurar' and keeps them unless retyped", async () => {
    let patched: unknown;
    stubFetch({
      'GET /api/restaurants/r1/integrations': { body: [IFOOD] },
      'GET /api/restaurants/r1/integrations/order-sources': { body: COUNTS },
      'PATCH /api/restaurants/r1/integrations/ifood': (init) => {
        patched = JSON.parse(String(init.body));
        return { body: IFOOD };
      },
    });
    const { user } = renderWithProviders(<IntegrationsTab restaurantId="r1" label="Integrações" />);
    await user.click(await screen.findByRole('button', { name: 'Configurar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurar iFood' });
    expect(within(dialog).getByText(/Atual: ••••9876/)).toBeTruthy();
    expect(within(dialog).getByText(IFOOD.receiveUrl)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações salvas!')).toBeTruthy();
    expect(patched).toMatchObject({ credentials: { apiKey: '', secretKey: '', merchantId: 'm-1' } });
  });
});
