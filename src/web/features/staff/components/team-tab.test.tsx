import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AcceptInvitePage } from '../../../pages/accept-invite';
import { expectLocation, renderWithProviders, stubFetch } from '../../../test/render';
import { TeamTab } from './team-tab';

const BASE = '/api/restaurants/r1/staff';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('TeamTab', () => {
  it('invites by e-mail, lists the pending invitation with Reenviar and Cancelar, and shows the trail', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const invite = {
      id: 'i1',
      email: 'bia@exemplo.com.br',
      role: 'cozinha',
      roleLabel: 'Cozinha',
      sentAt: minutesAgo(10),
      expiresAt: new Date(Date.now() + 6 * 86_400_000).toISOString(),
      expired: false,
    };
    stubFetch({
      'GET /api/auth/me': { body: { id: 'r1', acting: { role: 'dono', capabilities: [] } } },
      [`GET ${BASE}`]: { body: [] },
      [`GET ${BASE}/invites`]: { body: [invite] },
      [`POST ${BASE}/invites`]: (init) => {
        sent.push({ url: 'invite', body: JSON.parse(String(init.body)) });
        return { status: 201, body: invite };
      },
      [`POST ${BASE}/invites/i1/resend`]: () => {
        sent.push({ url: 'resend', body: null });
        return { body: invite };
      },
      [`DELETE ${BASE}/invites/i1`]: () => {
        sent.push({ url: 'cancel', body: null });
        return { status: 204 };
      },
      [`GET ${BASE}/actions?page=1`]: {
        body: {
          items: [
            {
              id: 'a1',
              at: minutesAgo(5),
              who: 'Ana (Garçom)',
              staffId: 's1',
              text: 'mudou o pedido #A1B2C3 para Pronto',
            },
          ],
          page: 1,
          hasMore: true,
        },
      },
      [`GET ${BASE}/actions?page=2`]: {
        body: {
          items: [
            {
              id: 'a2',
              at: minutesAgo(90),
              who: 'Paula (Caixa)',
              staffId: 's2',
              text: 'marcou o pedido #D4E5F6 como pago',
            },
          ],
          page: 2,
          hasMore: false,
        },
      },
    });
    renderWithProviders(<TeamTab restaurantId="r1" label="Equipe" />);

    const trail = await screen.findByRole('region', { name: 'Atividade da equipe' });
    expect(
      await within(trail).findByText('mudou o pedido #A1B2C3 para Pronto', { exact: false }),
    ).toBeTruthy();
    expect(within(trail).getByText('Ana (Garçom)')).toBeTruthy();
    expect(within(trail).getByText('há 5 min')).toBeTruthy();
    fireEvent.click(within(trail).getByRole('button', { name: 'Mais antigas' }));
    expect(await within(trail).findByText('Paula (Caixa)')).toBeTruthy();
    expect(within(trail).getByText('há 1 h')).toBeTruthy();
    expect((within(trail).getByRole('button', { name: 'Mais antigas' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    const pending = screen.getByRole('region', { name: 'Convites pendentes' });
    expect(within(pending).getByText('bia@exemplo.com.br')).toBeTruthy();
    fireEvent.click(within(pending).getByRole('button', { name: 'Reenviar' }));
    fireEvent.click(within(pending).getByRole('button', { name: 'Cancelar' }));

    fireEvent.click(screen.getByRole('button', { name: /Convidar por e-mail/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(dialog).findByText('E-mail inválido')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: ' Bia@Exemplo.com.br ' } });
    fireEvent.change(within(dialog).getByLabelText('Perfil'), { target: { value: 'cozinha' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    await expect.poll(() => sent.map((call) => call.url).sort()).toEqual(['cancel', 'invite', 'resend']);
    expect(sent.find((call) => call.url === 'invite')?.body).toEqual({
      email: 'bia@exemplo.com.br',
      role: 'cozinha',
    });
  });
});

describe('AcceptInvitePage', () => {
  function renderPage() {
    return renderWithProviders(
      <Routes>
        <Route path="/convite/:token" element={<AcceptInvitePage />} />
        <Route path="*" element={null} />
      </Routes>,
      { route: '/convite/token-de-convite-com-mais-de-vinte' },
    );
  }

  it('shows the restaurant and role, checks the form in Portuguese and opens the panel', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'POST /api/staff-invites/open': {
        body: { restaurantName: 'Cantina da Praça', roleLabel: 'Garçom', email: 'ana@exemplo.com.br' },
      },
      'POST /api/staff-invites/accept': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { body: { id: 'r1' } };
      },
    });
    renderPage();
    expect(await screen.findByText('Cantina da Praça')).toBeTruthy();
    expect(screen.getByText('Garçom')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar convite e entrar' }));
    expect(await screen.findByText('O nome deve ter pelo menos 2 caracteres')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Seu nome'), { target: { value: 'Ana Souza' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'bandeja-e-cardapio' } });
    fireEvent.change(screen.getByLabelText('Repita a senha'), { target: { value: 'outra-coisa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar convite e entrar' }));
    expect(await screen.findByText('As senhas não são iguais')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Repita a senha'), { target: { value: 'bandeja-e-cardapio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar convite e entrar' }));
    await expectLocation('/admin/r1');
    expect(sent).toEqual([
      { token: 'token-de-convite-com-mais-de-vinte', name: 'Ana Souza', password: 'bandeja-e-cardapio' },
    ]);
  });

  it('says a dead link in Portuguese', async () => {
    stubFetch({
      'POST /api/staff-invites/open': {
        status: 400,
        body: { error: 'Convite inválido, expirado ou já usado. Peça um novo convite a quem te convidou.' },
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        'Convite inválido, expirado ou já usado. Peça um novo convite a quem te convidou.',
      ),
    ).toBeTruthy();
  });
});
