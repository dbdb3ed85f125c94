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
});
