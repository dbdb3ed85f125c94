/**
 * 'Imprimir conta' through the counter's printer (issue 34) and what the panel's settings say of the
 * kitchen's printers (decision 0050), through the real API on a real database: the job's bytes
 * decoded as a printer would print them (test/fakes/escpos-decoder.ts), one job per click but one
 * for a double-click, 409 without a printer at the Caixa, who may ask, and `kitchenPrinting` for the
 * owner and a Caixa.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePrinterBytes, printedText } from '../../../../test/fakes/escpos-decoder';
import { callApi, createTestApp, type TestContext } from '../../../../test/harness/app';
import { NO_COUNTER_PRINTER } from '../../../domain/kitchen/panel-printing';
import { printJobs } from '../../db/schema';
import { actAs, openBill } from '../tables/tables.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const printer = {
  family: 'epson',
  paperWidth: 80,
  columns: 48,
  codePage: 'cp860',
  cut: true,
  copies: 2,
  connection: { kind: 'rede', host: '192.168.0.60', port: 9100 },
};

type Owner = Awaited<ReturnType<typeof openBill>>['r'];

async function stations(r: Owner) {
  const response = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/kitchen/stations`, r.cookie);
  expect(response.statusCode).toBe(200);
  return response.json().stations as { id: string; name: string; kind: string }[];
}

async function setPrinter(r: Owner, name: string, body: Record<string, unknown>) {
  const station = (await stations(r)).find((s) => s.name === name)!;
  const response = await callApi(
    ctx.app,
    'PATCH',
    `/restaurants/${r.id}/kitchen/stations/${station.id}`,
    r.cookie,
    body,
  );
  expect(response.statusCode, response.body).toBe(200);
  return station.id;
}

const printUrl = (r: Owner, billId: string) => `/restaurants/${r.id}/bills/${billId}/pre-bill/print`;

const jobsOf = (billId: string) =>
  ctx.app.db.select().from(printJobs).where(eq(printJobs.billId, billId)).orderBy(printJobs.seq);

describe("'Imprimir conta' on the Caixa's printer", () => {
  it('answers 409 in Portuguese, and makes no job, while the Caixa has no printer', async () => {
    const { r, waiter, billId } = await openBill(ctx.app, { itemName: 'Moqueca de Peixe' });
    // A printer at the Cozinha is not the counter's.
    await setPrinter(r, 'Cozinha', { printer });
    const refused = await callApi(ctx.app, 'POST', printUrl(r, billId), waiter.cookie);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ error: NO_COUNTER_PRINTER });
    // Nor is a deactivated Caixa's.
    await setPrinter(r, 'Caixa', { printer, isActive: false });
    expect((await callApi(ctx.app, 'POST', printUrl(r, billId), r.cookie)).statusCode).toBe(409);
    expect(await jobsOf(billId)).toEqual([]);
  });

  it("makes one 'pre-conta' job for the Caixa with the pre-bill encoded for its printer", async () => {
    const { r, billId } = await openBill(ctx.app, { itemName: 'Moqueca de Peixe' });
    const caixaId = await setPrinter(r, 'Caixa', { printer });
    const cashier = await actAs(ctx.app, r, 'caixa');
    const answer = await callApi(ctx.app, 'POST', printUrl(r, billId), cashier.cookie);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      stationId: caixaId,
      stationName: 'Caixa',
      orderId: null,
      orderNumber: null,
      billId,
      kind: 'pre-conta',
      reprint: false,
      status: 'pendente',
    });
    const [job, ...more] = await jobsOf(billId);
    expect(more).toEqual([]);
    expect(job!.id).toBe(answer.json().id);
    const document = decodePrinterBytes(new Uint8Array(job!.payload));
    expect(document.codePages).toContain('cp860');
    const paper = printedText(document);
    const text = paper.join('\n');
    expect(text).toContain('CONFERÊNCIA DE CONTA');
    expect(text).toMatch(/Mesa 1 +4 pessoas/);
    expect(text).toContain('Garçom: Pessoa garcom');
    expect(text).toMatch(/2x Moqueca de Peixe +R\$ 66,66/);
    expect(text).toMatch(/1x Moqueca de Peixe +R\$ 33,33/);
    expect(text).toMatch(/Taxa de serviço \(10%\) +R\$ 10,00/);
    expect(paper.find((row) => /TOTAL/.test(row))).toMatch(/TOTAL +R\$ 109,99/);
    expect(text).toContain('NÃO É DOCUMENTO FISCAL');
    // One paper, whatever copies the printer makes of an order's ticket: a single cut.
    expect(document.lines.filter((line) => line.kind === 'cut')).toHaveLength(1);
    // 42 columns centred on the 48-column paper.
    expect(paper.every((row) => row.length <= 48)).toBe(true);

    // The print queue lists it as a pre-bill of this bill.
    const queue = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/kitchen/print-jobs`, cashier.cookie);
    expect(queue.json().jobs).toContainEqual(
      expect.objectContaining({ id: job!.id, kind: 'pre-conta', billId, orderNumber: null }),
    );
  });

  it('prints once for a double-click, and again when asked again later', async () => {
    const { r, waiter, billId } = await openBill(ctx.app, { itemName: 'Moqueca de Peixe' });
    await setPrinter(r, 'Caixa', { printer });
    const [first, second] = await Promise.all([
      callApi(ctx.app, 'POST', printUrl(r, billId), waiter.cookie),
      callApi(ctx.app, 'POST', printUrl(r, billId), waiter.cookie),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 201]);
    expect(first!.json().id).toBe(second!.json().id);
    expect(await jobsOf(billId)).toHaveLength(1);
    // Six seconds later (the job made earlier), the same click is a new paper.
    await ctx.app.db
      .update(printJobs)
      .set({ createdAt: sql`now() - interval '6 seconds'` })
      .where(eq(printJobs.billId, billId));
    const again = await callApi(ctx.app, 'POST', printUrl(r, billId), waiter.cookie);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).not.toBe(first!.json().id);
    expect(await jobsOf(billId)).toHaveLength(2);
    // A job that failed printed nothing: asked again at once ('Reimprimir'), it prints.
    await ctx.app.db
      .update(printJobs)
      .set({ status: 'falhou', error: 'Sem papel' })
      .where(eq(printJobs.id, again.json().id));
    const retried = await callApi(ctx.app, 'POST', printUrl(r, billId), waiter.cookie);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await jobsOf(billId)).toHaveLength(3);
  });

  it('reaches the print agent like every job: a paired agent claims it with the bytes', async () => {
    const { r, billId } = await openBill(ctx.app, { itemName: 'Moqueca de Peixe' });
    await setPrinter(r, 'Caixa', { printer });
    const code = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/kitchen/agents/pairing-code`, r.cookie);
    const paired = await callApi(ctx.app, 'POST', '/print-agent/pair', undefined, {
      code: code.json().code,
      name: 'Computador do caixa',
    });
    expect(paired.statusCode, paired.body).toBe(201);
    const job = (await callApi(ctx.app, 'POST', printUrl(r, billId), r.cookie)).json();
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: `/api/print-agent/jobs/${job.id}/claim`,
      headers: { authorization: `Bearer ${paired.json().token}` },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ id: job.id, kind: 'pre-conta', stationName: 'Caixa' });
    const bytes = Buffer.from(claimed.json().payload, 'base64');
    expect(printedText(decodePrinterBytes(new Uint8Array(bytes))).join('\n')).toContain(
      'CONFERÊNCIA DE CONTA',
    );
  });

  it('is for who sees the bill: the Cozinha is refused, another restaurant’s bill is not found', async () => {
    const { r, billId } = await openBill(ctx.app, { itemName: 'Moqueca de Peixe' });
    const other = await openBill(ctx.app, { itemName: 'Moqueca de Peixe' });
    await setPrinter(r, 'Caixa', { printer });
    const cook = await actAs(ctx.app, r, 'cozinha');
    const refused = await callApi(ctx.app, 'POST', printUrl(r, billId), cook.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('Cozinha');
    const foreign = await callApi(ctx.app, 'POST', printUrl(r, other.billId), r.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Conta não encontrada.' });
    const crossed = await callApi(ctx.app, 'POST', printUrl(other.r, other.billId), r.cookie);
    expect(crossed.statusCode).toBe(403);
    expect(
      await ctx.app.db
        .select()
        .from(printJobs)
        .where(and(eq(printJobs.restaurantId, other.r.id), eq(printJobs.kind, 'pre-conta'))),
    ).toEqual([]);
  });
});

describe("the panel's settings say what the printers mean, for every role", () => {
  const panel = async (r: Owner, cookie: string) => {
    const response = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/panel-settings`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('for the owner and for a Caixa, who cannot read the stations', async () => {
    const { r } = await openBill(ctx.app, { itemName: 'Moqueca de Peixe' });
    const cashier = await actAs(ctx.app, r, 'caixa');
    expect(
      (await callApi(ctx.app, 'GET', `/restaurants/${r.id}/kitchen/stations`, cashier.cookie)).statusCode,
    ).toBe(403);
    const none = { autoPrintOnConfirm: false, kitchenPrinting: { silent: false, counterPrinter: false } };
    expect(await panel(r, r.cookie)).toEqual(none);
    expect(await panel(r, cashier.cookie)).toEqual(none);

    // A browser-reached printer at the Bar: orders print there (through a paired browser).
    await setPrinter(r, 'Bar', { printer: { ...printer, connection: { kind: 'navegador' } } });
    const silent = { autoPrintOnConfirm: false, kitchenPrinting: { silent: true, counterPrinter: false } };
    expect(await panel(r, r.cookie)).toEqual(silent);
    expect(await panel(r, cashier.cookie)).toEqual(silent);

    await setPrinter(r, 'Caixa', { printer });
    const both = { autoPrintOnConfirm: false, kitchenPrinting: { silent: true, counterPrinter: true } };
    expect(await panel(r, cashier.cookie)).toEqual(both);
    // The answer of a change says it too.
    const saved = await callApi(ctx.app, 'PATCH', `/restaurants/${r.id}/panel-settings`, r.cookie, {
      autoPrintOnConfirm: true,
    });
    expect(saved.json()).toEqual({ ...both, autoPrintOnConfirm: true });

    // Deactivated stations print nothing.
    await setPrinter(r, 'Caixa', { isActive: false });
    await setPrinter(r, 'Bar', { printer: null });
    expect((await panel(r, cashier.cookie)).kitchenPrinting).toEqual({
      silent: false,
      counterPrinter: false,
    });
  });
});
