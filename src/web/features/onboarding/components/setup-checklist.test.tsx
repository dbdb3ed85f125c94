import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OnboardingView } from '../../../../domain/onboarding/onboarding';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { SetupChecklist } from './setup-checklist';

const KEYS = ['menu', 'hours', 'delivery', 'pix', 'tables', 'test-order', 'share'] as const;
const view = (done: string[], extra: Partial<OnboardingView> = {}): OnboardingView => ({
  steps: KEYS.map((key) => ({
    key,
    done: done.includes(key),
    detail: key === 'menu' ? '4 itens, 4 com foto' : null,
  })),
  complete: done.length === KEYS.length,
  hidden: false,
  ...extra,
});
const URL = 'GET /api/restaurants/r1/onboarding';

describe('SetupChecklist', () => {
  it('shows a new owner every step undone, each linking to the tab that does it', async () => {
    stubFetch({ [URL]: { body: view([]) } });
    renderWithProviders(<SetupChecklist restaurantId="r1" />);
    const list = await screen.findByRole('region', { name: 'Configure seu restaurante' });
    expect(within(list).getByText('0 de 7 passos concluídos')).toBeTruthy();
    const link = within(list).getByRole('link', { name: /^Fazer agora.*Cadastre o cardápio com fotos$/ });
    expect(link.getAttribute('href')).toBe('/admin/r1?tab=menu-management');
    expect(
      within(list)
        .getByRole('link', { name: /^Fazer agora.*Configure as zonas de entrega e taxas$/ })
        .getAttribute('href'),
    ).toBe('/admin/r1?tab=branding');
    expect(
      within(list)
        .getByRole('link', { name: /^Fazer agora.*Defina as mesas e imprima os QR codes$/ })
        .getAttribute('href'),
    ).toBe('/admin/r1?tab=qr-code');
    expect(within(list).getByRole('button', { name: 'Compartilhar link' })).toBeTruthy();
    expect(within(list).getAllByText('(pendente)')).toHaveLength(7);
  });

  it('marks the steps done from the server, with what it counted', async () => {
    stubFetch({ [URL]: { body: view(['menu', 'hours', 'pix']) } });
    renderWithProviders(<SetupChecklist restaurantId="r1" />);
    const list = await screen.findByRole('region', { name: 'Configure seu restaurante' });
    expect(within(list).getByText('3 de 7 passos concluídos')).toBeTruthy();
    expect(within(list).getByText('4 itens, 4 com foto')).toBeTruthy();
    expect(within(list).getByRole('link', { name: /^Ver.*Cadastre sua chave PIX$/ })).toBeTruthy();
    expect(within(list).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
  });

  it('disappears when every step is done', async () => {
    const fetch = stubFetch({ [URL]: { body: view([...KEYS]) } });
    renderWithProviders(<SetupChecklist restaurantId="r1" />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Configure seu restaurante' })).toBeNull();
    expect(screen.queryByText(/passos concluídos/)).toBeNull();
  });

  it('hides on request, saved on the server, and can be shown again', async () => {
    let hidden = false;
    stubFetch({
      [URL]: () => ({ body: view(['menu'], { hidden }) }),
      'PUT /api/restaurants/r1/onboarding/hidden': (init) => {
        hidden = JSON.parse(String(init.body)).hidden;
        return { body: view(['menu'], { hidden }) };
      },
    });
    const { user } = renderWithProviders(<SetupChecklist restaurantId="r1" />);
    await user.click(await screen.findByRole('button', { name: 'Ocultar lista' }));
    expect(await screen.findByText(/1 de 7 passos concluídos/)).toBeTruthy();
    expect(hidden).toBe(true);
    expect(screen.queryByRole('region', { name: 'Configure seu restaurante' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mostrar a lista' }));
    expect(await screen.findByRole('region', { name: 'Configure seu restaurante' })).toBeTruthy();
  });

  it('shares the menu link and tells the server', async () => {
    const fetch = stubFetch({
      [URL]: { body: view([]) },
      'POST /api/restaurants/r1/onboarding/shared': { body: view(['share']) },
    });
    const { user } = renderWithProviders(<SetupChecklist restaurantId="r1" />);
    await user.click(await screen.findByRole('button', { name: 'Compartilhar link' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(
        true,
      ),
    );
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/menu/r1`);
    expect(await screen.findByText('1 de 7 passos concluídos')).toBeTruthy();
  });
});
