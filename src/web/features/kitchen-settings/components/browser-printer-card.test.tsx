/**
 * 'Imprimir por este navegador': hidden, with the reason, where there is no WebUSB or Web Serial;
 * pairing this browser as a 'navegador' agent and keeping its token in localStorage; the connected
 * printer and 'Esquecer impressora'; 'Parar de imprimir neste navegador' revokes the agent.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { installFakePrinterForTests, resetPrinterForTests } from '../browser-printing/printer';
import { agentStore } from '../browser-printing/storage';
import { COZINHA, K, sent } from '../test-fixtures';
import { BrowserPrinterCard } from './browser-printer-card';

const IN_BROWSER = {
  ...COZINHA,
  printer: COZINHA.printer && { ...COZINHA.printer, connection: { kind: 'navegador' as const } },
};

function withWebUsb() {
  Object.defineProperty(navigator, 'usb', { value: {}, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'usb');
  resetPrinterForTests();
  agentStore('r1').set(null);
});

describe("'Imprimir por este navegador'", () => {
  it('says it needs Chrome or Edge on a computer where the browser reaches no printer', async () => {
    stubFetch({});
    renderWithProviders(<BrowserPrinterCard restaurantId="r1" />);
    const card = await screen.findByRole('region', { name: 'Imprimir por este navegador' });
    expect(card.textContent).toContain('precisa do Chrome ou do Edge num computador');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it("pairs this browser as a 'navegador' agent and keeps its token here", async () => {
    withWebUsb();
    const fetchMock = stubFetch({
      [`GET ${K}/stations`]: { body: { stations: [IN_BROWSER] } },
      [`POST ${K}/agents/pairing-code`]: {
        status: 201,
        body: { code: '654321', expiresAt: '2026-11-28T16:00:00Z' },
      },
      'POST /api/print-agent/pair': {
        status: 201,
        body: { agentId: 'a5', token: 'tok-5', restaurantName: 'Cantina' },
      },
    });
    const { user } = renderWithProviders(<BrowserPrinterCard restaurantId="r1" />);
    await user.click(await screen.findByRole('button', { name: 'Usar este navegador para imprimir' }));
    await screen.findByRole('button', { name: 'Conectar impressora USB' });
    expect(sent(fetchMock, 'POST', '/api/print-agent/pair')).toEqual([
      { code: '654321', name: expect.stringMatching(/^Navegador/), kind: 'navegador' },
    ]);
    expect(JSON.parse(window.localStorage.getItem('comanda.print-agent.r1') ?? 'null')).toEqual({
      agentId: 'a5',
      token: 'tok-5',
    });
    expect(await screen.findByText(/os pedidos de Cozinha enquanto o painel estiver aberto/)).toBeTruthy();
    // No Web Serial here: only the USB button.
    expect(screen.queryByRole('button', { name: 'Conectar impressora serial' })).toBeNull();
  });

  it("shows the server's refusal to pair", async () => {
    withWebUsb();
    stubFetch({
      [`GET ${K}/stations`]: { body: { stations: [] } },
      [`POST ${K}/agents/pairing-code`]: {
        status: 403,
        body: { error: 'Seu perfil (Caixa) não tem acesso à configuração da cozinha e das impressoras.' },
      },
    });
    const { user } = renderWithProviders(<BrowserPrinterCard restaurantId="r1" />);
    await user.click(await screen.findByRole('button', { name: 'Usar este navegador para imprimir' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Seu perfil (Caixa) não tem acesso à configuração da cozinha e das impressoras.',
    );
    expect(window.localStorage.getItem('comanda.print-agent.r1')).toBeNull();
  });

  it('shows the connected printer, forgets it, and stops printing here', async () => {
    withWebUsb();
    agentStore('r1').set({ agentId: 'a5', token: 'tok-5' });
    installFakePrinterForTests('EPSON TM-T20X (USB)', async () => undefined);
    const fetchMock = stubFetch({
      [`GET ${K}/stations`]: { body: { stations: [IN_BROWSER] } },
      [`DELETE ${K}/agents/a5`]: { status: 204 },
    });
    const { user } = renderWithProviders(<BrowserPrinterCard restaurantId="r1" />);
    expect((await screen.findByText(/Impressora conectada/)).textContent).toBe(
      'Impressora conectada: EPSON TM-T20X (USB)',
    );
    await user.click(screen.getByRole('button', { name: 'Esquecer impressora' }));
    expect(await screen.findByRole('button', { name: 'Conectar impressora USB' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Parar de imprimir neste navegador' }));
    await act(async () => undefined);
    expect(await screen.findByRole('button', { name: 'Usar este navegador para imprimir' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input) === `${K}/agents/a5` && init?.method === 'DELETE',
      ),
    ).toBe(true);
    expect(window.localStorage.getItem('comanda.print-agent.r1')).toBe('null');
  });
});
