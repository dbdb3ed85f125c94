import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { QrCodeTab } from './qr-code-tab';

const QR = {
  qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  menuUrl: 'https://comanda.app/menu/r1',
  fileName: 'qr-cardapio-pizzaria-bella-napoli.png',
  restaurantName: 'Pizzaria Bella Napoli',
  tableCount: 0,
};

describe('QrCodeTab', () => {
  it("reads 'Gerando QR Code...' while generating, then offers the named PNG and the link", async () => {
    stubFetch({ 'GET /api/restaurants/r1/qr-code': { body: QR } });
    renderWithProviders(<QrCodeTab restaurantId="r1" label="QR code" />);
    expect(screen.getByText('Gerando QR Code...')).toBeTruthy();
    const download = await screen.findByRole('link', { name: 'Baixar QR Code' });
    expect(download.getAttribute('download')).toBe('qr-cardapio-pizzaria-bella-napoli.png');
    expect(download.getAttribute('href')).toBe(QR.qrCodeDataUrl);
    expect(screen.getByText(QR.menuUrl)).toBeTruthy();
    expect(screen.getByText('Nenhuma mesa cadastrada.')).toBeTruthy();
    for (const step of [
      'Baixe o QR Code',
      'Imprima ou exiba no seu restaurante',
      'Os clientes escaneiam com a câmera do celular',
      'Os pedidos chegam no seu WhatsApp',
    ])
      expect(screen.getByText(step)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns, in words, that codes to a local address open on no diner’s phone, and how to fix it', async () => {
    stubFetch({
      'GET /api/restaurants/r1/qr-code': {
        body: { ...QR, menuUrl: 'http://localhost:3000/menu/r1', publicUrlIsLocal: true },
      },
    });
    renderWithProviders(<QrCodeTab restaurantId="r1" label="QR code" />);
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('Os QR codes ainda não abrem no celular dos clientes');
    expect(warning.textContent).toContain('O endereço público do site é http://localhost:3000');
    expect(warning.textContent).toContain('cartões das mesas e o cardápio impresso');
    expect(warning.textContent).toContain('PUBLIC_URL');
  });

  it("copies the link with 'Link copiado!'", async () => {
    stubFetch({ 'GET /api/restaurants/r1/qr-code': { body: QR } });
    const { user } = renderWithProviders(<QrCodeTab restaurantId="r1" label="QR code" />);
    await user.click(await screen.findByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText('Link copiado!')).toBeTruthy();
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(QR.menuUrl);
  });

  it('offers a QR per table when the restaurant has tables', async () => {
    stubFetch({
      'GET /api/restaurants/r1/qr-code': { body: { ...QR, tableCount: 3 } },
      'GET /api/restaurants/r1/qr-code?mesa=1': {
        body: {
          ...QR,
          menuUrl: `${QR.menuUrl}?mesa=1`,
          fileName: 'qr-cardapio-pizzaria-bella-napoli-mesa-1.png',
        },
      },
    });
    renderWithProviders(<QrCodeTab restaurantId="r1" label="QR code" />);
    expect(await screen.findByText(`${QR.menuUrl}?mesa=1`)).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    const cards = screen.getByRole('link', { name: 'Baixar cartões das mesas (PDF A4)' });
    expect(cards.getAttribute('href')).toBe('/api/restaurants/r1/qr-code/tables.pdf');
  });
});
