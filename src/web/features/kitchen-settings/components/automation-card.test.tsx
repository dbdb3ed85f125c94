/** 'Aceite e impressão automáticos': per channel, off by default; ready when bumped; KDS minutes. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KDS_MINUTES_ORDER } from '../../../../domain/kitchen/kitchen-settings';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { K, SETTINGS, sent } from '../test-fixtures';
import { AutomationCard } from './automation-card';

async function open(routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ [`GET ${K}/settings`]: { body: SETTINGS }, ...routes });
  const rendered = renderWithProviders(<AutomationCard restaurantId="r1" />);
  const card = await screen.findByRole('region', { name: 'Aceite e impressão automáticos' });
  await within(card).findByRole('button', { name: 'Salvar' });
  return { ...rendered, fetchMock, card };
}

describe("'Aceite e impressão automáticos'", () => {
  it('lists every channel off by default and says what turning one on does', async () => {
    const { card } = await open();
    const switches = within(card).getAllByRole('switch');
    expect(switches.map((toggle) => [toggle.textContent, toggle.getAttribute('aria-checked')])).toEqual([
      ['Cardápio digital e QR (aceite automático)', 'false'],
      ['Garçom (aceite automático)', 'false'],
      ['iFood (aceite automático)', 'false'],
      ['Rappi (aceite automático)', 'false'],
      ['Keeta (aceite automático)', 'false'],
      ['Open Delivery (aceite automático)', 'false'],
      ['Marcar pronto quando todas as praças finalizarem', 'true'],
    ]);
    expect(card.textContent).toContain('é confirmado assim que chega e já sai impresso nas praças');
  });

  it('turns auto-accept on for the digital menu and iFood, and sends the minutes', async () => {
    const { user, card, fetchMock } = await open({
      [`PATCH ${K}/settings`]: { body: { ...SETTINGS, autoAccept: { cardapio: true, ifood: true } } },
    });
    await user.click(within(card).getByRole('switch', { name: /Cardápio digital e QR/ }));
    await user.click(within(card).getByRole('switch', { name: /iFood/ }));
    await user.click(
      within(card).getByRole('switch', { name: 'Marcar pronto quando todas as praças finalizarem' }),
    );
    await user.clear(within(card).getByLabelText('Atenção (amarelo) depois de (min)'));
    await user.type(within(card).getByLabelText('Atenção (amarelo) depois de (min)'), '8');
    await user.clear(within(card).getByLabelText('Atraso (vermelho) depois de (min)'));
    await user.type(within(card).getByLabelText('Atraso (vermelho) depois de (min)'), '15');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect((await within(card).findByRole('status')).textContent).toBe('Configurações da cozinha salvas.');
    expect(sent(fetchMock, 'PATCH', `${K}/settings`)).toEqual([
      {
        autoAccept: { cardapio: true, ifood: true },
        readyWhenBumped: false,
        kdsWarnMinutes: 8,
        kdsLateMinutes: 15,
      },
    ]);
  });

  it('refuses minutes out of order or not whole, in Portuguese, and sends nothing', async () => {
    const { user, card, fetchMock } = await open();
    await user.clear(within(card).getByLabelText('Atenção (amarelo) depois de (min)'));
    await user.type(within(card).getByLabelText('Atenção (amarelo) depois de (min)'), '30');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(
      within(card)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([KDS_MINUTES_ORDER]);
    await user.clear(within(card).getByLabelText('Atenção (amarelo) depois de (min)'));
    await user.type(within(card).getByLabelText('Atenção (amarelo) depois de (min)'), '2,5');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(
      within(card)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Informe um número inteiro de minutos, de 1 a 240.']);
    expect(sent(fetchMock, 'PATCH', `${K}/settings`)).toEqual([]);
  });

  it("keeps a channel the server knows beyond the listed ones, and shows the server's refusal", async () => {
    const { user, card } = await open({
      [`GET ${K}/settings`]: { body: { ...SETTINGS, autoAccept: { uber_eats: true, other: false } } },
      [`PATCH ${K}/settings`]: {
        status: 403,
        body: { error: 'Seu perfil (Caixa) não tem acesso à configuração da cozinha e das impressoras.' },
      },
    });
    expect(
      within(card)
        .getByRole('switch', { name: /Uber Eats/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Seu perfil (Caixa) não tem acesso à configuração da cozinha e das impressoras.',
    );
  });
});
