import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLocation, renderWithProviders, stubFetch } from '../../../test/render';
import { RegisterForm } from './register-form';

async function fillRequiredFields(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Nome do restaurante'), 'Cantina da Praça');
  await user.type(screen.getByLabelText('WhatsApp'), '(11) 98888-7777');
  await user.type(screen.getByLabelText('Endereço completo'), 'Rua das Flores, 10, Centro, São Paulo - SP');
  await user.type(screen.getByLabelText('E-mail'), 'dono@cantina.com.br');
  await user.type(screen.getByLabelText('Senha'), 'segredo123');
}

describe('RegisterForm', () => {
  it('requires the terms to be accepted before anything is sent', async () => {
    const fetchMock = stubFetch({});
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register' });
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Iniciar Teste Grátis' }));
    expect(await screen.findByText('Você precisa aceitar os termos de uso')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names every missing required field', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register' });
    await user.click(screen.getByRole('button', { name: 'Iniciar Teste Grátis' }));
    for (const message of [
      'Nome do restaurante é obrigatório',
      'WhatsApp é obrigatório',
      'Endereço é obrigatório',
      'E-mail inválido',
      'Senha é obrigatória',
      'Você precisa aceitar os termos de uso',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('enforces the six-character password', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register' });
    await user.type(screen.getByLabelText('Senha'), '12345');
    await user.click(screen.getByRole('button', { name: 'Iniciar Teste Grátis' }));
    expect(await screen.findByText('A senha deve ter pelo menos 6 caracteres')).toBeTruthy();
    expect(screen.getByText('Mínimo 6 caracteres')).toBeTruthy();
  });

  it('creates the restaurant on the basic plan once the terms are accepted', async () => {
    const fetchMock = stubFetch({
      'POST /api/restaurants': { status: 201, body: { id: 'r9', name: 'Cantina' } },
    });
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register' });
    await fillRequiredFields(user);
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Teste Grátis' }));
    expect(await screen.findByText('Cadastro realizado com sucesso!')).toBeTruthy();
    expect(screen.getByText('Seu teste grátis de 7 dias foi iniciado.')).toBeTruthy();
    await expectLocation('/admin/r9');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Cantina da Praça',
      whatsapp: '5511988887777',
      address: 'Rua das Flores, 10, Centro, São Paulo - SP',
      email: 'dono@cantina.com.br',
      password: 'segredo123',
      plan: 'basic',
    });
  });

  it('fills street, neighbourhood, city and state from the CEP, and sends the state', async () => {
    const fetchMock = stubFetch({
      'GET /api/cep/78005000': {
        body: {
          cep: '78005000',
          street: 'Rua Barão de Melgaço',
          neighborhood: 'Centro',
          city: 'Cuiabá',
          state: 'MT',
        },
      },
      'POST /api/restaurants': { status: 201, body: { id: 'r9', name: 'Cantina' } },
    });
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register' });
    await user.type(screen.getByLabelText('Nome do restaurante'), 'Cantina da Praça');
    await user.type(screen.getByLabelText('WhatsApp'), '(65) 98888-7777');
    await user.type(screen.getByLabelText('CEP (opcional)'), '78005-000');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Cidade').value).toBe('Cuiabá'));
    expect(screen.getByLabelText<HTMLSelectElement>('Estado').value).toBe('MT');
    const address = screen.getByLabelText<HTMLInputElement>('Endereço completo');
    expect(address.value).toBe('Rua Barão de Melgaço, Centro');
    await user.type(address, ', 100');
    await user.type(screen.getByLabelText('E-mail'), 'dono@cantina.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Teste Grátis' }));
    await expectLocation('/admin/r9');
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    expect(JSON.parse(String(sent?.body))).toMatchObject({
      address: 'Rua Barão de Melgaço, Centro, 100',
      zipCode: '78005-000',
      city: 'Cuiabá',
      state: 'MT',
    });
  });

  it('keeps working by hand when the CEP lookup fails', async () => {
    const fetchMock = stubFetch({
      'GET /api/cep/69900000': { status: 502, body: { error: 'Consulta de CEP indisponível' } },
      'POST /api/restaurants': { status: 201, body: { id: 'r9', name: 'Cantina' } },
    });
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register' });
    await fillRequiredFields(user);
    await user.type(screen.getByLabelText('CEP (opcional)'), '69900-000');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByLabelText<HTMLInputElement>('Cidade').value).toBe('');
    await user.type(screen.getByLabelText('Cidade'), 'Rio Branco');
    await user.selectOptions(screen.getByLabelText('Estado'), 'AC');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Teste Grátis' }));
    await expectLocation('/admin/r9');
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    expect(JSON.parse(String(sent?.body))).toMatchObject({
      city: 'Rio Branco',
      state: 'AC',
      zipCode: '69900-000',
    });
  });

  it("shows the server's messages in the toast and under the fields", async () => {
    stubFetch({
      'POST /api/restaurants': {
        status: 409,
        body: { error: 'Este e-mail já está cadastrado', fields: { email: 'Em uso' } },
      },
    });
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register' });
    await fillRequiredFields(user);
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Teste Grátis' }));
    expect(await screen.findByText('Erro ao cadastrar')).toBeTruthy();
    expect(screen.getByText('Este e-mail já está cadastrado')).toBeTruthy();
    expect(screen.getByText('Em uso')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });

  it('keeps a refusal no field explains (too many sign-ups) on the form, under the toast', async () => {
    const message =
      'Muitos cadastros feitos a partir desta rede. Tente novamente mais tarde ou fale com o suporte.';
    stubFetch({ 'POST /api/restaurants': { status: 429, body: { error: message } } });
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register' });
    await fillRequiredFields(user);
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Teste Grátis' }));
    expect(await screen.findByText('Erro ao cadastrar')).toBeTruthy();
    // The toast and the form both say it.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });

  it('links to the login page', () => {
    renderWithProviders(<RegisterForm />);
    expect(screen.getByRole('link', { name: 'Faça login' }).getAttribute('href')).toBe('/login');
  });
});
