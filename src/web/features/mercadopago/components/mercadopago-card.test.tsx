import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLocation, renderWithProviders, stubFetch } from '../../../test/render';
import { MercadoPagoCard } from './mercadopago-card';

const BASE = {
  configured: true,
  legacy: false,
  reconnectNeeded: false,
  pixKeyMissing: false,
  liveMode: null,
};
const NOT_CONNECTED = { ...BASE, connected: false, connectedAt: null };
const CONNECTED = { ...BASE, connected: true, liveMode: true, connectedAt: '2026-03-02T15:00:00.000Z' };

describe('MercadoPagoCard', () => {
  it('connects through Mercado Pago: a link to the authorization route, no token field', async () => {
    stubFetch({ 'GET /api/restaurants/r1/mercadopago': { body: NOT_CONNECTED } });
    renderWithProviders(<MercadoPagoCard restaurantId="r1" />);
    expect(await screen.findByText('Não conectado')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Conectar Mercado Pago' });
    expect(link.getAttribute('href')).toBe('/api/restaurants/r1/mercadopago/authorize');
    expect(screen.queryByLabelText(/Access Token/)).toBeNull();
  });

  it('says plainly when the operator has not configured Mercado Pago, with no dead button', async () => {
    stubFetch({ 'GET /api/restaurants/r1/mercadopago': { body: { ...NOT_CONNECTED, configured: false } } });
    renderWithProviders(<MercadoPagoCard restaurantId="r1" />);
    expect(
      await screen.findByText('O Comanda ainda não foi configurado para o Mercado Pago neste servidor.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Conectar Mercado Pago' })).toBeNull();
  });

  it("tells the owner without a PIX key how to register one, and 'Verificar de novo' turns PIX back on", async () => {
    let rechecked = 0;
    stubFetch({
      'GET /api/restaurants/r1/mercadopago': { body: { ...CONNECTED, pixKeyMissing: true } },
      'POST /api/restaurants/r1/mercadopago/pix-key-check': () => {
        rechecked += 1;
        return { body: CONNECTED };
      },
    });
    const { user } = renderWithProviders(<MercadoPagoCard restaurantId="r1" />);
    expect(await screen.findByText('Sua conta do Mercado Pago está sem chave Pix')).toBeTruthy();
    expect(screen.getByText(/Pix > Minhas chaves > Cadastrar chave/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verificar de novo' }));
    expect(rechecked).toBe(1);
    expect(screen.queryByText('Sua conta do Mercado Pago está sem chave Pix')).toBeNull();
  });

  it('asks to reconnect when Mercado Pago refused to renew the access', async () => {
    stubFetch({ 'GET /api/restaurants/r1/mercadopago': { body: { ...CONNECTED, reconnectNeeded: true } } });
    renderWithProviders(<MercadoPagoCard restaurantId="r1" />);
    expect(await screen.findByText('Reconecte o Mercado Pago')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reconectar Mercado Pago' })).toBeTruthy();
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
    expect(screen.getByText('02/03/2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    dialog = await screen.findByRole('dialog', { name: 'Desconectar o Mercado Pago?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Não conectado')).toBeTruthy();
    expect(deleted).toBe(1);
  });

  it("tells the outcome of Mercado Pago's return once, and takes it out of the address", async () => {
    stubFetch({ 'GET /api/restaurants/r1/mercadopago': { body: CONNECTED } });
    renderWithProviders(<MercadoPagoCard restaurantId="r1" />, {
      route: '/admin/r1?tab=integrations&mercadopago=conectado',
    });
    expect(
      await screen.findByText('Mercado Pago conectado! O PIX dos próximos pedidos é confirmado sozinho.'),
    ).toBeTruthy();
    // A reload now opens the tab without the outcome; the notice stays on this visit.
    await expectLocation('/admin/r1?tab=integrations');
    expect(
      screen.getByText('Mercado Pago conectado! O PIX dos próximos pedidos é confirmado sozinho.'),
    ).toBeTruthy();
  });

  it('takes an error outcome out of the address too', async () => {
    stubFetch({ 'GET /api/restaurants/r1/mercadopago': { body: NOT_CONNECTED } });
    renderWithProviders(<MercadoPagoCard restaurantId="r1" />, {
      route: '/admin/r1?tab=integrations&mercadopago=outra-conta',
    });
    expect(await screen.findByText(/já está conectada a outro restaurante/)).toBeTruthy();
    await expectLocation('/admin/r1?tab=integrations');
  });
});
