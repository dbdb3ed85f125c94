import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
});
