/**
 * The 'Caixa' tab (issue 35, decision 0051): opening with the float the last closing counted, the
 * blind close (a Caixa sees no expected figure before closing, then counted, expected and 'Falta de
 * R$ …'), the sangria's Idempotency-Key kept across a double tap and a retry, a reopening refused
 * under 10 characters of reason, and the history's CSV link. Fetch is stubbed per route, as in
 * bill-closing.test.tsx (the web project never reaches a server: src/web/test/setup.ts); the routes'
 * own behaviour is covered by src/server/modules/register/*.test.ts and e2e/register.e2e.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../../domain/format/time-zones';
import { ROLE_CAPABILITIES, type Role } from '../../../../domain/staff/roles';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { CashRegister, Closing, RegisterSession, SessionDetail, SessionSummary } from '../api';
import { dayIn, daysBefore } from '../format';
import { RegisterTab } from './register-tab';

const API = '/api/restaurants/r1';
const rita = { by: 'equipe' as const, staffId: 'st1', name: 'Rita' };

const register = (over: Partial<CashRegister> = {}): CashRegister => ({
  id: 'reg1',
  name: 'Balcão',
  isActive: true,
  openSession: null,
  suggestedFloatCents: 15_000,
  suggestedFloat: '150.00',
  ...over,
});
const openRegister = register({
  openSession: { id: 's1', openedAt: '2026-12-01T12:00:00.000Z', openedBy: rita },
});

const session = (over: Partial<SessionDetail> = {}): SessionDetail => ({
  id: 's1',
  registerId: 'reg1',
  registerName: 'Balcão',
  status: 'aberto',
  openingFloatCents: 15_000,
  openedAt: '2026-12-01T12:00:00.000Z',
  openedBy: rita,
  closedAt: null,
  closedBy: null,
  note: null,
  differenceCents: null,
  closing: null,
  summary: null,
  payments: [],
  movements: [],
  events: [],
  ...over,
});

const summary: SessionSummary = {
  expected: { cash: 25_000, credit: 8_000, debit: 0, meal_voucher: 0, pix: 4_500 },
  salesByMethod: { cash: 10_000, credit: 8_000, debit: 0, meal_voucher: 0, pix: 4_500, online: 6_000 },
  countsByMethod: { cash: 3, credit: 1, debit: 0, meal_voucher: 0, pix: 1, online: 2 },
  cashReceivedCents: 11_000,
  changeGivenCents: 1_000,
  withdrawalsCents: 0,
  topUpsCents: 0,
  salesCents: 22_500,
  onlineCents: 6_000,
  paymentCount: 7,
};

/** Counted R$ 238,00 in the drawer against R$ 250,00 expected; the cards and PIX as expected. */
const shortClosing: Closing = {
  lines: [
    {
      method: 'cash',
      label: 'Dinheiro',
      countedCents: 23_800,
      expectedCents: 25_000,
      differenceCents: -1_200,
      differenceLabel: 'Falta de R$ 12,00',
    },
    {
      method: 'credit',
      label: 'Cartão de Crédito',
      countedCents: 8_000,
      expectedCents: 8_000,
      differenceCents: 0,
      differenceLabel: 'Sem diferença',
    },
  ],
  differenceCents: -1_200,
  differenceLabel: 'Falta de R$ 12,00',
};

const closedSession = (over: Partial<RegisterSession> = {}): RegisterSession => ({
  ...session(),
  status: 'fechado',
  closedAt: '2026-12-01T23:00:00.000Z',
  closedBy: rita,
  differenceCents: -1_200,
  closing: shortClosing,
  summary,
  ...over,
});

function renderTab(role: Role, routes: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch({
    'GET /api/auth/me': { body: { acting: { capabilities: [...ROLE_CAPABILITIES[role]] } } },
    ...routes,
  });
  return { ...renderWithProviders(<RegisterTab restaurantId="r1" label="Caixa" />), fetchMock };
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input) === `${API}${path}`)
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)),
      key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    }));

