/**
 * 'Imprimir automaticamente ao confirmar' (the browser's print dialog) gives way to silent printing
 * once a station has a printer, and stays for restaurants without printers and for who cannot read
 * the stations (kitchen.configure).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_CAPABILITIES } from '../../../../domain/staff/roles';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { COZINHA, K, me } from '../../kitchen-settings/test-fixtures';
import { AutoPrintSwitch } from './auto-print-switch';

const PANEL = { 'GET /api/restaurants/r1/panel-settings': { body: { autoPrintOnConfirm: true } } };

describe("the orders panel's automatic printing switch", () => {
  it('says printing is silent now when a station has a printer', async () => {
    stubFetch({
      ...PANEL,
      'GET /api/auth/me': me(),
      [`GET ${K}/stations`]: { body: { stations: [COZINHA] } },
    });
    renderWithProviders(<AutoPrintSwitch restaurantId="r1" />);
    expect(
      await screen.findByText(
        'Impressão silenciosa: os pedidos confirmados saem direto nas impressoras das praças.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('keeps the old switch for a restaurant without printers', async () => {
    stubFetch({
      ...PANEL,
      'GET /api/auth/me': me(),
      [`GET ${K}/stations`]: { body: { stations: [{ ...COZINHA, printer: null }] } },
    });
    renderWithProviders(<AutoPrintSwitch restaurantId="r1" />);
    expect(
      await screen.findByRole('checkbox', { name: 'Imprimir automaticamente ao confirmar', checked: true }),
    ).toBeTruthy();
  });

  it('keeps the old switch, and reads no station, for who cannot configure the kitchen', async () => {
    const fetchMock = stubFetch({ ...PANEL, 'GET /api/auth/me': me(ROLE_CAPABILITIES.caixa) });
    renderWithProviders(<AutoPrintSwitch restaurantId="r1" />);
    expect(
      await screen.findByRole('checkbox', { name: 'Imprimir automaticamente ao confirmar', checked: true }),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith(K))).toBe(false);
  });
});
