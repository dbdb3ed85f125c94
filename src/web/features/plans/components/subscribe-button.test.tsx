import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { LOGIN_FIRST, SubscribeButton } from './subscribe-button';

const REFUSED =
  'Pagamento do plano indisponível no momento: o Mercado Pago não está configurado neste servidor.';

afterEach(() => vi.unstubAllGlobals());

/** Stands in for a browser function, so the test sees whether the button called it. */
function watch(name: 'alert' | 'open') {
  const spy = vi.fn();
  vi.stubGlobal(name, spy);
  return spy;
}

describe('SubscribeButton', () => {
  it("writes the server's refusal beside the button, with no alert and no tab opened", async () => {
    const open = watch('open');
    const alert = watch('alert');
    stubFetch({
      'POST /api/restaurants/r1/checkout/comanda-mensal': { status: 503, body: { error: REFUSED } },
    });
    const { user } = renderWithProviders(<SubscribeButton planId="comanda-mensal" restaurantId="r1" />);
    await user.click(screen.getByRole('button', { name: 'Assinar o plano' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED);
    expect(open).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('asks a logged-out visitor to log in, on the page', async () => {
    const alert = watch('alert');
    const { user } = renderWithProviders(<SubscribeButton planId="comanda-mensal" restaurantId={null} />);
    await user.click(screen.getByRole('button', { name: 'Assinar o plano' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`${LOGIN_FIRST} Entrar`);
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login');
    expect(alert).not.toHaveBeenCalled();
  });
});
