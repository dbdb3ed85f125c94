import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLocation, renderWithProviders, stubFetch } from '../../../test/render';
import { useSessionUser } from '../session';
import { LoginForm } from './login-form';

const RESTAURANT = { id: 'r1', name: 'Cantina da Praça' };

function SessionProbe() {
  return <p data-testid="session">{useSessionUser()?.name ?? 'anônimo'}</p>;
}

function setup() {
  return renderWithProviders(
    <>
      <LoginForm />
      <SessionProbe />
    </>,
    { route: '/login' },
  );
}

describe('LoginForm', () => {
  it('shows the validation messages and sends nothing when the fields are invalid', async () => {
    const fetchMock = stubFetch({});
    const { user } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'não-é-email');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail inválido')).toBeTruthy();
    expect(screen.getByText('Senha é obrigatória')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Senha');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('logs in, remembers the user, greets them and opens their panel', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/login': { body: RESTAURANT } });
    const { user } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'dono@cantina.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Login realizado com sucesso!')).toBeTruthy();
    expect(screen.getByText('Bem-vindo de volta, Cantina da Praça!')).toBeTruthy();
    await expectLocation('/admin/r1');
    expect(screen.getByTestId('session').textContent).toBe('Cantina da Praça');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'dono@cantina.com.br',
      password: 'segredo123',
    });
  });

  it("shows the server's message when the login fails", async () => {
    stubFetch({ 'POST /api/auth/login': { status: 401, body: { error: 'E-mail ou senha incorretos' } } });
    const { user } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'dono@cantina.com.br');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Erro ao fazer login')).toBeTruthy();
    expect(screen.getByText('E-mail ou senha incorretos')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(screen.getByTestId('session').textContent).toBe('anônimo');
  });
});
