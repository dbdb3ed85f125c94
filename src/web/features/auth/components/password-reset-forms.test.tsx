import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../../../../domain/accounts/password.schemas';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';

const TOKEN = 'token-do-link-enviado-por-email-123';
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

describe('Esqueci minha senha', () => {
  it('is offered on the login form', () => {
    renderWithProviders(<LoginForm />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/esqueci-senha',
    );
  });

  it('asks for a valid e-mail before sending anything', async () => {
    const fetchMock = stubFetch({});
    const { user } = renderWithProviders(<ForgotPasswordForm />, { route: '/esqueci-senha' });
    await user.type(screen.getByLabelText('E-mail do cadastro'), 'não-é-email');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('E-mail inválido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the e-mail and shows the server's answer, the same for any address", async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/password/forgot': { status: 202, body: { message: FORGOT_PASSWORD_ANSWER } },
    });
    const { user } = renderWithProviders(<ForgotPasswordForm />, { route: '/esqueci-senha' });
    await user.type(screen.getByLabelText('E-mail do cadastro'), 'dono@cantina.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(FORGOT_PASSWORD_ANSWER)).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ email: 'dono@cantina.com.br' });
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toBeTruthy();
  });

  it('shows the limit message when too many links were asked', async () => {
    stubFetch({
      'POST /api/auth/password/forgot': {
        status: 429,
        body: { error: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.' },
      },
    });
    const { user } = renderWithProviders(<ForgotPasswordForm />, { route: '/esqueci-senha' });
    await user.type(screen.getByLabelText('E-mail do cadastro'), 'dono@cantina.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(
      await screen.findByText('Muitas tentativas. Aguarde alguns minutos e tente de novo.'),
    ).toBeTruthy();
  });
});

describe('Criar nova senha (the page the e-mail links to)', () => {
  it('refuses a short password and two passwords that differ, sending nothing', async () => {
    const fetchMock = stubFetch({});
    const { user } = renderWithProviders(<ResetPasswordForm token={TOKEN} />, { route: '/redefinir-senha' });
    await user.type(screen.getByLabelText('Nova senha'), 'curta');
    await user.type(screen.getByLabelText('Repita a nova senha'), 'outra');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(/A senha deve ter pelo menos \d+ caracteres/)).toBeTruthy();
    expect(screen.getByText('As senhas não conferem')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sets the password with the link's token and leads to the login", async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/password/reset': { body: { message: 'Senha redefinida. Entre com a nova senha.' } },
    });
    const { user } = renderWithProviders(<ResetPasswordForm token={TOKEN} />, { route: '/redefinir-senha' });
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-forte');
    await user.type(screen.getByLabelText('Repita a nova senha'), 'nova-senha-forte');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Senha redefinida. Entre com a nova senha.')).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ token: TOKEN, password: 'nova-senha-forte' });
    expect(screen.getByRole('link', { name: 'Entrar no painel' }).getAttribute('href')).toBe('/login');
  });

  it('says when the link was used or expired, and offers a new one', async () => {
    stubFetch({
      'POST /api/auth/password/reset': {
        status: 400,
        body: { error: 'Link inválido ou expirado. Peça um novo link de redefinição.' },
      },
    });
    const { user } = renderWithProviders(<ResetPasswordForm token={TOKEN} />, { route: '/redefinir-senha' });
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-forte');
    await user.type(screen.getByLabelText('Repita a nova senha'), 'nova-senha-forte');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(/Link inválido ou expirado/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe(
      '/esqueci-senha',
    );
  });
});
