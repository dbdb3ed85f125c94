import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { SwitchUserDialog } from './switch-user-dialog';

const BASE = '/api/restaurants/r1/staff';

describe('SwitchUserDialog', () => {
  it('picks a person, sends their PIN from the pad, and shows the refusal in Portuguese', async () => {
    const sent: unknown[] = [];
    stubFetch({
      [`GET ${BASE}/switchable`]: { body: [{ id: 's1', name: 'Carlos Lima', roleLabel: 'Garçom' }] },
      [`POST ${BASE}/switch`]: (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { status: 403, body: { error: 'PIN incorreto.' } };
      },
    });
    renderWithProviders(<SwitchUserDialog restaurantId="r1" open onOpenChange={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: /Carlos Lima/ }));
    expect(screen.getByText('Carlos Lima, digite seu PIN.')).toBeTruthy();
    const enter = screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement;
    expect(enter.disabled).toBe(true);
    for (const digit of '5832') fireEvent.click(screen.getByRole('button', { name: digit }));
    fireEvent.click(enter);
    expect(await screen.findByText('PIN incorreto.')).toBeTruthy();
    expect(sent).toEqual([{ staffId: 's1', pin: '5832' }]);
    // The pad is cleared for the next try.
    expect(screen.getByLabelText('0 de até 6 números digitados')).toBeTruthy();
  });

  it('brings the owner back with the password', async () => {
    const sent: unknown[] = [];
    stubFetch({
      [`GET ${BASE}/switchable`]: { body: [] },
      [`POST ${BASE}/switch`]: (init) => {
        sent.push(JSON.parse(String(init.body)));
        return {
          body: {
            role: 'dono',
            roleLabel: 'Dono',
            staffId: null,
            name: null,
            capabilities: [],
            locked: false,
          },
        };
      },
    });
    renderWithProviders(<SwitchUserDialog restaurantId="r1" open onOpenChange={() => {}} />);
    expect(await screen.findByText('Ninguém da equipe tem PIN ainda. Cadastre na aba Equipe.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Dono/ }));
    fireEvent.change(screen.getByLabelText('Senha do dono'), { target: { value: 'senha-do-dono' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('button', { name: 'Entrar' });
    await expect.poll(() => sent).toEqual([{ password: 'senha-do-dono' }]);
  });
});
