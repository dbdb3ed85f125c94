import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { PointsRedemption, type Redemption } from './points-redemption';

const BLOCKED = 'Este restaurante não permite usar cupom e pontos no mesmo pedido.';

/** Checkout's part: the points choice, and a coupon applied at a restaurant that will not combine. */
function Harness() {
  const [value, setValue] = useState<Redemption>({ points: 0, discountCents: 0 });
  const [coupon, setCoupon] = useState(false);
  const blocked = coupon ? BLOCKED : undefined;
  return (
    <>
      <button type="button" onClick={() => setCoupon(true)}>
        Aplicar cupom
      </button>
      <PointsRedemption
        restaurantId="r1"
        phone="11988887777"
        subtotalCents={5000}
        value={value}
        onChange={setValue}
        blocked={blocked}
      />
      <output data-testid="points">{value.points}</output>
    </>
  );
}

/** 25 points, a device not yet trusted for the phone, and whether the code could be sent. */
const askingForCode = (delivered: boolean) => ({
  'GET /api/restaurants/r1/loyalty/5511988887777': {
    body: { customer: { points: 25 }, settings: { pointsForRedemption: 10, discountValue: '5.00' } },
  },
  'GET /api/restaurants/r1/phone-proof/5511988887777': { body: { trusted: false } },
  'POST /api/restaurants/r1/phone-proof/code': { body: { delivered, expiresInMinutes: 10 } },
});

describe('PointsRedemption', () => {
  it('uses whole blocks, and gives them back when a coupon may not be combined', async () => {
    stubFetch({
      'GET /api/restaurants/r1/loyalty/5511988887777': {
        body: { customer: { points: 25 }, settings: { pointsForRedemption: 10, discountValue: '5.00' } },
      },
    });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Usar meus pontos' }));
    await user.selectOptions(await screen.findByLabelText('Usar pontos'), '20');
    expect(screen.getByText('Desconto: -R$ 10,00')).toBeTruthy();
    expect(screen.getByTestId('points').textContent).toBe('20');

    await user.click(screen.getByRole('button', { name: 'Aplicar cupom' }));
    expect(await screen.findByText(BLOCKED)).toBeTruthy();
    expect(screen.getByTestId('points').textContent).toBe('0');
    expect(screen.queryByLabelText('Usar pontos')).toBeNull();
  });

  it('asks for the WhatsApp code before spending points, and confirms the device with it', async () => {
    const fetchMock = stubFetch({
      ...askingForCode(true),
      'POST /api/restaurants/r1/phone-proof/verify': { body: { trusted: true, trustedForDays: 90 } },
    });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Usar meus pontos' }));
    await user.selectOptions(await screen.findByLabelText('Usar pontos'), '10');
    await user.click(await screen.findByRole('button', { name: 'Receber código no WhatsApp' }));
    await user.type(await screen.findByLabelText(/Digite o código de 6 dígitos/), '12a3456');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByText('Telefone confirmado neste aparelho.')).toBeTruthy();
    const verify = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/phone-proof/verify'));
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({ phone: '11988887777', code: '123456' });
  });

  it('says the restaurant will confirm the points when no code can be delivered', async () => {
    stubFetch({
      ...askingForCode(false),
    });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Usar meus pontos' }));
    await user.selectOptions(await screen.findByLabelText('Usar pontos'), '10');
    await user.click(await screen.findByRole('button', { name: 'Receber código no WhatsApp' }));
    expect(
      await screen.findByText(/o restaurante confere o resgate dos pontos antes de aceitar/),
    ).toBeTruthy();
  });

  it('confirms the code inside the checkout’s form without submitting the order', async () => {
    // At checkout the points sit inside the order's <form>: a form of its own there submitted the
    // order's form too (the page reloaded in Chromium), and Enter in the code field must not send it.
    const fetchMock = stubFetch({
      ...askingForCode(true),
      'POST /api/restaurants/r1/phone-proof/verify': { status: 400, body: { error: 'Código incorreto.' } },
    });
    const sendOrder = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user, container } = renderWithProviders(
      <form onSubmit={sendOrder}>
        <Harness />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Usar meus pontos' }));
    await user.selectOptions(await screen.findByLabelText('Usar pontos'), '10');
    await user.click(await screen.findByRole('button', { name: 'Receber código no WhatsApp' }));
    await user.type(await screen.findByLabelText(/Digite o código de 6 dígitos/), '111111{Enter}');
    expect(await screen.findByText('Código incorreto.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/verify'))).toHaveLength(2),
    );
    expect(sendOrder).not.toHaveBeenCalled();
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });
});
