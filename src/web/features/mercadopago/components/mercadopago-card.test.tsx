import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { MercadoPagoCard } from './mercadopago-card';

const NOT_CONNECTED = { connected: false, accessTokenHint: null, connectedAt: null };
const CONNECTED = { connected: true, accessTokenHint: '••••5678', connectedAt: '2026-03-02T15:00:00.000Z' };

describe('MercadoPagoCard', () => {
  it('explains automatic PIX and, not connected, sends the token and the webhook secret', async () => {
    let sent: unknown;
    stubFetch({
      'GET /api/restaurants/r1/mercadopago': { body: NOT_CONNECTED },
      'PUT /api/restaurants/r1/mercadopago': (init) => {
        sent = JSON.parse(String(init.body));
        return { body: CONNECTED };
      },
    });
    const { user } = renderWithProviders(<MercadoPagoCard restaurantId="r1" />);
    expect(await screen.findByText('Não conectado')).toBeTruthy();
    expect(screen.getByText(/PIX de cada pedido é confirmado automaticamente/)).toBeTruthy();
    expect(screen.getByText(/Sem conexão, o cliente paga pelo PIX da sua chave/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Conectar Mercado Pago' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Access Token de produção'), 'APP_USR-1234567890-abcdef-5678');
    await user.type(screen.getByLabelText('Assinatura secreta dos webhooks'), 'segredo-do-webhook');
    await user.click(submit);
    expect(await screen.findByText(/Conectado: o PIX dos pedidos é confirmado automaticamente/)).toBeTruthy();
    expect(sent).toEqual({
      accessToken: 'APP_USR-1234567890-abcdef-5678',
      webhookSecret: 'segredo-do-webhook',
    });
    expect(screen.getByText('••••5678')).toBeTruthy();
    expect(screen.getByText('02/03/2026')).toBeTruthy();
  });

  it("shows the server's refusal in Portuguese and keeps what was typed", async () => {
    stubFetch({
      'GET /api/restaurants/r1/mercadopago': { body: NOT_CONNECTED },
      'PUT /api/restaurants/r1/mercadopago': {
        status: 400,
        body: { error: 'O Mercado Pago recusou este Access Token. Copie o de produção (APP_USR-…).' },
      },
    });
    const { user } = renderWithProviders(<MercadoPagoCard restaurantId="r1" />);
    const token = await screen.findByLabelText('Access Token de produção');
    await user.type(token, 'APP_USR-revogado-000000000');
    await user.type(screen.getByLabelText('Assinatura secreta dos webhooks'), 'segredo-do-webhook');
    await user.click(screen.getByRole('button', { name: 'Conectar Mercado Pago' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'O Mercado Pago recusou este Access Token. Copie o de produção (APP_USR-…).',
    );
    expect((token as HTMLInputElement).value).toBe('APP_USR-revogado-000000000');
    expect(screen.getByText('Não conectado')).toBeTruthy();
  });

  it('disconnects only after the owner confirms', async () => {
    let deleted = 0;
    stubFetch({
      'GET /api/restaurants/r1/mercadopago': { body: CONNECTED },
      'DELETE /api/restaurants/r1/mercadopago': () => {
        deleted += 1;
        return { body: NOT_CONNECTED };
      },
    });
    const { user } = renderWithProviders(<MercadoPagoCard restaurantId="r1" />);
    await user.click(await screen.findByRole('button', { name: 'Desconectar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Desconectar o Mercado Pago?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(deleted).toBe(0);
    expect(screen.getByText('••••5678')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    dialog = await screen.findByRole('dialog', { name: 'Desconectar o Mercado Pago?' });
    expect(within(dialog).getByText(/usam o código da sua chave PIX/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Não conectado')).toBeTruthy();
    expect(deleted).toBe(1);
  });
});
