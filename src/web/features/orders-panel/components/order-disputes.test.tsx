import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { OrderDispute } from '../api/order-disputes';
import { OrderDisputes } from './order-disputes';

const order = { id: 'o1', orderSource: 'ifood' as const, syncedAt: '2026-11-20T19:00:00.000Z' };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const dispute = (overrides: Partial<OrderDispute> = {}): OrderDispute => ({
  id: 'd1',
  disputeId: 'ifood-dispute-1',
  action: 'CANCELLATION',
  handshakeType: 'AFTER_DELIVERY',
  message: 'Pedido veio errado',
  alternatives: [{ id: 'alt-refund', type: 'REFUND', maxAmountCents: 800 }],
  timeoutAction: 'REJECT_CANCELLATION',
  expiresAt: inMinutes(5),
  status: 'open',
  settlement: null,
  answeredAt: null,
  createdAt: new Date().toISOString(),
  ...overrides,
});

const LIST = 'GET /api/orders/o1/disputes';
const ANSWER = 'POST /api/orders/o1/disputes/d1/answer';

const sentBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/answer') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe("iFood's negotiation on the order card", () => {
  it("shows the diner's request, the time left and what iFood does without an answer", async () => {
    stubFetch({ [LIST]: { body: [dispute()] } });
    renderWithProviders(<OrderDisputes order={order} />);
    const card = await screen.findByRole('region', { name: 'Negociação do iFood' });
    expect(within(card).getByText('O cliente pede para cancelar o pedido (depois da entrega)')).toBeTruthy();
    expect(within(card).getByText('Mensagem do cliente: “Pedido veio errado”')).toBeTruthy();
    expect(card.textContent).toMatch(
      /Responda em 0(5:00|4:5\d)\. Sem resposta, o iFood recusa o cancelamento automaticamente\./,
    );
    for (const name of ['Aceitar', 'Recusar', 'Oferecer reembolso (até R$ 8,00)'])
      expect(within(card).getByRole('button', { name })).toBeTruthy();
  });

  it('sends a refusal with its reason, and a refund up to what iFood allows', async () => {
    const fetchMock = stubFetch({
      [LIST]: { body: [dispute()] },
      [ANSWER]: { body: dispute({ status: 'rejected' }) },
    });
    const { user } = renderWithProviders(<OrderDisputes order={order} />);
    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    const send = screen.getByRole('button', { name: 'Enviar recusa' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/Motivo da recusa/), 'Pedido conferido na saída');
    await user.click(send);
    await waitFor(() =>
      expect(sentBodies(fetchMock)).toEqual([{ answer: 'reject', reason: 'Pedido conferido na saída' }]),
    );

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(screen.getByRole('button', { name: 'Oferecer reembolso (até R$ 8,00)' }));
    const amount = screen.getByLabelText('Valor oferecido');
    await user.type(amount, '9,00');
    await user.click(screen.getByRole('button', { name: 'Enviar proposta' }));
    expect(screen.getByRole('alert').textContent).toBe('Informe um valor entre R$ 0,01 e R$ 8,00.');
    expect(sentBodies(fetchMock)).toHaveLength(1);
    await user.clear(amount);
    await user.type(amount, '5,50');
    await user.click(screen.getByRole('button', { name: 'Enviar proposta' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock)[1]).toEqual({
        answer: 'alternative',
        alternativeId: 'alt-refund',
        amountCents: 550,
      }),
    );
  });

  it('takes the answers away after expiresAt and says what iFood did', async () => {
    stubFetch({
      [LIST]: { body: [dispute({ expiresAt: inMinutes(-1) }), dispute({ id: 'd2', status: 'accepted' })] },
    });
    renderWithProviders(<OrderDisputes order={order} />);
    const cards = await screen.findAllByRole('region', { name: 'Negociação do iFood' });
    expect(cards[0]!.textContent).toContain(
      'Prazo para responder encerrado: o iFood recusa o cancelamento automaticamente.',
    );
    expect(cards[1]!.textContent).toContain('Você aceitou o pedido do cliente.');
    expect(screen.queryAllByRole('button', { name: /Aceitar|Recusar|Oferecer/ })).toEqual([]);
  });

  it('asks nothing for an order that did not come from iFood', async () => {
    const fetchMock = stubFetch({ [LIST]: { body: [dispute()] } });
    renderWithProviders(<OrderDisputes order={{ ...order, orderSource: 'rappi' }} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Negociação do iFood' })).toBeNull();
  });
});
