import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { KeetaRefundAnswer } from './keeta-refund-answer';

const order = (externalStatus: string | null, orderSource: 'keeta' | 'ifood' = 'keeta') => ({
  id: 'o1',
  restaurantId: 'r1',
  orderSource,
  externalStatus,
});
const ANSWER = 'POST /api/orders/o1/refund-answer';

const sentBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/refund-answer') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe("a Keeta diner's refund request on the order card", () => {
  it('accepts the refund and then shows where it stands', async () => {
    const fetchMock = stubFetch({ [ANSWER]: { body: { externalStatus: 'REFUND_ACCEPTED' } } });
    const { user } = renderWithProviders(<KeetaRefundAnswer order={order('USER_REFUND_REQUEST')} />);
    const card = screen.getByRole('region', { name: 'Reembolso na Keeta' });
    expect(within(card).getByText('O cliente pediu reembolso')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Aceitar reembolso' }));
    await user.click(within(card).getByRole('button', { name: 'Confirmar reembolso' }));
    await waitFor(() => expect(sentBodies(fetchMock)).toEqual([{ accept: true }]));
    await within(card).findByText('Reembolso aceito; aguardando a Keeta');
    expect(within(card).queryByRole('button', { name: 'Aceitar reembolso' })).toBeNull();
  });

  it("refuses with one of Keeta's codes and the reason, and shows the server's refusal in Portuguese", async () => {
    const fetchMock = stubFetch({
      [ANSWER]: {
        status: 502,
        body: { error: 'A Keeta não recebeu a resposta agora. Tente de novo em instantes.' },
      },
    });
    const { user } = renderWithProviders(<KeetaRefundAnswer order={order('USER_REFUND_REQUEST')} />);
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    const send = screen.getByRole('button', { name: 'Enviar recusa' }) as HTMLButtonElement;
    expect(screen.getByRole('group', { name: 'Motivo exigido pela Keeta' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'O pedido já saiu para entrega' }));
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Explique ao cliente/), 'Saiu às 20h com o entregador');
    await user.click(send);
    await waitFor(() =>
      expect(sentBodies(fetchMock)).toEqual([
        { accept: false, code: 'OUT_FOR_DELIVERY', reason: 'Saiu às 20h com o entregador' },
      ]),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A Keeta não recebeu a resposta agora. Tente de novo em instantes.',
    );
    expect(screen.getByText('O cliente pediu reembolso')).toBeTruthy();
  });

  it("shows Keeta's outcome without answers, and nothing for an order with no refund", () => {
    renderWithProviders(
      <>
        <KeetaRefundAnswer order={order('REFUNDED')} />
        <KeetaRefundAnswer order={{ ...order('REFUND_FAILED'), id: 'o2' }} />
        <KeetaRefundAnswer order={{ ...order('CONFIRMED'), id: 'o3' }} />
        <KeetaRefundAnswer order={{ ...order('USER_REFUND_REQUEST', 'ifood'), id: 'o4' }} />
      </>,
    );
    const regions = screen.getAllByRole('region', { name: 'Reembolso na Keeta' });
    expect(regions).toHaveLength(2);
    expect(screen.getByText('Reembolsado pela Keeta')).toBeTruthy();
    expect(screen.getByText('O reembolso falhou na Keeta')).toBeTruthy();
    for (const region of regions) expect(within(region).queryByRole('button')).toBeNull();
  });
});
