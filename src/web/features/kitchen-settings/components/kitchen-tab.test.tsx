/**
 * The 'Cozinha' tab follows the acting role (decision 0040): the owner and a Gerente see every
 * card; a Caixa, a Garçom and the Cozinha role only the print queue; and the admin panel lists the
 * tab for who holds kitchen.reprint.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_CAPABILITIES } from '../../../../domain/staff/roles';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { visibleTabs } from '../../admin/tabs';
import { COZINHA, K, me, SETTINGS } from '../test-fixtures';
import { KitchenSettingsTab } from './kitchen-tab';

const CARDS = [
  'Praças',
  'Onde cada item é preparado',
  'Fila de impressão',
  'Aceite e impressão automáticos',
  'Agente de impressão',
  'Imprimir por este navegador',
];

function routes(capabilities?: readonly (typeof ROLE_CAPABILITIES.dono)[number][]) {
  return stubFetch({
    'GET /api/auth/me': me(capabilities),
    [`GET ${K}/stations`]: { body: { stations: [COZINHA] } },
    [`GET ${K}/routing`]: { body: { categories: {}, items: {} } },
    [`GET ${K}/settings`]: { body: SETTINGS },
    [`GET ${K}/agents`]: { body: { agents: [] } },
    [`GET ${K}/print-jobs`]: { body: { jobs: [] } },
    'GET /api/restaurants/r1/categories': { body: [] },
    'GET /api/restaurants/r1/menu': { body: [] },
  });
}

describe("the 'Cozinha' tab", () => {
  it('shows every card to a Gerente', async () => {
    routes(ROLE_CAPABILITIES.gerente);
    renderWithProviders(<KitchenSettingsTab restaurantId="r1" label="Cozinha" />);
    await screen.findByRole('region', { name: 'Praças' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(CARDS);
  });

  it.each(['caixa', 'garcom'] as const)(
    'shows only the print queue to %s, and reads no setting',
    async (role) => {
      const fetchMock = routes(ROLE_CAPABILITIES[role]);
      renderWithProviders(<KitchenSettingsTab restaurantId="r1" label="Cozinha" />);
      await screen.findByRole('region', { name: 'Fila de impressão' });
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Fila de impressão',
      ]);
      const asked = fetchMock.mock.calls.map(([input]) => String(input));
      expect(asked.filter((path) => path.startsWith(K))).toEqual([`${K}/print-jobs`]);
    },
  );

  it('is listed for who may reprint, not for who may not', () => {
    const keys = (capabilities: readonly (typeof ROLE_CAPABILITIES.dono)[number][] | undefined) =>
      visibleTabs(capabilities).map((tab) => tab.key);
    expect(keys(undefined)).toContain('kitchen-settings');
    expect(keys(ROLE_CAPABILITIES.caixa)).toContain('kitchen-settings');
    expect(keys(['orders.view', 'menu.view'])).not.toContain('kitchen-settings');
  });
});
