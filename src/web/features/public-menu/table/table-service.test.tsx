import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { tableCodeStore } from '../../cart';
import TableService, { type PublicTable } from './table-service';

const TABLE = '/api/restaurants/r1/qr-tables/7';
const seven: PublicTable = {
  label: '7',
  title: 'Mesa 7',
  area: 'Salão',
  codeRequired: false,
  waitsForWaiter: false,
};
const call = (kind: string) => ({
  status: 201,
  body: {
    id: 'c1',
    tableId: 't7',
    tableLabel: '7',
    kind,
    createdAt: '2026-11-28T01:00:00.000Z',
    answeredAt: null,
  },
});

function renderTable(table: Partial<PublicTable>, calls: Parameters<typeof stubFetch>[0][string]) {
  const fetchMock = stubFetch({
    [`GET ${TABLE}`]: { body: { ...seven, ...table } },
    [`POST ${TABLE}/calls`]: calls,
  });
  return { ...renderWithProviders(<TableService restaurantId="r1" label="7" />), fetchMock };
}
const posted = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => {
  tableCodeStore.set('');
  vi.useRealTimers();
});

describe('the diner at the table (?mesa=7)', () => {
  it('names the table and its area, calls the waiter once and rests the button while the call is pending', async () => {
    const { user, fetchMock } = renderTable({}, (init) => call(JSON.parse(String(init.body)).kind));
    await screen.findByText((_, node) => node?.tagName === 'SPAN' && node.textContent === 'Mesa 7 · Salão');
    expect(screen.getByText('Seus pedidos vão direto para esta mesa.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Chamar garçom' }));
    expect((await screen.findByText('Garçom chamado: ele já vem à sua mesa.')).getAttribute('role')).toBe(
      'status',
    );
    const called = screen.getByRole('button', { name: 'Garçom chamado' }) as HTMLButtonElement;
    expect(called.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Pedir a conta' }));
    await screen.findByText('Conta pedida: o garçom já traz a conta.');
    expect(posted(fetchMock)).toEqual([
      { kind: 'waiter', tableCode: null },
      { kind: 'bill', tableCode: null },
    ]);
  });

  it('shows the server’s refusal as it comes and lets the diner try again', async () => {
    const { user } = renderTable(
      {},
      {
        status: 409,
        body: { error: 'A mesa 7 ainda não tem conta aberta: peça ao garçom.' },
      },
    );
    await screen.findByText('Mesa 7');
    await user.click(screen.getByRole('button', { name: 'Pedir a conta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A mesa 7 ainda não tem conta aberta: peça ao garçom.',
    );
    expect((screen.getByRole('button', { name: 'Pedir a conta' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says what to do while 'Garçom abre a mesa' keeps the table closed, and sends the card's code", async () => {
    const { user, fetchMock } = renderTable({ waitsForWaiter: true, codeRequired: true }, call('waiter'));
    await screen.findByText(/O garçom ainda vai abrir esta mesa\. Toque em 'Chamar garçom'/);
    await user.type(screen.getByLabelText('Código da mesa (impresso no cartão)'), 'k7ph');
    expect(tableCodeStore.get()).toBe('K7PH');
    await user.click(screen.getByRole('button', { name: 'Chamar garçom' }));
    await screen.findByRole('button', { name: 'Garçom chamado' });
    expect(posted(fetchMock)).toEqual([{ kind: 'waiter', tableCode: 'K7PH' }]);
  });

  it('tells a diner whose QR names no table of the restaurant to check it', async () => {
    stubFetch({ [`GET ${TABLE}`]: { status: 404, body: { error: 'Mesa não encontrada.' } } });
    renderWithProviders(<TableService restaurantId="r1" label="7" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mesa não encontrada. Confira o QR Code ou chame o garçom.',
    );
  });
});
