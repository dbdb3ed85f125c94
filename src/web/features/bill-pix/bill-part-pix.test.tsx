import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render';
import { BillPartPixView } from './bill-part-pix';

const waiting = {
  restaurantName: 'Boteco da Praça',
  tableTitle: 'Mesa 7',
  title: 'Mesa 7 — parte 2 de 3',
  amount: '36.66',
  status: 'waiting',
  statusLabel: 'Aguardando pagamento',
  payload: '00020126580014br.gov.bcb.pix',
  qrCodeDataUrl: 'data:image/png;base64,AAAA',
  ticketUrl: null,
  expiresAt: null,
  paidAt: null,
};

describe("the diner's page of her part", () => {
  it('shows the restaurant, the part, the amount and the PIX, asking with the token in the body', async () => {
    const fetchMock = stubFetch({ 'POST /api/bill-pix/open': { body: waiting } });
    renderWithProviders(<BillPartPixView token="abc" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Mesa 7 — parte 2 de 3');
    expect(screen.getByText('R$ 36,66')).toBeTruthy();
    expect(screen.getByText('Boteco da Praça')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code PIX de R$ 36,66' })).toBeTruthy();
    expect((screen.getByLabelText('PIX copia e cola') as HTMLTextAreaElement).value).toBe(waiting.payload);
    expect(fetchMock.mock.calls[0]![1]!.body).toBe(JSON.stringify({ token: 'abc' }));
  });

  it('says the payment is confirmed, and says why a dead link no longer works', async () => {
    stubFetch({
      'POST /api/bill-pix/open': {
        body: {
          ...waiting,
          status: 'paid',
          statusLabel: 'Pagamento confirmado',
          payload: null,
          qrCodeDataUrl: null,
        },
      },
    });
    const paid = renderWithProviders(<BillPartPixView token="abc" />);
    expect((await screen.findByText('Pagamento confirmado. Obrigado!')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('img')).toBeNull();
    paid.unmount();
    const gone = 'Este link de pagamento não vale mais: a parte já foi paga ou a conta foi fechada.';
    stubFetch({ 'POST /api/bill-pix/open': { status: 410, body: { error: gone } } });
    renderWithProviders(<BillPartPixView token="abc" />);
    expect((await screen.findByRole('alert')).textContent).toBe(gone);
  });
});
