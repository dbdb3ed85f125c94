import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RewardView } from '../../../../domain/loyalty/loyalty-api';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { RewardsPanel } from './rewards-panel';

const base = '/api/restaurants/r1/loyalty';
const reward: RewardView = {
  id: 'w1',
  restaurantId: 'r1',
  name: 'Pizza grátis',
  description: 'Uma pizza média de qualquer sabor',
  pointsCost: 200,
  rewardType: 'freeItem',
  rewardValue: '45.00',
  itemId: null,
  imageUrl: null,
  isActive: true,
  validFrom: null,
  validUntil: null,
  maxRedemptions: 10,
  currentRedemptions: 3,
  createdAt: '2026-11-01T12:00:00.000Z',
};

describe('Programa VIP: Recompensas', () => {
  it('lists rewards, validates and creates one with Recompensa criada!', async () => {
    const created: unknown[] = [];
    let list = [reward];
    stubFetch({
      [`GET ${base}/rewards`]: () => ({ body: list }),
      [`POST ${base}/rewards`]: (init) => {
        const body = JSON.parse(String(init.body));
        created.push(body);
        const next = { ...reward, ...body, id: 'w2', currentRedemptions: 0 };
        list = [...list, next];
        return { status: 201, body: next };
      },
    });
    const { user } = renderWithProviders(<RewardsPanel restaurantId="r1" />);
    const card = (await screen.findByText('Pizza grátis')).closest('li')!;
    expect(within(card as HTMLElement).getByText('200 pontos')).toBeTruthy();
    expect(within(card as HTMLElement).getByText(/Item grátis · Ativa · 3\/10 resgates/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Nova Recompensa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Recompensa' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Nome é obrigatório')).toBeTruthy();
    expect(within(dialog).getByText('Pontos devem ser maior que zero')).toBeTruthy();
    expect(created).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nome'), 'Sobremesa');
    await user.type(within(dialog).getByLabelText('Pontos necessários'), '50');
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'custom');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Recompensa criada!')).toBeTruthy();
    expect(created[0]).toMatchObject({
      name: 'Sobremesa',
      pointsCost: '50',
      rewardType: 'custom',
      restaurantId: 'r1',
    });
    expect(await screen.findByText('Sobremesa')).toBeTruthy();
  });

  it('edits and deactivates a reward', async () => {
    const patches: unknown[] = [];
    let current = reward;
    stubFetch({
      [`GET ${base}/rewards`]: () => ({ body: [current] }),
      [`PATCH ${base}/rewards/w1`]: (init) => {
        const body = JSON.parse(String(init.body));
        patches.push(body);
        current = { ...current, ...body };
        return { body: current };
      },
    });
    const { user } = renderWithProviders(<RewardsPanel restaurantId="r1" />);
    await screen.findByText('Pizza grátis');
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Recompensa' });
    const name = within(dialog).getByLabelText('Nome');
    expect((name as HTMLInputElement).value).toBe('Pizza grátis');
    await user.clear(name);
    await user.type(name, 'Pizza grande grátis');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Recompensa atualizada!')).toBeTruthy();
    expect(await screen.findByText('Pizza grande grátis')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByRole('button', { name: 'Ativar' })).toBeTruthy();
    expect(screen.getByText(/Inativa/)).toBeTruthy();
    expect(patches.at(-1)).toEqual({ isActive: false });
  });
});
