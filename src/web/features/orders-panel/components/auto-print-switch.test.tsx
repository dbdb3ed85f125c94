/**
 * 'Imprimir automaticamente ao confirmar' (the browser's print dialog) gives way to silent printing
 * once a station has a printer, for every role: the panel's settings say so (`kitchenPrinting`,
 * decision 0050), so nobody needs to read the stations. The switch stays for restaurants without
 * printers and for a server that does not say; and the panel never opens the dialog on a
 * confirmation while the stations print.
 */
import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_CAPABILITIES } from '../../../../domain/staff/roles';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { K, me } from '../../kitchen-settings/test-fixtures';
import { printsInBrowser, useAutoPrint } from '../hooks/use-auto-print';
import { emitOrderChange } from '../lib/order-events';
import type { PanelOrder, PanelSettings } from '../types';
import { AutoPrintSwitch } from './auto-print-switch';

const PANEL = 'GET /api/restaurants/r1/panel-settings';
const SILENT = 'Impressão silenciosa: os pedidos confirmados saem direto nas impressoras das praças.';
const settings = (silent?: boolean): PanelSettings => ({
  autoPrintOnConfirm: true,
  ...(silent !== undefined && { kitchenPrinting: { silent, counterPrinter: false } }),
});

describe("the orders panel's automatic printing switch", () => {
  it.each([
    ['the owner', undefined],
    ['a Caixa', ROLE_CAPABILITIES.caixa],
    ['a Garçom', ROLE_CAPABILITIES.garcom],
  ])(
    'says printing is silent when the server says a station prints, to %s, reading no station',
    async (_, role) => {
      const fetchMock = stubFetch({ [PANEL]: { body: settings(true) }, 'GET /api/auth/me': me(role) });
      renderWithProviders(<AutoPrintSwitch restaurantId="r1" />);
      expect(await screen.findByText(SILENT)).toBeTruthy();
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith(K))).toBe(false);
    },
  );

  it.each([
    ['a restaurant without printers', settings(false)],
    ['a server that does not say', settings()],
  ])('keeps the old switch for %s', async (_, body) => {
    stubFetch({ [PANEL]: { body }, 'GET /api/auth/me': me(ROLE_CAPABILITIES.caixa) });
    renderWithProviders(<AutoPrintSwitch restaurantId="r1" />);
    expect(
      await screen.findByRole('checkbox', { name: 'Imprimir automaticamente ao confirmar', checked: true }),
    ).toBeTruthy();
    expect(screen.queryByText(SILENT)).toBeNull();
  });
});

describe('automatic printing on confirmation', () => {
  afterEach(() => vi.unstubAllGlobals());

  const confirmed = (id: string) =>
    ({ id, status: 'confirmed', printedAt: null, items: [] }) as unknown as PanelOrder;
  const printedCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls.filter(
      ([input, init]) => init?.method === 'POST' && String(input).endsWith('/printed'),
    );

  it('prints through the browser only when asked and no station prints silently', () => {
    expect(printsInBrowser(undefined)).toBe(false);
    expect(printsInBrowser({ autoPrintOnConfirm: false })).toBe(false);
    expect(printsInBrowser(settings())).toBe(true);
    expect(printsInBrowser(settings(false))).toBe(true);
    expect(printsInBrowser(settings(true))).toBe(false);
  });

  it('never claims an order for the print dialog while the stations print silently', async () => {
    const fetchMock = stubFetch({
      'POST /api/orders/o2/printed': { status: 409, body: { error: 'Já impresso' } },
    });
    const silent = renderHook(() => useAutoPrint(settings(true)));
    emitOrderChange(confirmed('o1'));
    silent.unmount();
    expect(printedCalls(fetchMock)).toEqual([]);
    // The same change with the stations silent no more: the dialog's claim is asked for.
    const dialog = renderHook(() => useAutoPrint(settings(false)));
    emitOrderChange(confirmed('o2'));
    await waitFor(() => expect(printedCalls(fetchMock)).toHaveLength(1));
    dialog.unmount();
  });
});
