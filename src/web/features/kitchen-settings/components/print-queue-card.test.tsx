/**
 * 'Fila de impressão' and the orders panel's red banner: failed jobs in red with the printer's
 * error and 'Reimprimir' (what it sends), a failure a later job replaced is not announced, and
 * who may see them (`kitchen.reprint`).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_CAPABILITIES } from '../../../../domain/staff/roles';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { failureText, ofStation, unresolvedFailures } from '../failed-jobs';
import { job, K, me } from '../test-fixtures';
import { PrintFailureBanner } from './print-failure-banner';
import { PrintQueueCard } from './print-queue-card';

const JOBS = [
  job({
    id: 'j3',
    seq: 3,
    stationId: 's2',
    stationName: 'Bar',
    orderNumber: 43,
    status: 'falhou',
    error: 'Sem papel',
    attempts: 2,
  }),
  job({ id: 'j2', seq: 2, status: 'imprimindo', orderNumber: 43, printedAt: null }),
  job({ id: 'j1', seq: 1 }),
];

describe("'Fila de impressão'", () => {
  it('lists the jobs with station, order and status, the failed one in red with its error', async () => {
    stubFetch({ [`GET ${K}/print-jobs`]: { body: { jobs: JOBS } } });
    renderWithProviders(<PrintQueueCard restaurantId="r1" />);
    const list = await screen.findByRole('list', { name: 'Trabalhos de impressão' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Pedido #43 · Bar',
      'Pedido #43 · Cozinha',
      'Pedido #42 · Cozinha',
    ]);
    expect(rows[0]?.textContent).toContain('Sem papel');
    expect(rows[0]?.textContent).toContain('Falhou');
    expect(rows[0]?.textContent).toContain('2 tentativas');
    expect(rows[0]?.className).toContain('border-red-600');
    expect(rows[1]?.textContent).toContain('Imprimindo');
    expect(rows[2]?.textContent).toContain('Impresso');
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Reimprimir Pedido #43 · Bar']);
  });

  it("'Reimprimir' asks for a new job, and shows the server's refusal", async () => {
    const fetchMock = stubFetch({
      [`GET ${K}/print-jobs`]: { body: { jobs: JOBS } },
      [`POST ${K}/print-jobs/j3/reprint`]: {
        status: 409,
        body: { error: 'A praça Bar não tem mais impressora.' },
      },
    });
    const { user } = renderWithProviders(<PrintQueueCard restaurantId="r1" />);
    await user.click(await screen.findByRole('button', { name: 'Reimprimir Pedido #43 · Bar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A praça Bar não tem mais impressora.');
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => String(input)),
    ).toEqual([`${K}/print-jobs/j3/reprint`]);
  });
});

describe('the failed-printer banner in the orders panel', () => {
  it("says which station's printer failed and why, and reprints", async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/me': me(),
      [`GET ${K}/print-jobs`]: {
        body: { jobs: [job({ id: 'j9', seq: 9, status: 'falhou', error: 'Sem papel', orderNumber: 51 })] },
      },
      [`POST ${K}/print-jobs/j9/reprint`]: {
        status: 201,
        body: job({ id: 'j10', seq: 10, reprint: true, status: 'pendente' }),
      },
    });
    const { user } = renderWithProviders(<PrintFailureBanner restaurantId="r1" />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('A impressora da Cozinha falhou: sem papel');
    await user.click(
      within(banner).getByRole('button', { name: 'Reimprimir Pedido #51 na impressora Cozinha' }),
    );
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input) === `${K}/print-jobs/j9/reprint` && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('says nothing of a failure a later job of the same order and station replaced', () => {
    const failed = job({ id: 'j1', seq: 1, status: 'falhou', error: 'Sem papel' });
    const reprinted = job({ id: 'j2', seq: 2, status: 'impresso', reprint: true });
    expect(unresolvedFailures([reprinted, failed])).toEqual([]);
    expect(unresolvedFailures([failed])).toEqual([failed]);
  });

  it("says nothing of a pre-bill's failure once the same bill's pre-bill was printed again", () => {
    const preBill = { orderId: null, orderNumber: null, kind: 'pre-conta' as const, stationId: 's3' };
    const failed = job({ ...preBill, id: 'p1', seq: 1, billId: 'b1', status: 'falhou', error: 'Sem papel' });
    const printed = job({ ...preBill, id: 'p2', seq: 2, billId: 'b1', status: 'impresso' });
    const otherTable = job({ ...preBill, id: 'p3', seq: 3, billId: 'b2', status: 'impresso' });
    expect(unresolvedFailures([otherTable, failed])).toEqual([failed]);
    expect(unresolvedFailures([printed, failed])).toEqual([]);
  });

  it('words the station with its article and keeps capitals that mean something', () => {
    expect(ofStation('Cozinha')).toBe('da Cozinha');
    expect(ofStation('Bar')).toBe('do Bar');
    expect(ofStation('Caixa')).toBe('do Caixa');
    expect(ofStation('Expedição')).toBe('da Expedição');
    expect(failureText({ stationName: 'Bar', error: 'USB desconectado' })).toBe(
      'A impressora do Bar falhou: USB desconectado',
    );
    expect(failureText({ stationName: 'Pizzaria', error: null })).toBe('A impressora da Pizzaria falhou');
  });

  it('is neither drawn nor asked for without kitchen.reprint', async () => {
    const withoutReprint = ROLE_CAPABILITIES.garcom.filter((capability) => capability !== 'kitchen.reprint');
    const fetchMock = stubFetch({ 'GET /api/auth/me': me(withoutReprint) });
    renderWithProviders(<PrintFailureBanner restaurantId="r1" />);
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('print-jobs'))).toBe(false);
  });
});
