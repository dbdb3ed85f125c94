import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TierView } from '../../../../domain/loyalty/loyalty-api';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { TiersPanel } from './tiers-panel';

const base = '/api/restaurants/r1/loyalty';
const tier = (id: string, name: string, minPoints: number, maxPoints: number | null): TierView => ({
  id,
  name,
  minPoints,
  maxPoints,
  multiplier: '1.00',
  color: '#cd7f32',
  icon: 'star',
  benefits: [],
});

describe('Programa VIP: Níveis', () => {
  it('edits a tier and tells how many customers changed tier', async () => {
    const sent: unknown[] = [];
    stubFetch({
      [`GET ${base}/tiers`]: { body: [tier('t1', 'bronze', 0, 99), tier('t2', 'prata', 100, null)] },
      [`PATCH ${base}/tiers/t2`]: (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { body: { ...tier('t2', 'prata', 150, null), customersMoved: 3 } };
      },
    });
    const { user } = renderWithProviders(<TiersPanel restaurantId="r1" />);
    const prata = await screen.findByRole('form', { name: 'Nível Prata' });
    expect(within(prata).getByText('100+ pontos')).toBeTruthy();
    const min = within(prata).getByLabelText('Pontos mínimos');
    await user.clear(min);
    await user.type(min, '150');
    const multiplier = within(prata).getByLabelText('Multiplicador');
    await user.clear(multiplier);
    await user.type(multiplier, '1,2');
    await user.click(within(prata).getByRole('button', { name: 'Salvar nível' }));
    expect(await screen.findByText('Nível atualizado!')).toBeTruthy();
    expect(screen.getByText('3 clientes mudaram de nível.')).toBeTruthy();
    expect(sent[0]).toMatchObject({ minPoints: '150', multiplier: '1.2' });

    await user.clear(multiplier);
    await user.type(multiplier, '0,5');
    await user.click(within(prata).getByRole('button', { name: 'Salvar nível' }));
    expect(await within(prata).findByText('O multiplicador mínimo é 1,00')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('creates a tier and deletes one after confirmation', async () => {
    const created: unknown[] = [];
    let deleted = 0;
    stubFetch({
      [`GET ${base}/tiers`]: { body: [tier('t1', 'bronze', 0, 99), tier('t2', 'prata', 100, null)] },
      [`POST ${base}/tiers`]: (init) => {
        created.push(JSON.parse(String(init.body)));
        return { status: 201, body: { ...tier('t3', 'cobre', 50, 99), customersMoved: 1 } };
      },
      [`DELETE ${base}/tiers/t2`]: () => {
        deleted += 1;
        return { body: { customersMoved: 0 } };
      },
    });
    const { user } = renderWithProviders(<TiersPanel restaurantId="r1" />);
    const form = await screen.findByRole('form', { name: 'Novo nível' });
    await user.click(within(form).getByRole('button', { name: 'Criar nível' }));
    expect(await within(form).findByText('Nome é obrigatório')).toBeTruthy();

    await user.type(within(form).getByLabelText('Nome do nível'), 'Cobre');
    await user.type(within(form).getByLabelText('Pontos mínimos'), '50');
    await user.click(within(form).getByRole('button', { name: 'Criar nível' }));
    expect(await screen.findByText('Nível criado!')).toBeTruthy();
    expect(screen.getByText('1 cliente mudou de nível.')).toBeTruthy();
    expect(created[0]).toMatchObject({ name: 'Cobre', minPoints: '50', multiplier: '1.00' });

    const prata = screen.getByRole('form', { name: 'Nível Prata' });
    await user.click(within(prata).getByRole('button', { name: 'Excluir nível' }));
    expect(deleted).toBe(0);
    await user.click(within(prata).getByRole('button', { name: 'Confirmar exclusão do nível Prata' }));
    expect(await screen.findByText('Nível excluído!')).toBeTruthy();
    expect(deleted).toBe(1);
  });
});
