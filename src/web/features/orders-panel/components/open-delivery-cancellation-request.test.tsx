import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { OpenDeliveryCancellationRequest } from './open-delivery-cancellation-request';

const order = {
  id: 'o1',
  restaurantId: 'r1',
  orderSource: 'open_delivery' as const,
  status: 'confirmed' as const,
  externalStatus: 'ORDER_CANCELLATION_REQUEST',
};
const ANSWER = 'POST /api/orders/o1/cancellation-request-answer';

const sentBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/cancellation-request-answer') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe("a diner's cancellation request (Open Delivery) on the order card", () => {
  it('accepts after a confirmation', async () => {
    const fetchMock = stubFetch({
      [ANSWER]: { body: { status: 'cancelled', externalStatus: 'ORDER_CANCELLATION_ACCEPTED' } },
    });
    const { user } = renderWithProviders(<OpenDeliveryCancellationRequest order={order} />);
    const card = screen.getByRole('region', { name: 'O cliente pediu para cancelar' });
    await user.click(within(card).getByRole('button', { name: 'Aceitar cancelamento' }));
    expect(sentBodies(fetchMock)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(sentBodies(fetchMock)).toEqual([{ accept: true }]));
  });

  it('denies only with one of the two reasons and an explanation', async () => {
    const fetchMock = stubFetch({
      [ANSWER]: { body: { status: 'confirmed', externalStatus: 'CANCELLED_DENIED' } },
    });
    const { user } = renderWithProviders(<OpenDeliveryCancellationRequest order={order} />);
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    const send = screen.getByRole('button', { name: 'Enviar recusa' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Explique ao cliente/), 'Já saiu com o entregador');
    expect(send.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'O pedido já saiu para entrega' }));
    expect(screen.getByRole('radio', { name: 'O prato já está pronto' })).toBeTruthy();
    await user.click(send);
    await waitFor(() =>
      expect(sentBodies(fetchMock)).toEqual([
        { accept: false, code: 'OUT_FOR_DELIVERY', reason: 'Já saiu com o entregador' },
      ]),
    );
  });

  it('keeps the request when the marketplace refuses the answer, with its message', async () => {
    stubFetch({
      [ANSWER]: {
        status: 409,
        body: {
          error:
            'O marketplace recusou a resposta (o pedido pode já ter sido cancelado ou o prazo passou). O pedido não foi alterado.',
        },
      },
    });
    const { user } = renderWithProviders(<OpenDeliveryCancellationRequest order={order} />);
    await user.click(screen.getByRole('button', { name: 'Aceitar cancelamento' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText(/O marketplace recusou a resposta/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'O cliente pediu para cancelar' })).toBeTruthy();
  });

  it.each([
    ['a Keeta order', { orderSource: 'keeta' as const }],
    ['an answered request', { externalStatus: 'CANCELLED_DENIED' }],
    ['a finished order', { status: 'delivered' as const }],
  ])('shows nothing for %s', (_name, change) => {
    renderWithProviders(<OpenDeliveryCancellationRequest order={{ ...order, ...change }} />);
    expect(screen.queryByRole('region', { name: 'O cliente pediu para cancelar' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /Aceitar cancelamento|Recusar/ })).toEqual([]);
  });
});
