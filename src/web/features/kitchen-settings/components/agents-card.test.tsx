/** 'Agente de impressão': the pairing code with its countdown and the one command; paired agents. */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { agentCommand } from '../agent-command';
import { K } from '../test-fixtures';
import { AgentsCard, remaining } from './agents-card';

const AGENTS = [
  {
    id: 'a1',
    name: 'Computador do caixa',
    kind: 'computador',
    pairedAt: '2026-11-28T10:00:00Z',
    lastSeenAt: '2026-11-28T15:00:00Z',
    online: true,
  },
  {
    id: 'a2',
    name: 'Navegador (Windows)',
    kind: 'navegador',
    pairedAt: '2026-11-28T10:00:00Z',
    lastSeenAt: null,
    online: false,
  },
];

afterEach(() => vi.useRealTimers());

describe("'Agente de impressão'", () => {
  it('shows the code large, how long it lasts and the command with this panel as the server', async () => {
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    stubFetch({
      [`GET ${K}/agents`]: { body: { agents: [] } },
      [`POST ${K}/agents/pairing-code`]: { status: 201, body: { code: '482913', expiresAt } },
    });
    const { user } = renderWithProviders(<AgentsCard restaurantId="r1" />);
    const card = await screen.findByRole('region', { name: 'Agente de impressão' });
    await within(card).findByText('Nenhum agente pareado.');
    await user.click(within(card).getByRole('button', { name: 'Gerar código' }));
    const code = await within(card).findByRole('status', { name: 'Código de pareamento' });
    expect(code.textContent).toBe('482913');
    expect(card.textContent).toMatch(/Vale por mais (10:00|9:5\d)/);
    expect(within(card).getByText(agentCommand(window.location.origin, '482913')).textContent).toBe(
      `npm run agente-impressao -- --servidor ${window.location.origin} --codigo 482913`,
    );
  });

  it('counts down and asks for a new code once it expired', () => {
    const now = Date.parse('2026-11-28T15:00:00Z');
    expect(remaining('2026-11-28T15:10:00Z', now)).toBe('10:00');
    expect(remaining('2026-11-28T15:00:05Z', now)).toBe('0:05');
    expect(remaining('2026-11-28T15:00:00Z', now)).toBeNull();
  });

  it('lists agents online and offline, and disconnects one', async () => {
    const fetchMock = stubFetch({
      [`GET ${K}/agents`]: { body: { agents: AGENTS } },
      [`DELETE ${K}/agents/a2`]: { status: 204 },
    });
    const { user } = renderWithProviders(<AgentsCard restaurantId="r1" />);
    const list = await screen.findByRole('list', { name: 'Agentes pareados' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Computador do caixaConectado · ComputadorDesconectar',
      'Navegador (Windows)Desconectado · NavegadorDesconectar',
    ]);
    await user.click(within(list).getByRole('button', { name: 'Desconectar Navegador (Windows)' }));
    await act(async () => undefined);
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input) === `${K}/agents/a2` && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it("shows the server's refusal to make a code", async () => {
    stubFetch({
      [`GET ${K}/agents`]: { body: { agents: [] } },
      [`POST ${K}/agents/pairing-code`]: {
        status: 429,
        body: { error: 'Muitos códigos gerados. Espere um minuto.' },
      },
    });
    const { user } = renderWithProviders(<AgentsCard restaurantId="r1" />);
    const card = await screen.findByRole('region', { name: 'Agente de impressão' });
    await user.click(await within(card).findByRole('button', { name: 'Gerar código' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Muitos códigos gerados. Espere um minuto.',
    );
  });
});