describe("the 'Caixa' tab", () => {
  it('opens the register with the float the last closing counted', async () => {
    let open = false;
    const { user, fetchMock } = renderTab('caixa', {
      [`GET ${API}/registers`]: () => ({ body: { registers: [open ? openRegister : register()] } }),
      [`POST ${API}/registers/reg1/sessions`]: () => {
        open = true;
        return { status: 201, body: session() };
      },
      [`GET ${API}/register-sessions/s1`]: { body: session() },
    });
    const float = await screen.findByLabelText('Troco inicial (R$)');
    expect((float as HTMLInputElement).value).toBe('150,00');
    expect(screen.getByText('Sugerido: R$ 150,00, o dinheiro contado no último fechamento.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Abrir caixa' }));
    await screen.findByRole('heading', { name: 'Balcão: caixa aberto' });
    expect(sent(fetchMock, '/registers/reg1/sessions').map((call) => call.body)).toEqual([
      { openingFloat: '150,00' },
    ]);
    expect(screen.getByText(/troco inicial R\$ 150,00/)).toBeTruthy();
  });

  it('closes blind for a Caixa: no expected figure before, then counted, expected and the shortfall', async () => {
    let closed = false;
    const { user, fetchMock } = renderTab('caixa', {
      [`GET ${API}/registers`]: () => ({ body: { registers: [closed ? register() : openRegister] } }),
      // The server sends a Caixa no summary while the session is open.
      [`GET ${API}/register-sessions/s1`]: { body: session() },
      [`POST ${API}/register-sessions/s1/close`]: () => {
        closed = true;
        return { body: { session: closedSession(), closing: shortClosing } };
      },
    });
    await screen.findByRole('heading', { name: 'Balcão: caixa aberto' });
    expect(screen.getByText(/Fechamento cego/)).toBeTruthy();
    expect(screen.queryByText('Dinheiro esperado na gaveta')).toBeNull();
    expect(screen.queryByText(/R\$ 250,00/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Fechar caixa' }));
    const form = screen.getByRole('form', { name: 'Fechar caixa' });
    expect(within(form).queryByText(/Esperado|R\$ 250,00/)).toBeNull();
    await user.type(within(form).getByLabelText('Dinheiro na gaveta (R$)'), '238,00');
    await user.type(within(form).getByLabelText('Cartão de crédito (R$)'), '80');
    await user.click(within(form).getByRole('button', { name: 'Confirmar fechamento' }));

    const result = await screen.findByRole('region', { name: 'Balcão: caixa fechado' });
    expect(sent(fetchMock, '/register-sessions/s1/close').map((call) => call.body)).toEqual([
      { counted: { cash: '238,00', credit: '80', debit: '0', meal_voucher: '0', pix: '0' } },
    ]);
    const cash = within(result).getByRole('row', { name: /Dinheiro/ });
    const cells = within(cash).getAllByRole('cell');
    // 'R$' and its amount never wrap apart on a phone (a no-break space between them).
    expect(cells[2]!.textContent).toBe('Falta de R$\u00a012,00');
    expect(cells.map((cell) => cell.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'R$ 238,00',
      'R$ 250,00',
      'Falta de R$ 12,00',
    ]);
    expect(within(result).getAllByText('Falta de R$ 12,00')).toHaveLength(2);
    // Reopening is a Gerente's (register.reopen), not the Caixa's.
    expect(within(result).queryByRole('button', { name: 'Reabrir caixa' })).toBeNull();
  });

  it("shows a Gerente the session's figures while open and a surplus as 'Sobra de R$ …'", async () => {
    const surplus: Closing = {
      lines: [
        {
          ...shortClosing.lines[0]!,
          countedCents: 25_250,
          differenceCents: 250,
          differenceLabel: 'Sobra de R$ 2,50',
        },
      ],
      differenceCents: 250,
      differenceLabel: 'Sobra de R$ 2,50',
    };
    let closed = false;
    const { user } = renderTab('gerente', {
      [`GET ${API}/registers`]: () => ({ body: { registers: [closed ? register() : openRegister] } }),
      [`GET ${API}/register-sessions/s1`]: { body: session({ summary }) },
      [`POST ${API}/register-sessions/s1/close`]: () => {
        closed = true;
        return { body: { session: closedSession({ closing: surplus }), closing: surplus } };
      },
    });
    const drawer = await screen.findByRole('region', { name: 'Na gaveta' });
    expect(within(drawer).getByText('Dinheiro esperado na gaveta').nextSibling?.textContent).toBe(
      'R$ 250,00',
    );
    await user.click(screen.getByRole('button', { name: 'Fechar caixa' }));
    await user.type(screen.getByLabelText('Dinheiro na gaveta (R$)'), '252,50');
    await user.click(screen.getByRole('button', { name: 'Confirmar fechamento' }));
    const result = await screen.findByRole('region', { name: 'Balcão: caixa fechado' });
    expect(within(result).getAllByText('Sobra de R$ 2,50')).toHaveLength(2);
    expect(within(result).getByRole('button', { name: 'Reabrir caixa' })).toBeTruthy();
  });

  it('sends a sangria once on a quick double tap, and a retry after a failed answer with the same Idempotency-Key', async () => {
    let answers = 0;
    const { user, fetchMock } = renderTab('caixa', {
      [`GET ${API}/registers`]: { body: { registers: [openRegister] } },
      [`GET ${API}/register-sessions/s1`]: { body: session() },
      [`POST ${API}/register-sessions/s1/movements`]: () =>
        answers++ === 0
          ? { status: 503, body: { error: 'Serviço indisponível. Tente de novo.' } }
          : {
              status: 201,
              body: {
                id: 'm1',
                kind: 'sangria',
                label: 'Sangria',
                amountCents: 5_000,
                reason: 'depósito no banco',
                madeBy: rita,
                createdAt: '2026-12-01T15:00:00.000Z',
              },
            },
    });
    await user.click(await screen.findByRole('button', { name: 'Sangria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sangria' });
    await user.type(within(dialog).getByLabelText('Valor (R$)'), '50,00');
    await user.type(within(dialog).getByLabelText('Motivo'), 'depósito no banco');
    // Two taps before React re-renders (a quick double tap), while the first request is on its way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (init.method === 'POST') await held;
      return fetchMock(input, init);
    });
    const action = within(dialog).getByRole('button', { name: 'Registrar sangria' });
    fireEvent.click(action);
    fireEvent.click(action);
    release();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Serviço indisponível. Tente de novo.',
    );
    expect(sent(fetchMock, '/register-sessions/s1/movements')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Registrar sangria' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = sent(fetchMock, '/register-sessions/s1/movements');
    expect(calls.map((call) => call.body)).toEqual([
      { kind: 'sangria', amount: '50,00', reason: 'depósito no banco' },
      { kind: 'sangria', amount: '50,00', reason: 'depósito no banco' },
    ]);
    expect(calls[0]!.key).toMatch(/\S{8,}/);
    expect(calls[1]!.key).toBe(calls[0]!.key);

    // The next sangria is another movement: another key.
    await user.click(screen.getByRole('button', { name: 'Sangria' }));
    const next = await screen.findByRole('dialog', { name: 'Sangria' });
    await user.type(within(next).getByLabelText('Valor (R$)'), '20');
    await user.type(within(next).getByLabelText('Motivo'), 'pagamento do gás');
    await user.click(within(next).getByRole('button', { name: 'Registrar sangria' }));
    await waitFor(() => expect(sent(fetchMock, '/register-sessions/s1/movements')).toHaveLength(3));
    expect(sent(fetchMock, '/register-sessions/s1/movements')[2]!.key).not.toBe(calls[0]!.key);
  });
});

