import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../features/auth/session';
import { renderWithProviders, stubFetch } from '../test/render';
import { PlansPage } from './plans';

const PLAN = {
  id: 'comanda-mensal',
  name: 'Comanda Completo',
  description: 'Todas as funcionalidades, pedidos ilimitados.',
  price: 39.98,
  features: ['Cardápio digital com QR Code por mesa', 'Pedidos ilimitados, sem comissão'],
};

describe('PlansPage', () => {
  it('shows the first plan with its price, the struck-through reference price and its features', async () => {
    stubFetch({ 'GET /api/plans': { body: [PLAN, { ...PLAN, id: 'outro', name: 'Outro plano' }] } });
    renderWithProviders(<PlansPage />, { route: '/plans' });
    expect(await screen.findByRole('heading', { name: 'Comanda Completo' })).toBeTruthy();
    expect(screen.queryByText('Outro plano')).toBeNull();
    const card = within(screen.getByRole('article'));
    expect(card.getByText('R$ 39,98')).toBeTruthy();
    expect(card.getByText('R$ 199,90').tagName).toBe('S');
    expect(card.getByText('Cardápio digital com QR Code por mesa')).toBeTruthy();
  });

  it("compares the delivery apps' commissions on R$ 5.000 a month", async () => {
    stubFetch({ 'GET /api/plans': { body: [PLAN] } });
    renderWithProviders(<PlansPage />);
    const row = (percent: string) => screen.getByRole('cell', { name: percent }).closest('tr')?.textContent;
    expect(row('27%')).toContain('R$ 1.350,00');
    expect(row('25%')).toContain('R$ 1.250,00');
    expect(row('23%')).toContain('R$ 1.150,00');
    expect(screen.getByText('Economia de até R$ 1.310,02 por mês.')).toBeTruthy();
  });

  it('links visitors to login and sign-up, and names the logged-in restaurant', async () => {
    stubFetch({ 'GET /api/plans': { body: [PLAN] } });
    renderWithProviders(<PlansPage />);
    await screen.findByRole('heading', { name: 'Comanda Completo' });
    expect(screen.getByRole('link', { name: 'Já tenho conta' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Começar teste grátis' }).getAttribute('href')).toBe('/register');
    act(() => setSessionUser({ id: 'r1', name: 'Cantina' }));
    expect(screen.getByText('Cantina')).toBeTruthy();
  });

  describe('the plan button', () => {
    /** Where the page sends the browser: the checkout opens in this tab once the server answered. */
    function watchNavigation() {
      return vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    }

    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it('asks a logged-out visitor to log in, on the page, without calling the server', async () => {
      const fetchMock = stubFetch({ 'GET /api/plans': { body: [PLAN] } });
      const alert = vi.fn();
      vi.stubGlobal('alert', alert);
      const { user } = renderWithProviders(<PlansPage />);
      await user.click(await screen.findByRole('button', { name: 'Assinar o plano' }));
      expect((await screen.findByRole('alert')).textContent).toContain('Faça login para contratar o plano.');
      expect(alert).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('requests a checkout for the owner and goes there once the server answered', async () => {
      const fetchMock = stubFetch({
        'GET /api/plans': { body: [PLAN] },
        'POST /api/restaurants/r1/checkout/comanda-mensal': {
          body: {
            checkoutUrl: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=1',
            paymentId: 'p1',
            testMode: false,
          },
        },
      });
      act(() => setSessionUser({ id: 'r1', name: 'Cantina' }));
      const assign = watchNavigation();
      const open = vi.spyOn(window, 'open');
      const { user } = renderWithProviders(<PlansPage />);
      await user.click(await screen.findByRole('button', { name: 'Assinar o plano' }));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=1'),
      );
      expect(open).not.toHaveBeenCalled();
      expect(fetchMock.mock.calls.at(-1)?.[1]?.body).toBeUndefined();
    });

    const ME = { 'GET /api/auth/me': { body: { id: 'r1', name: 'Cantina', email: 'dono@cantina.com.br' } } };

    it("asks for a monthly subscription when automatic renewal is ticked, paid by the login e-mail's Mercado Pago account", async () => {
      const fetchMock = stubFetch({
        ...ME,
        'GET /api/plans': { body: [PLAN] },
        'POST /api/restaurants/r1/checkout/comanda-mensal': {
          body: { checkoutUrl: 'https://mp/sub', paymentId: 'p2', testMode: false },
        },
      });
      act(() => setSessionUser({ id: 'r1', name: 'Cantina' }));
      const assign = watchNavigation();
      const { user } = renderWithProviders(<PlansPage />);
      expect(screen.queryByLabelText('E-mail da sua conta Mercado Pago')).toBeNull();
      await user.click(await screen.findByRole('checkbox', { name: /Renovar automaticamente/ }));
      const email = screen.getByLabelText<HTMLInputElement>('E-mail da sua conta Mercado Pago');
      await waitFor(() => expect(email.value).toBe('dono@cantina.com.br'));
      await user.click(screen.getByRole('button', { name: 'Assinar o plano' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://mp/sub'));
      expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({
        autoRenew: true,
        payerEmail: 'dono@cantina.com.br',
      });
    });

    it('sends the Mercado Pago e-mail the owner types, and refuses an invalid one on the page', async () => {
      const fetchMock = stubFetch({
        ...ME,
        'GET /api/plans': { body: [PLAN] },
        'POST /api/restaurants/r1/checkout/comanda-mensal': {
          body: { checkoutUrl: 'https://mp/sub', paymentId: 'p3', testMode: false },
        },
      });
      act(() => setSessionUser({ id: 'r1', name: 'Cantina' }));
      const assign = watchNavigation();
      const { user } = renderWithProviders(<PlansPage />);
      await user.click(await screen.findByRole('checkbox', { name: /Renovar automaticamente/ }));
      const email = screen.getByLabelText<HTMLInputElement>('E-mail da sua conta Mercado Pago');
      await waitFor(() => expect(email.value).toBe('dono@cantina.com.br'));
      await user.clear(email);
      await user.type(email, 'financeiro-cantina');
      await user.click(screen.getByRole('button', { name: 'Assinar o plano' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Informe o e-mail da sua conta Mercado Pago (por exemplo, nome@exemplo.com.br).',
      );
      const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;
      expect(posts()).toBe(0);
      await user.type(email, '@cantina.com.br');
      await user.click(screen.getByRole('button', { name: 'Assinar o plano' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://mp/sub'));
      expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({
        autoRenew: true,
        payerEmail: 'financeiro-cantina@cantina.com.br',
      });
    });

    it("writes the server's message on the page and stays when the request fails", async () => {
      stubFetch({
        'GET /api/plans': { body: [PLAN] },
        'POST /api/restaurants/r1/checkout/comanda-mensal': {
          status: 502,
          body: {
            error: 'Não foi possível iniciar o pagamento no Mercado Pago. Tente novamente em instantes.',
          },
        },
      });
      act(() => setSessionUser({ id: 'r1', name: 'Cantina' }));
      const assign = watchNavigation();
      const alert = vi.fn();
      vi.stubGlobal('alert', alert);
      const { user } = renderWithProviders(<PlansPage />);
      await user.click(await screen.findByRole('button', { name: 'Assinar o plano' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Não foi possível iniciar o pagamento no Mercado Pago. Tente novamente em instantes.',
      );
      expect(alert).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
    });
  });

  it('says so when the plans cannot be loaded', async () => {
    stubFetch({ 'GET /api/plans': { status: 500 } });
    renderWithProviders(<PlansPage />);
    expect(await screen.findByText('Não foi possível carregar os planos.')).toBeTruthy();
  });
});
