/**
 * 'Fechar conta' in the bill dialog of the 'Mesas' tab: the bill's money as the server sent it, each
 * closing action sent as the server expects it (and the server's answer shown), the Idempotency-Key of
 * a payment kept across a retry of the same attempt, 'Conta fechada' after the last part, the print
 * frame, and what each role is not offered. Fetch is stubbed per route, as in dining-room-tab.test.tsx
 * (the web project never reaches a server: src/web/test/setup.ts); the routes' own behaviour is covered
 * by src/server/modules/bills/*.test.ts and e2e/bill-closing.e2e.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_CAPABILITIES, type Role } from '../../../../../domain/staff/roles';
import { renderWithProviders, stubFetch } from '../../../../test/render';
import type { BillClosing, BillClosingPart, BillClosingPayment, BillView, DiningTable } from '../../api';
import { DiningRoomTab } from '../dining-room-tab';

const seven: DiningTable = {
  id: 't7',
  label: '7',
  title: 'Mesa 7',
  area: 'Salão',
  seats: 4,
  position: 1,
  isActive: true,
  code: null,
  state: 'ocupada',
  stateLabel: 'Ocupada',
  bill: {
    id: 'b7',
    status: 'conta_pedida',
    people: 3,
    openedAt: '2026-11-28T19:45:00.000Z',
    billRequestedAt: null,
    orderCount: 2,
    itemCount: 3,
    subtotal: '90.91',
  },
  pendingCalls: [],
};

const part = (over: Partial<BillClosingPart>): BillClosingPart => ({
  id: 'part-1',
  label: 'Conta inteira',
  personKey: null,
  amount: '100.00',
  paid: '0.00',
  due: '100.00',
  isPaid: false,
  items: null,
  ...over,
});

const payment = (over: Partial<BillClosingPayment>): BillClosingPayment => ({
  id: 'pay-1',
  partId: 'part-1',
  method: 'cash',
  amount: '33.33',
  received: '50.00',
  change: '16.67',
  at: '2026-11-28T20:40:00.000Z',
  by: 'dono',
  staffId: null,
  name: 'Dono',
  ...over,
});

const closing = (over: Partial<BillClosing> = {}): BillClosing => ({
  settings: { serviceChargeEnabled: true, serviceRateBps: 1000, couvert: '0.00', couvertKind: 'artistic' },
  lines: [
    { id: 'l1', orderId: 'o1', name: 'Moqueca', quantity: 2, amount: '60.00' },
    { id: 'l2', orderId: 'o2', name: 'Caipirinha', quantity: 1, amount: '30.91' },
  ],
  subtotal: '90.91',
  discounts: [],
  discountTotal: '0.00',
  serviceState: 'charged',
  serviceRateBps: 1000,
  serviceCharge: '9.09',
  couvertKind: 'artistic',
  couvertPeople: 0,
  couvert: '0.00',
  total: '100.00',
  rows: [
    { label: 'Subtotal', amount: '90.91' },
    { label: 'Taxa de serviço (10%)', amount: '9.09' },
    { label: 'Total', amount: '100.00' },
  ],
  serviceRemoval: null,
  manualDiscount: null,
  split: { method: 'whole', note: null, parts: [part({})] },
  payments: [],
  paid: '0.00',
  due: '100.00',
  ...over,
});

const bill = (over: Partial<BillView> = {}, money: Partial<BillClosing> = {}): BillView => ({
  id: 'b7',
  status: 'conta_pedida',
  statusLabel: 'Conta pedida',
  table: { id: 't7', label: '7', title: 'Mesa 7', area: 'Salão', state: 'conta_pedida' },
  people: 3,
  openedAt: '2026-11-28T19:45:00.000Z',
  orders: [
    {
      id: 'o1',
      orderNumber: 'A1',
      status: 'pending',
      createdAt: '2026-11-28T19:50:00.000Z',
      orderedBy: { by: 'cliente', staffId: null, name: 'Ana' },
      notes: null,
      items: [{ name: 'Moqueca', quantity: 2, subtotal: '60.00', notes: null }],
      subtotal: '60.00',
      removal: null,
    },
    {
      id: 'o2',
      orderNumber: 'A2',
      status: 'pending',
      createdAt: '2026-11-28T19:55:00.000Z',
      orderedBy: { by: 'equipe', staffId: 's1', name: 'Carlos' },
      notes: null,
      items: [{ name: 'Caipirinha', quantity: 1, subtotal: '30.91', notes: null }],
      subtotal: '30.91',
      removal: null,
    },
  ],
  orderCount: 2,
  itemCount: 3,
  subtotal: '90.91',
  closing: closing(money),
  ...over,
});

/** The three parts of R$ 100,00 split by amounts. */
const threeParts = [
  part({ id: 'part-1', label: 'Parte 1', amount: '33.33', due: '33.33' }),
  part({ id: 'part-2', label: 'Parte 2', amount: '33.33', due: '33.33' }),
  part({ id: 'part-3', label: 'Parte 3', amount: '33.34', due: '33.34' }),
];