describe("the 'Histórico'", () => {
  const today = dayIn(DEFAULT_TIME_ZONE);
  const week = `from=${daysBefore(today, 6)}&to=${today}`;
  const history = {
    sessions: [{ ...closedSession(), salesCents: 22_500 }],
    withoutSession: { label: 'Recebido sem caixa aberto', totalCents: 0, payments: [] },
  };
  const routes = {
    [`GET ${API}/registers`]: {
      body: { registers: [register(), register({ id: 'reg2', name: 'Terraço', suggestedFloatCents: 0 })] },
    },
    [`GET ${API}/register-sessions?${week}`]: { body: history },
    [`GET ${API}/register-sessions?${week}&registerId=reg2`]: { body: { ...history, sessions: [] } },
  };

  it('refuses a reopening reason under 10 characters before asking the server', async () => {
    const { user, fetchMock } = renderTab('gerente', {
      ...routes,
      [`POST ${API}/register-sessions/s1/reopen`]: { body: session() },
    });
    await user.click(await screen.findByRole('button', { name: 'Histórico' }));
    const list = await screen.findByRole('list', { name: 'Sessões de caixa' });
    expect(within(list).getByText(/Vendas R\$ 225,00/)).toBeTruthy();
    expect(within(list).getByText('Falta de R$ 12,00')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Reabrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir caixa' });
    await user.type(within(dialog).getByLabelText('Motivo da reabertura'), 'esqueci');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir caixa' }));
    expect(within(dialog).getByText('Escreva o motivo com pelo menos 10 caracteres.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Motivo da reabertura').getAttribute('aria-invalid')).toBe('true');
    expect(sent(fetchMock, '/register-sessions/s1/reopen')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Motivo da reabertura'), ' uma maquininha');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir caixa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(fetchMock, '/register-sessions/s1/reopen').map((call) => call.body)).toEqual([
      { reason: 'esqueci uma maquininha' },
    ]);
  });

  it("links 'Exportar CSV' to the server's export of the period and register shown", async () => {
    const { user } = renderTab('caixa', routes);
    await user.click(await screen.findByRole('button', { name: 'Histórico' }));
    await screen.findByRole('list', { name: 'Sessões de caixa' });
    // A Caixa does not reopen.
    expect(screen.queryByRole('button', { name: 'Reabrir' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Exportar CSV' });
    expect(link.getAttribute('href')).toBe(`${API}/register-sessions/export.csv?${week}`);
    expect(link.hasAttribute('download')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Caixa' }), 'reg2');
    await screen.findByText('Nenhuma sessão de caixa neste período.');
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
      `${API}/register-sessions/export.csv?${week}&registerId=reg2`,
    );
  });
});
