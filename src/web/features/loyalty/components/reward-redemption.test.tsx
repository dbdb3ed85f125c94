import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RewardCartLine } from '../../../../domain/loyalty/reward-redemption';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { type RewardChoice, RewardRedemption } from './reward-redemption';

const PIZZA = { menuItemId: 'pizza', unitCents: 4690 };
const SODA = { menuItemId: 'soda', unitCents: 700 };

/** Checkout's part: the reward choice over a cart whose lines the test sets. */
function Harness({ lines: initial, blocked }: { lines: RewardCartLine[]; blocked?: string }) {
  const [value, setValue] = useState<RewardChoice | null>(null);
  const [lines, setLines] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setLines([PIZZA])}>
        Tirar o refrigerante
      </button>
      <RewardRedemption
        restaurantId="r1"
        phone="11988887777"
        lines={lines}
        roomCents={lines.reduce((sum, line) => sum + line.unitCents, 0)}
        value={value}
        onChange={setValue}
        blocked={blocked}
      />
      <output data-testid="reward">
        {value ? `${value.id} ${value.points} ${value.discountCents}` : ''}
      </output>
    </>
  );
}

const reward = (values: Record<string, unknown>) => ({
  description: null,
  rewardValue: null,
  itemId: null,
  itemName: null,
  isActive: true,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  currentRedemptions: 0,
  ...values,
});

const REWARDS = [
  reward({ id: 'gift', name: 'Sobremesa surpresa', pointsCost: 50, rewardType: 'custom' }),
  reward({
    id: 'soda',
    name: 'Refrigerante lata grátis',
    pointsCost: 80,
    rewardType: 'freeItem',
    itemId: 'soda',
    itemName: 'Refrigerante lata',
  }),
  reward({
    id: 'off',
    name: 'R$ 15,00 de desconto',
    pointsCost: 150,
    rewardType: 'discount',
    rewardValue: '15.00',
  }),
  reward({ id: 'old', name: 'Promoção antiga', pointsCost: 10, rewardType: 'custom', isActive: false }),
];

/** 100 points, the rewards above, and whether this device proved the phone. */
const routes = (trusted: boolean) => ({
  'GET /api/restaurants/r1/loyalty/5511988887777': {
    body: { customer: { points: 100 }, settings: { pointsForRedemption: 10, discountValue: '5.00' } },
  },
  'GET /api/restaurants/r1/loyalty/rewards': { body: REWARDS },
  'GET /api/restaurants/r1/phone-proof/5511988887777': { body: { trusted } },
  'POST /api/restaurants/r1/phone-proof/code': { body: { delivered: true, expiresInMinutes: 10 } },
});

describe('RewardRedemption', () => {
  it('lists the rewards with their cost, disabling with the reason those the balance or the cart cannot cover', async () => {
    stubFetch(routes(true));
    const { user } = renderWithProviders(<Harness lines={[PIZZA]} />);
    await user.click(screen.getByRole('button', { name: 'Resgatar uma recompensa' }));
    expect(await screen.findByText('Recompensas · Seus Pontos: 100 pontos')).toBeTruthy();
    expect(screen.queryByText('Promoção antiga')).toBeNull();

    const soda = screen.getByRole('radio', { name: /Refrigerante lata grátis/ }) as HTMLInputElement;
    expect(soda.disabled).toBe(true);
    expect(
      screen.getByText('Adicione Refrigerante lata ao carrinho para usar esta recompensa.'),
    ).toBeTruthy();
    const off = screen.getByRole('radio', { name: /R\$ 15,00 de desconto/ }) as HTMLInputElement;
    expect(off.disabled).toBe(true);
    expect(screen.getByText(/\(faltam 50\)\./)).toBeTruthy();
    expect(screen.getByText('150 pontos')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Sobremesa surpresa/ }));
    expect(screen.getByTestId('reward').textContent).toBe('gift 50 0');
    expect(screen.getByText('Entregue pelo restaurante com o pedido')).toBeTruthy();
  });

  it('prices a free item in the cart at its unit, and drops the choice when the item leaves', async () => {
    stubFetch(routes(true));
    const { user } = renderWithProviders(<Harness lines={[PIZZA, SODA]} />);
    await user.click(screen.getByRole('button', { name: 'Resgatar uma recompensa' }));
    await user.click(await screen.findByRole('radio', { name: /Refrigerante lata grátis/ }));
    expect(screen.getByTestId('reward').textContent).toBe('soda 80 700');
    expect(screen.getByText(/^-R\$\s7,00$/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Tirar o refrigerante' }));
    expect(screen.getByTestId('reward').textContent).toBe('');
    expect(
      screen.getByText('Adicione Refrigerante lata ao carrinho para usar esta recompensa.'),
    ).toBeTruthy();
  });

  it('asks for the WhatsApp code before showing any reward', async () => {
    stubFetch(routes(false));
    const { user } = renderWithProviders(<Harness lines={[PIZZA]} />);
    await user.click(screen.getByRole('button', { name: 'Resgatar uma recompensa' }));
    expect(
      await screen.findByText('Para resgatar uma recompensa, confirme que este WhatsApp é seu.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Receber código no WhatsApp' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says why when points were chosen instead', () => {
    stubFetch(routes(true));
    renderWithProviders(<Harness lines={[PIZZA]} blocked="Você escolheu usar pontos." />);
    expect(screen.getByText('Você escolheu usar pontos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resgatar uma recompensa' })).toBeNull();
  });
});