const BILL = 'GET /api/restaurants/r1/bills/b7';
const url = (tail: string) => `POST /api/restaurants/r1/bills/b7${tail}`;

async function openClosing(routes: Parameters<typeof stubFetch>[0] = {}, role?: Role) {
  const fetchMock = stubFetch({
    'GET /api/auth/me': role
      ? { body: { acting: { capabilities: [...ROLE_CAPABILITIES[role]] } } }
      : { body: null, status: 401 },
    'GET /api/restaurants/r1/tables': { body: [seven] },
    [BILL]: { body: bill() },
    ...routes,
  });
  const rendered = renderWithProviders(<DiningRoomTab restaurantId="r1" label="Mesas" />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Mesa 7, Ocupada' }));
  const dialog = await screen.findByRole('dialog', { name: /^Mesa 7 · / });
  await rendered.user.click(await within(dialog).findByRole('tab', { name: 'Fechar conta' }));
  await within(dialog).findByRole('region', { name: 'Valores da conta' });
  return { ...rendered, fetchMock, dialog };
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith(path))
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)),
      key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    }));

afterEach(() => vi.useRealTimers());

describe("'Fechar conta' in the bill dialog", () => {
  it('shows every item with who ordered it, the rows of the bill, the total and what is left to pay', async () => {
    const { dialog } = await openClosing();
    const values = within(dialog).getByRole('region', { name: 'Valores da conta' });
    const items = within(values)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['2x MoquecaAna (QR da mesa)R$ 60,00', '1x CaipirinhaCarlos (equipe)R$ 30,91']);
    const rows = [...values.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows).toEqual([
      'SubtotalR$ 90,91',
      'Taxa de serviço (10%)R$ 9,09',
      'TotalR$ 100,00',
      'Falta pagarR$ 100,00',
    ]);
    const parts = within(dialog).getByRole('region', { name: 'Partes da conta' });
    expect(within(parts).getByRole('listitem', { name: 'Conta inteira' }).textContent).toContain(
      'Falta R$ 100,00',
    );
  });

  it('removes the service charge with the reason, shows who did it, and charges it again', async () => {
    const removed = bill(
      {},
      {
        serviceState: 'removed',
        serviceCharge: '0.00',
        total: '90.91',
        due: '90.91',
        rows: [
          { label: 'Subtotal', amount: '90.91' },
          { label: 'Taxa de serviço (10%) retirada', amount: '0.00' },
          { label: 'Total', amount: '90.91' },
        ],
        serviceRemoval: {
          reason: 'demora no atendimento',
          at: '2026-11-28T20:35:00.000Z',
          by: 'equipe',
          staffId: 's9',
          name: 'Rita',
        },
      },
    );
    const { user, dialog, fetchMock } = await openClosing({
      [url('/service-charge')]: (init) =>
        JSON.parse(String(init.body)).remove ? { body: removed } : { body: bill() },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Retirar taxa de serviço' }));
    await user.type(
      within(dialog).getByLabelText('Motivo para retirar a taxa de serviço'),
      'demora no atendimento',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retirar taxa' }));
    await within(dialog).findByText('Taxa de serviço retirada por Rita: demora no atendimento');
    expect(within(dialog).getByText('Taxa de serviço (10%) retirada')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cobrar a taxa de serviço de novo' }));
    await within(dialog).findByRole('button', { name: 'Retirar taxa de serviço' });
    expect(sent(fetchMock, '/service-charge').map((call) => call.body)).toEqual([
      { remove: true, reason: 'demora no atendimento' },
      { remove: false },
    ]);
  });

  it("gives a manual discount with the reason, and shows the server's refusal as it came", async () => {
    let tries = 0;
    const { user, dialog, fetchMock } = await openClosing({
      [url('/discount')]: () =>
        tries++ === 0
          ? { status: 400, body: { error: 'Informe o motivo do desconto.' } }
          : {
              body: bill(
                {},
                {
                  manualDiscount: {
                    amount: '10.50',
                    reason: 'prato atrasou',
                    at: null,
                    by: 'dono',
                    staffId: null,
                    name: 'Dono',
                  },
                },
              ),
            },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Dar desconto' }));
    await user.type(within(dialog).getByLabelText('Valor do desconto (R$)'), '10,5');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar desconto' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Informe o motivo do desconto.');
    await user.type(within(dialog).getByLabelText('Motivo do desconto'), 'prato atrasou');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar desconto' }));
    await within(dialog).findByText('Desconto de R$ 10,50 dado por Dono: prato atrasou');
    expect(sent(fetchMock, '/discount').map((call) => call.body)).toEqual([
      { amount: '10.50', reason: '' },
      { amount: '10.50', reason: 'prato atrasou' },
    ]);
  });

  it('says how many people pay the couvert when the restaurant charges one', async () => {
    const withCouvert = (people: number) =>
      bill(
        {},
        {
          settings: {
            serviceChargeEnabled: true,
            serviceRateBps: 1000,
            couvert: '15.00',
            couvertKind: 'artistic',
          },
          couvertPeople: people,
          couvert: `${people * 15}.00`,
        },
      );
    const { user, dialog, fetchMock } = await openClosing({
      [BILL]: { body: withCouvert(3) },
      [url('/couvert')]: { body: withCouvert(2) },
    });
    const people = within(dialog).getByLabelText('Pessoas que pagam o couvert (R$ 15,00 por pessoa)');
    expect((people as HTMLInputElement).value).toBe('3');
    await user.clear(people);
    await user.type(people, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar couvert' }));
    await waitFor(() =>
      expect(sent(fetchMock, '/couvert').map((call) => call.body)).toEqual([{ people: 2 }]),
    );
  });

  it("splits in equal parts and shows the server's parts with its note", async () => {
    const split = bill(
      { status: 'fechando' },
      {
        split: {
          method: 'equal',
          note: 'Parte 1 fica com R$ 0,01 a mais para fechar o total.',
          parts: threeParts.map((one, index) => ({ ...one, amount: index === 0 ? '33.34' : '33.33' })),
        },
      },
    );
    const { user, dialog, fetchMock } = await openClosing({ [url('/split')]: { body: split } });
    await user.click(within(dialog).getByRole('button', { name: 'Dividir conta' }));
    const form = within(dialog).getByRole('region', { name: 'Dividir conta' });
    expect(within(form).getByText('R$ 100,00')).toBeTruthy();
    const count = within(form).getByLabelText('Número de pessoas');
    expect((count as HTMLInputElement).value).toBe('3');
    await user.click(within(form).getByRole('button', { name: 'Dividir em 3 partes' }));
    const parts = await within(dialog).findByRole('region', { name: 'Partes da conta' });
    await within(parts).findByText('Conta dividida em 3 partes (partes iguais)');
    expect(within(parts).getByText('Parte 1 fica com R$ 0,01 a mais para fechar o total.')).toBeTruthy();
    expect(
      within(parts)
        .getAllByRole('listitem', { name: /^Parte \d$/ })
        .map((one) => one.querySelector('p')?.textContent),
    ).toEqual(['Parte 1R$ 33,34', 'Parte 2R$ 33,33', 'Parte 3R$ 33,33']);
    expect(sent(fetchMock, '/split').map((call) => call.body)).toEqual([{ method: 'equal', parts: 3 }]);
  });

  it('splits by amounts, saying what is left to share as the amounts are typed', async () => {
    const { user, dialog, fetchMock } = await openClosing({
      [url('/split')]: { body: bill({}, { split: { method: 'amounts', note: null, parts: threeParts } }) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Dividir conta' }));
    const form = within(dialog).getByRole('region', { name: 'Dividir conta' });
    await user.click(within(form).getByRole('tab', { name: 'Por valor' }));
    const submit = within(form).getByRole('button', { name: 'Dividir por valor' });
    await user.type(within(form).getByLabelText('Parte 1 (R$)'), '33,33');
    expect(within(form).getByText("Falta distribuir R$ 66,67 (fica como 'O restante').")).toBeTruthy();
    await user.type(within(form).getByLabelText('Parte 2 (R$)'), '80');
    expect(within(form).getByText('Passou R$ 13,33 do valor a dividir.')).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.clear(within(form).getByLabelText('Parte 2 (R$)'));
    await user.type(within(form).getByLabelText('Parte 2 (R$)'), '33,33');
    await user.click(within(form).getByRole('button', { name: 'Mais uma parte' }));
    await user.type(within(form).getByLabelText('Parte 3 (R$)'), '33,34');
    expect(within(form).getByText('Os valores fecham a conta.')).toBeTruthy();
    await user.click(submit);
    await within(dialog).findByText('Conta dividida em 3 partes (por valor)');
    expect(sent(fetchMock, '/split').map((call) => call.body)).toEqual([
      { method: 'amounts', amounts: ['33.33', '33.33', '33.34'] },
    ]);
  });

  it('splits by item: each line to a person, a shared line to several, and shows each part with its items', async () => {
    const split = bill(
      {},
      {
        split: {
          method: 'items',
          note: null,
          parts: [
            part({
              id: 'part-1',
              label: 'Ana',
              personKey: 'p1',
              amount: '82.50',
              due: '82.50',
              items: [
                { lineId: 'l1', name: 'Moqueca', quantity: 2, amount: '60.00', sharedBy: 1 },
                { lineId: 'l2', name: 'Caipirinha', quantity: 1, amount: '30.91', sharedBy: 2 },
              ],
            }),
            part({
              id: 'part-2',
              label: 'Pessoa 2',
              personKey: 'p2',
              amount: '17.50',
              due: '17.50',
              items: [{ lineId: 'l2', name: 'Caipirinha', quantity: 1, amount: '30.91', sharedBy: 2 }],
            }),
          ],
        },
      },
    );
    const { user, dialog, fetchMock } = await openClosing({
      [BILL]: { body: bill({ people: 2 }) },
      [url('/split')]: { body: split },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Dividir conta' }));
    const form = within(dialog).getByRole('region', { name: 'Dividir conta' });
    await user.click(within(form).getByRole('tab', { name: 'Por item' }));
    const name = within(form).getByLabelText('Nome da pessoa 1');
    await user.clear(name);
    await user.type(name, 'Ana');
    const moqueca = within(form).getByRole('group', { name: 'Quem fica com 2x Moqueca' });
    await user.click(within(moqueca).getByLabelText('Ana'));
    const caipirinha = within(form).getByRole('group', { name: 'Quem fica com 1x Caipirinha' });
    await user.click(within(caipirinha).getByLabelText('Ana'));
    await user.click(within(caipirinha).getByLabelText('Pessoa 2'));
    await user.click(within(form).getByRole('button', { name: 'Dividir por item' }));
    const parts = await within(dialog).findByRole('region', { name: 'Partes da conta' });
    await within(parts).findByText('Conta dividida em 2 partes (por item)');
    expect(within(parts).getByRole('listitem', { name: 'Pessoa 2' }).textContent).toContain(
      '1x Caipirinha (dividido por 2)',
    );
    expect(sent(fetchMock, '/split').map((call) => call.body)).toEqual([
      {
        method: 'items',
        people: [
          { key: 'p1', name: 'Ana', lineIds: ['l1', 'l2'] },
          { key: 'p2', name: 'Pessoa 2', lineIds: ['l2'] },
        ],
      },
    ]);
  });

  it("pays a part in cash with the change, keeping the attempt's Idempotency-Key across a retry", async () => {
    const split = { method: 'amounts' as const, note: null, parts: threeParts };
    const paid = bill(
      { status: 'fechando' },
      {
        split: {
          ...split,
          parts: [
            { ...threeParts[0]!, paid: '33.33', due: '0.00', isPaid: true },
            threeParts[1]!,
            threeParts[2]!,
          ],
        },
        payments: [payment({})],
        paid: '33.33',
        due: '66.67',
      },
    );
    const gate: { open?: () => void } = {};
    let calls = 0;
    const fetchMock = vi.fn();
    const { user, dialog } = await openClosing({ [BILL]: { body: bill({}, { split }) } });
    const stubbed = globalThis.fetch;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (!String(input).endsWith('/payments')) return stubbed(input, init);
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      await new Promise<void>((resolve) => {
        gate.open = resolve;
      });
      return new Response(JSON.stringify(paid), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);

    const first = within(dialog).getByRole('listitem', { name: 'Parte 1' });
    await user.click(within(first).getByRole('button', { name: 'Receber Parte 1' }));
    const form = within(first).getByRole('form', { name: 'Receber Parte 1' });
    expect((within(form).getByLabelText('Valor (R$)') as HTMLInputElement).value).toBe('33,33');
    await user.click(within(form).getByLabelText('Dinheiro'));
    const received = within(form).getByLabelText('Valor recebido (R$)');
    await user.clear(received);
    await user.type(received, '50');
    expect(within(form).getByText('Troco R$ 16,67')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Registrar pagamento' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('Sem conexão com o servidor.');
    await user.click(within(form).getByRole('button', { name: 'Tentar de novo' }));
    await within(form).findByRole('button', { name: 'Registrando…' });
    await waitFor(() => expect(gate.open).toBeDefined());
    gate.open?.();
    await within(first).findByText('Paga');
    expect(
      within(first).getByText('Dinheiro R$ 33,33 (recebido R$ 50,00, troco R$ 16,67) · por Dono'),
    ).toBeTruthy();
    const attempts = fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/payments'))
      .map(([, init]) => ({
        body: JSON.parse(String(init.body)),
        key: (init.headers as Record<string, string>)['Idempotency-Key'],
      }));
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.body).toEqual({ partId: 'part-1', method: 'cash', amount: '50.00' });
    expect(attempts[1]).toEqual(attempts[0]);
    expect(attempts[0]!.key).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it("takes one part with two methods, a new key for each, and says 'Conta fechada' after the last", async () => {
    const last = part({ id: 'part-3', label: 'Parte 3', amount: '33.34', due: '33.34' });
    const partial = bill(
      { status: 'fechando' },
      {
        split: { method: 'amounts', note: null, parts: [{ ...last, paid: '20.00', due: '13.34' }] },
        payments: [
          payment({
            id: 'p1',
            partId: 'part-3',
            method: 'pix',
            amount: '20.00',
            received: '20.00',
            change: '0.00',
          }),
        ],
      },
    );
    const closed = bill(
      {
        status: 'fechada',
        statusLabel: 'Fechada',
        closedAt: '2026-11-28T20:45:00.000Z',
        closedBy: { by: 'equipe', staffId: 's2', name: 'Bruna' },
      },
      {
        split: {
          method: 'amounts',
          note: null,
          parts: [{ ...last, paid: '33.34', due: '0.00', isPaid: true }],
        },
        payments: [
          ...partial.closing!.payments,
          payment({
            id: 'p2',
            partId: 'part-3',
            method: 'debit',
            amount: '13.34',
            received: '13.34',
            change: '0.00',
            by: 'equipe',
            staffId: 's2',
            name: 'Bruna',
          }),
        ],
        paid: '100.00',
        due: '0.00',
      },
    );
    let paying = 0;
    const { user, dialog, fetchMock } = await openClosing({
      [BILL]: { body: bill({}, { split: { method: 'amounts', note: null, parts: [last] } }) },
      [url('/payments')]: () => ({ status: 201, body: paying++ === 0 ? partial : closed }),
    });
    const third = within(dialog).getByRole('listitem', { name: 'Parte 3' });
    await user.click(within(third).getByRole('button', { name: 'Receber Parte 3' }));
    const amount = within(third).getByLabelText('Valor (R$)');
    await user.clear(amount);
    await user.type(amount, '20');
    expect(
      within(third).getByText('Pagamento parcial: ficam R$ 13,34 nesta parte para outra forma de pagamento.'),
    ).toBeTruthy();
    await user.click(within(third).getByRole('button', { name: 'Registrar pagamento' }));
    await within(third).findByText('Pago R$ 20,00 · falta R$ 13,34');
    // The form comes back for the rest, with what is still due.
    await waitFor(() =>
      expect((within(third).getByLabelText('Valor (R$)') as HTMLInputElement).value).toBe('13,34'),
    );
    await user.click(within(third).getByLabelText('Débito'));
    await user.click(within(third).getByRole('button', { name: 'Registrar pagamento' }));
    const done = await within(dialog).findByRole('status');
    expect(done.textContent).toContain('Conta fechada');
    expect(done.textContent).toContain('Mesa 7 está livre. Fechada às');
    expect(done.textContent).toContain('por Bruna');
    expect(within(third).getByText('Cartão de débito R$ 13,34 · por Bruna')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Receber/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Dividir conta' })).toBeNull();
    const calls = sent(fetchMock, '/payments');
    expect(calls.map((call) => call.body)).toEqual([
      { partId: 'part-3', method: 'pix', amount: '20.00' },
      { partId: 'part-3', method: 'debit', amount: '13.34' },
    ]);
    expect(calls[0]!.key).not.toBe(calls[1]!.key);
  });

  it("prints the server's 80 mm pre-bill in a frame of its own", async () => {
    const html = '<!doctype html><html><body><pre>CONFERÊNCIA DE CONTA</pre></body></html>';
    const { user, dialog } = await openClosing();
    const stubbed = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith('/pre-bill?format=html')
          ? new Response(html, { headers: { 'Content-Type': 'text/html' } })
          : stubbed(input, init),
      ),
    );
    // happy-dom's frames have no print(): the frame's window is replaced by one that records it.
    const print = vi.fn();
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue({
      print,
    } as unknown as Window);
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir conta' }));
    const frame = await screen.findByTestId('pre-bill-frame');
    expect(frame.getAttribute('srcdoc')).toBe(html);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});

describe("'Imprimir conta' on the Caixa's printer", () => {
  const PANEL = 'GET /api/restaurants/r1/panel-settings';
  const PRINT = url('/pre-bill/print');
  const JOBS = 'GET /api/restaurants/r1/kitchen/print-jobs';
  const counter = { autoPrintOnConfirm: false, kitchenPrinting: { silent: true, counterPrinter: true } };
  const preBillJob = (over: Record<string, unknown> = {}) => ({
    id: 'pj1',
    seq: 7,
    stationId: 's3',
    stationName: 'Caixa',
    orderId: null,
    orderNumber: null,
    billId: 'b7',
    kind: 'pre-conta',
    reprint: false,
    status: 'pendente',
    error: null,
    attempts: 0,
    createdAt: '2026-11-28T20:40:00.000Z',
    printedAt: null,
    ...over,
  });
  const posts = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
    fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith(path));

  it('sends the pre-bill to the Caixa and says so, without the browser’s dialog', async () => {
    const { user, dialog, fetchMock } = await openClosing(
      {
        [PANEL]: { body: counter },
        [PRINT]: { status: 201, body: preBillJob() },
        [JOBS]: { body: { jobs: [preBillJob()] } },
      },
      'caixa',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir conta' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Conta enviada para a impressora do Caixa.',
    );
    expect(posts(fetchMock, '/pre-bill/print')).toHaveLength(1);
    expect(screen.queryByTestId('pre-bill-frame')).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/pre-bill?format=html'))).toBe(
      false,
    );
  });

  it("shows the Caixa printer's failure, with 'Reimprimir' (sent again) and the browser as a way out", async () => {
    const failed = preBillJob({ status: 'falhou', error: 'Sem papel', attempts: 1 });
    const again = preBillJob({ id: 'pj2', seq: 8 });
    let jobs = [failed];
    let answer = preBillJob();
    const { user, dialog, fetchMock } = await openClosing(
      {
        [PANEL]: { body: counter },
        [PRINT]: () => ({ status: 201, body: answer }),
        [JOBS]: () => ({ body: { jobs } }),
      },
      'garcom',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir conta' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('A impressora do Caixa falhou: sem papel.');
    expect(within(alert).getByRole('button', { name: 'Imprimir pelo navegador' })).toBeTruthy();
    answer = again;
    jobs = [again, failed];
    await user.click(within(alert).getByRole('button', { name: 'Reimprimir' }));
    await waitFor(() => expect(posts(fetchMock, '/pre-bill/print')).toHaveLength(2));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Conta enviada para a impressora do Caixa.',
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("says why when the Caixa has no printer any more, and offers the browser's paper", async () => {
    const message = 'Nenhuma impressora no Caixa. Configure em Cozinha → Praças.';
    const { user, dialog } = await openClosing(
      { [PANEL]: { body: counter }, [PRINT]: { status: 409, body: { error: message } } },
      'caixa',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir conta' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('button', { name: 'Imprimir pelo navegador' })).toBeTruthy();
  });
});

describe('what each role is offered on the closing screen', () => {
  const offered = async (role: Role) => {
    const { dialog } = await openClosing({}, role);
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    return [
      'Retirar taxa de serviço',
      'Dar desconto',
      'Dividir conta',
      'Receber Conta inteira',
      'Imprimir conta',
    ].filter((name) => names.includes(name));
  };

  it.each([
    [
      'gerente',
      ['Retirar taxa de serviço', 'Dar desconto', 'Dividir conta', 'Receber Conta inteira', 'Imprimir conta'],
    ],
    ['garcom', ['Dividir conta', 'Imprimir conta']],
    ['caixa', ['Dividir conta', 'Receber Conta inteira', 'Imprimir conta']],
  ] as const)('%s sees only what the role may do', async (role, expected) => {
    expect(await offered(role)).toEqual(expected);
  });
});

describe("the bill's NFC-e at the till", () => {
  const PROFILE = 'GET /api/restaurants/r1/fiscal/profile';
  const NOTE = 'GET /api/restaurants/r1/fiscal/receipts?billId=b7';
  const ISSUE = 'POST /api/restaurants/r1/fiscal/receipts';
  const profile = (issueMode: 'automatico' | 'manual') => ({ body: { issueMode, askCpfAtCheckout: false } });
  const closedBill = bill(
    { status: 'fechada', statusLabel: 'Fechada', closedAt: '2026-11-28T20:45:00.000Z' },
    {
      split: { method: 'whole', note: null, parts: [part({ paid: '100.00', due: '0.00', isPaid: true })] },
      payments: [payment({ amount: '100.00', received: '100.00', change: '0.00' })],
      paid: '100.00',
      due: '0.00',
    },
  );
  const receipt = (over: Record<string, unknown> = {}) => ({
    id: 'nf1',
    ref: 'bill_b7',
    saleKind: 'bill',
    orderId: null,
    billId: 'b7',
    orderNumber: null,
    tableLabel: 'Mesa 7',
    status: 'autorizada',
    statusLabel: 'Autorizada',
    environment: 'homologacao',
    number: '12',
    series: '1',
    accessKey: '35261111222333000181650010000000121000000129',
    totalCents: 10000,
    cpfMasked: '***.982.247-**',
    contingency: false,
    sefazCode: '100',
    advice: null,
    consultUrl: null,
    qrCodeUrl: null,
    protocol: '135260000000001',
    authorizedAt: '2026-11-28T20:45:10.000Z',
    cancelledAt: null,
    createdAt: '2026-11-28T20:45:05.000Z',
    canCancel: true,
    canRetry: false,
    ...over,
  });

  it('shows neither the CPF nor the note to a restaurant without a fiscal profile', async () => {
    const { dialog, fetchMock } = await openClosing({ [PROFILE]: { body: null } }, 'caixa');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/fiscal/profile'))).toBe(true),
    );
    expect(within(dialog).queryByLabelText(/CPF na nota/)).toBeNull();
    expect(within(dialog).queryByRole('region', { name: 'Nota fiscal (NFC-e)' })).toBeNull();
  });

  it('refuses a CPF with wrong check digits and sends a valid one, digits only, with the payment', async () => {
    const { user, dialog, fetchMock } = await openClosing(
      { [PROFILE]: profile('manual'), [url('/payments')]: { status: 201, body: closedBill } },
      'caixa',
    );
    const cpf = await within(dialog).findByLabelText(/CPF na nota\?/);
    await user.type(cpf, '52998224724');
    expect((cpf as HTMLInputElement).value).toBe('529.982.247-24');
    expect(within(dialog).getByText('CPF inválido. Confira os 11 dígitos.')).toBeTruthy();
    const whole = within(dialog).getByRole('listitem', { name: 'Conta inteira' });
    await user.click(within(whole).getByRole('button', { name: 'Receber Conta inteira' }));
    expect(
      (within(whole).getByRole('button', { name: 'Registrar pagamento' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    expect(within(dialog).queryByText('CPF inválido. Confira os 11 dígitos.')).toBeNull();
    await user.click(within(whole).getByRole('button', { name: 'Registrar pagamento' }));
    await within(dialog).findByText('Conta fechada');
    expect(sent(fetchMock, '/payments').map((call) => call.body)).toEqual([
      { partId: 'part-1', method: 'pix', amount: '100.00', cpf: '52998224725' },
    ]);
    // Closed: the field is gone, the note is what is left to do.
    expect(within(dialog).queryByLabelText(/CPF na nota\?/)).toBeNull();
  });

  it("issues the closed bill's note with 'Emitir NFC-e', shows it authorized and prints its DANFE in the browser", async () => {
    const html = '<!doctype html><html><body><pre>DANFE NFC-e</pre></body></html>';
    const { user, dialog, fetchMock } = await openClosing(
      {
        [BILL]: { body: closedBill },
        [PROFILE]: profile('manual'),
        [NOTE]: { body: { receipts: [] } },
        [ISSUE]: { status: 201, body: receipt() },
      },
      'caixa',
    );
    const note = await within(dialog).findByRole('region', { name: 'Nota fiscal (NFC-e)' });
    await user.click(await within(note).findByRole('button', { name: 'Emitir NFC-e' }));
    const state = await within(note).findByRole('status');
    expect(state.textContent).toContain('Autorizada');
    expect(state.textContent).toContain('NFC-e nº 12 · Série 1 · CPF ***.982.247-**');
    expect(sent(fetchMock, '/fiscal/receipts').map((call) => call.body)).toEqual([{ billId: 'b7' }]);
    const stubbed = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith('/fiscal/receipts/nf1/danfe')
          ? new Response(html, { headers: { 'Content-Type': 'text/html' } })
          : stubbed(input, init),
      ),
    );
    const print = vi.fn();
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue({
      print,
    } as unknown as Window);
    await user.click(within(note).getByRole('button', { name: 'Imprimir DANFE' }));
    const frame = await screen.findByTestId('danfe-frame');
    expect(frame.getAttribute('srcdoc')).toBe(html);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it("shows a rejected note with what to fix and 'Tentar de novo', in automatic mode", async () => {
    const advice = 'Um item está sem o NCM completo (8 dígitos). Confira os dados fiscais do item.';
    const { user, dialog, fetchMock } = await openClosing(
      {
        [BILL]: { body: closedBill },
        [PROFILE]: profile('automatico'),
        [NOTE]: {
          body: { receipts: [receipt({ status: 'rejeitada', advice, canRetry: true, number: null })] },
        },
        'POST /api/restaurants/r1/fiscal/receipts/nf1/retry': { body: receipt() },
      },
      'caixa',
    );
    const note = await within(dialog).findByRole('region', { name: 'Nota fiscal (NFC-e)' });
    expect((await within(note).findByRole('status')).textContent).toContain(`Rejeitada: ${advice}`);
    expect(within(note).queryByRole('button', { name: 'Emitir NFC-e' })).toBeNull();
    expect(within(note).queryByRole('button', { name: 'Imprimir DANFE' })).toBeNull();
    await user.click(within(note).getByRole('button', { name: 'Tentar de novo' }));
    await within(note).findByRole('button', { name: 'Imprimir DANFE' });
    expect(within(note).getByRole('status').textContent).toContain('Autorizada');
    expect(
      fetchMock.mock.calls.filter(
        ([input, init]) => init?.method === 'POST' && String(input).endsWith('/receipts/nf1/retry'),
      ),
    ).toHaveLength(1);
  });

  it("reads the note again when the panel's stream says it changed, without waiting for the polling", async () => {
    const opened: { emit(type: string, data: string): void }[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
        readyState = 1;
        constructor() {
          opened.push(this);
        }
        addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
          this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
        }
        close() {}
        emit(type: string, data: string) {
          for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
        }
      },
    );
    let current = receipt({ status: 'pendente', advice: null, number: null, authorizedAt: null });
    const { dialog } = await openClosing(
      {
        [BILL]: { body: closedBill },
        [PROFILE]: profile('automatico'),
        [NOTE]: () => ({ body: { receipts: [current] } }),
      },
      'caixa',
    );
    const note = await within(dialog).findByRole('region', { name: 'Nota fiscal (NFC-e)' });
    expect((await within(note).findByRole('status')).textContent).toContain('Aguardando envio');
    current = receipt();
    // Another bill's note changing leaves this one alone; this bill's note is read again at once.
    for (const source of opened)
      source.emit('receipt', JSON.stringify({ id: 'x', billId: 'b8', orderId: null, status: 'autorizada' }));
    expect(within(note).getByRole('status').textContent).toContain('Aguardando envio');
    for (const source of opened)
      source.emit(
        'receipt',
        JSON.stringify({ id: 'nf1', billId: 'b7', orderId: null, status: 'autorizada' }),
      );
    await within(note).findByRole('button', { name: 'Imprimir DANFE' }, { timeout: 2_000 });
    expect(within(note).getByRole('status').textContent).toContain('Autorizada');
    vi.unstubAllGlobals();
  });

  it("says 'Aguardando envio (contingência)' for a note the provider has not taken yet", async () => {
    const { dialog } = await openClosing(
      {
        [BILL]: { body: closedBill },
        [PROFILE]: profile('automatico'),
        [NOTE]: {
          body: {
            receipts: [
              receipt({ status: 'pendente', advice: null, number: null, authorizedAt: null, canRetry: true }),
            ],
          },
        },
      },
      'caixa',
    );
    const note = await within(dialog).findByRole('region', { name: 'Nota fiscal (NFC-e)' });
    expect((await within(note).findByRole('status')).textContent).toContain(
      'Aguardando envio (contingência)',
    );
    expect(within(note).queryByRole('button', { name: 'Imprimir DANFE' })).toBeNull();
  });
});
