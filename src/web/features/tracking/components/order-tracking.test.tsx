import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackedOrder } from '../../../test/fixtures';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { trackerSteps } from './order-tracker';
import { OrderTracking } from './order-tracking';

describe('trackerSteps', () => {
  it('has ‘Saiu p/ entrega’ only for delivery, done up to the current rank', () => {
    expect(trackerSteps('delivery', 'preparing')).toEqual([
      { label: 'Recebido', done: true, current: false },
      { label: 'Confirmado', done: true, current: false },
      { label: 'Preparando', done: true, current: true },
      { label: 'Pronto', done: false, current: false },
      { label: 'Saiu p/ entrega', done: false, current: false },
      { label: 'Concluído', done: false, current: false },
    ]);
    expect(trackerSteps('pickup', 'pending').map((step) => step.label)).toEqual([
      'Recebido',
      'Confirmado',
      'Preparando',
      'Pronto',
      'Concluído',
    ]);
  });
});

describe('order tracking', () => {
  it('searches the trimmed phone and shows each order with its number, restaurant and tracker', async () => {
    const fetchMock = stubFetch({
      'GET /api/orders/track/5511999998888': {
        body: [
          trackedOrder({}),
          trackedOrder({
            id: 'x-999999',
            orderNumber: '999999',
            status: 'delivered',
            statusLabel: 'Pedido entregue',
          }),
        ],
      },
    });
    const { user } = renderWithProviders(<OrderTracking />);
    await user.type(screen.getByLabelText('Telefone'), '  11 99999-8888  ');
    await user.click(screen.getByRole('button', { name: 'Buscar Pedidos' }));
    const active = (await screen.findByRole('heading', { name: 'Pedido #123ABC' })).closest('article')!;
    expect(within(active as HTMLElement).getByText('Cantina da Nona')).toBeTruthy();
    expect(active.querySelector('[aria-current="step"]')?.textContent).toContain('Preparando');
    const delivered = screen.getByRole('heading', { name: 'Pedido #999999' }).closest('article')!;
    expect(delivered.querySelector('ol')).toBeNull();
    expect(screen.getByText('+55 (11) 99999-8888')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/orders/track/5511999998888')).toBe(
      true,
    );
  });

  it('shows the payment, and the PIX code with its QR and ‘Copiar código’ until the order is paid', async () => {
    const payload = '00020126360014br.gov.bcb.pix0114pix@nona.com.br520400005303986540569.005802BR6304ABCD';
    stubFetch({
      'GET /api/orders/track/5511999998888': {
        body: [
          trackedOrder({ paymentMethod: 'pix', paidAt: null }),
          trackedOrder({ id: 'x-777777', orderNumber: '777777', paymentMethod: 'cash', changeFor: '100.00' }),
          trackedOrder({
            id: 'x-888888',
            orderNumber: '888888',
            paymentMethod: 'pix',
            paidAt: '2026-11-20T15:10:00Z',
          }),
        ],
      },
      'GET /api/orders/aaaa-bbbb-123abc/pix': {
        body: {
          orderId: 'aaaa-bbbb-123abc',
          orderNumber: '123ABC',
          amount: '69.00',
          txid: '123ABC',
          receiverName: 'Cantina da Nona',
          receiverCity: 'São Paulo',
          payload,
          qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
          paidAt: null,
        },
      },
    });
    const { user } = renderWithProviders(<OrderTracking />);
    await user.type(screen.getByLabelText('Telefone'), '5511999998888');
    await user.click(screen.getByRole('button', { name: 'Buscar Pedidos' }));
    const pix = within((await screen.findByRole('heading', { name: 'Pedido #123ABC' })).closest('article')!);
    await pix.findByRole('heading', { name: 'Pague com PIX: R$ 69,00' });
    expect((pix.getByLabelText('PIX copia e cola') as HTMLTextAreaElement).value).toBe(payload);
    expect(pix.getByRole('img', { name: 'QR code PIX do pedido #123ABC' })).toBeTruthy();
    expect(pix.getByRole('button', { name: 'Copiar código' })).toBeTruthy();
    const cash = within(screen.getByRole('heading', { name: 'Pedido #777777' }).closest('article')!);
    expect(cash.getByText('Pagamento: Dinheiro — troco para R$ 100,00')).toBeTruthy();
    const paid = within(screen.getByRole('heading', { name: 'Pedido #888888' }).closest('article')!);
    expect(paid.getByText('Pago')).toBeTruthy();
    expect(paid.queryByLabelText('PIX copia e cola')).toBeNull();
  });

  it('gives one phone example: the hint and the empty state write it the same way (issue 32, item 30)', async () => {
    stubFetch({ 'GET /api/orders/track/5511999998888': { body: [] } });
    const { user } = renderWithProviders(<OrderTracking />);
    expect(screen.getByText('Com DDD, ex.: (11) 99999-8888')).toBeTruthy();
    await user.type(screen.getByLabelText('Telefone'), '(11) 99999-8888');
    await user.click(screen.getByRole('button', { name: 'Buscar Pedidos' }));
    await screen.findByRole('heading', { name: 'Nenhum pedido encontrado' });
    expect(
      screen.getByText('Verifique se o número está correto e tem o DDD, ex.: (11) 99999-8888.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/ex\.: 55\d/);
  });

  it('shows the coupon discount, says the table once and names the card by where it is paid', async () => {
    stubFetch({
      'GET /api/orders/track/5511999998888': {
        body: [
          // The case: an item of R$ 62,50, a 10% coupon, a total of R$ 56,25.
          trackedOrder({
            deliveryType: 'table',
            tableNumber: '7',
            items: [{ name: 'Pizza', quantity: 1, options: [], subtotal: '62.50' }],
            subtotal: '62.50',
            deliveryFee: '0.00',
            discountApplied: '6.25',
            total: '56.25',
            paymentMethod: 'card',
            cardType: 'debit',
          }),
          trackedOrder({
            id: 'x-555555',
            orderNumber: '555555',
            deliveryType: 'pickup',
            paymentMethod: 'card',
          }),
        ],
      },
    });
    const { user } = renderWithProviders(<OrderTracking />);
    await user.type(screen.getByLabelText('Telefone'), '(11) 99999-8888');
    await user.click(screen.getByRole('button', { name: 'Buscar Pedidos' }));
    const table = within(
      (await screen.findByRole('heading', { name: 'Pedido #123ABC' })).closest('article')!,
    );
    expect(table.getByText('Desconto').nextElementSibling?.textContent).toBe('-R$ 6,25');
    expect(table.getByText('Total').nextElementSibling?.textContent).toBe('R$ 56,25');
    expect(table.getByText(/^Mesa 7 ·/)).toBeTruthy();
    expect(table.queryByText(/Mesa · Mesa/)).toBeNull();
    expect(table.getByText('Pagamento: Cartão na mesa (débito)')).toBeTruthy();
    const pickup = within(screen.getByRole('heading', { name: 'Pedido #555555' }).closest('article')!);
    expect(pickup.getByText('Pagamento: Cartão na retirada')).toBeTruthy();
    expect(pickup.queryByText('Desconto')).toBeNull();
  });

  it('shows a Rio Branco order at Rio Branco time, and its estimate from the local confirmation time', async () => {
    // 23:30 UTC is 20:30 in Brasília and 18:30 in Rio Branco (AC, UTC−5).
    stubFetch({
      'GET /api/orders/track/5568999998888': {
        body: [
          trackedOrder({
            restaurantTimeZone: 'America/Rio_Branco',
            status: 'confirmed',
            estimatedTime: 40,
            createdAt: '2026-11-20T23:30:00Z',
            confirmedAt: '2026-11-20T23:32:00Z',
          }),
        ],
      },
    });
    const { user } = renderWithProviders(<OrderTracking />);
    await user.type(screen.getByLabelText('Telefone'), '(68) 99999-8888');
    await user.click(screen.getByRole('button', { name: 'Buscar Pedidos' }));
    const card = within((await screen.findByRole('heading', { name: 'Pedido #123ABC' })).closest('article')!);
    expect(card.getByText(/20\/11\/2026 18:30/)).toBeTruthy();
    expect(card.getByText('Previsão: cerca de 40 minutos a partir de 18:32.')).toBeTruthy();
  });

  it('says ‘Nenhum pedido encontrado’ with advice, and asks for a phone when blank', async () => {
    stubFetch({ 'GET /api/orders/track/5521988887777': { body: [] } });
    const { user } = renderWithProviders(<OrderTracking />);
    await user.click(screen.getByRole('button', { name: 'Buscar Pedidos' }));
    expect(screen.getByText('Informe o número de telefone usado no pedido')).toBeTruthy();
    await user.type(screen.getByLabelText('Telefone'), '5521988887777');
    await user.click(screen.getByRole('button', { name: 'Buscar Pedidos' }));
    await screen.findByText('Nenhum pedido encontrado');
    expect(screen.getByText(/Verifique se o número está correto/)).toBeTruthy();
  });
});
