/**
 * The NFC-e of a sale (issue 35, decision 0052) through the real API on a real database, against the
 * fake Focus NFe (test/fakes/focus-nfe.ts, a real HTTP server built from Focus's published API):
 * a bill paid in two methods with service charge and a discount gives one note whose payments add up
 * to its total; an item lacking tax data refused before the payment; the provider down leaves the
 * sale and the job issues it later once, even run twice at once; a slow answer issues once; a
 * contingency re-read until effected; SEFAZ's 591 with what to fix, corrected and sent again under
 * the same reference; cancelling inside and outside the window; 'CPF na nota?'; automatic and manual
 * issue; and no CPF or token in any log line.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeFocusNfe } from '../../../../test/fakes/focus-nfe';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { captureLogs } from '../../../../test/harness/log-capture';
import type { TaxRegime } from '../../../domain/fiscal/fiscal-profile';
import { presetTax, type TaxPreset } from '../../../domain/fiscal/item-tax';
import { billPayments, fiscalProfiles, fiscalReceipts, menuItems, restaurants } from '../../db/schema';
import { createFocusNfe } from '../../integrations/fiscal/focus-nfe.client';
import { runFiscalReceipts } from '../../jobs/fiscal-receipts.job';
import { encryptSecret } from '../../lib/crypto';
import { createItem } from '../orders/order-placement.fixtures';
import { TABLE_ORDER_SETTINGS } from '../tables/tables.test-helpers';
import { fiscalSendsSettled, setFiscalDeps } from './fiscal-issue';

const CPF = '52998224725';
const CSC_TOKEN = 'A1B2C3D4E5F6G7H8I9J0';
let ctx: TestContext;
const fake = new FakeFocusNfe();
let capture: ReturnType<typeof captureLogs>;
const tokens: string[] = [];
let cnpjCounter = 0;

/** A valid CNPJ per restaurant (the fake keeps one company per CNPJ). */
function nextCnpj(): string {
  const base = `${String(11_222_333 + ++cnpjCounter).padStart(8, '0')}0001`;
  const digit = (digits: string, weights: number[]) => {
    const sum = digits.split('').reduce((total, d, i) => total + Number(d) * weights[i]!, 0);
    const rest = sum % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base + first + digit(base + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
}

const deps = (timeoutMs = 3_000) => ({
  db: ctx.app.db,
  provider: createFocusNfe({
    homologationUrl: fake.baseUrl,
    productionUrl: fake.baseUrl,
    resellerToken: fake.resellerToken,
    timeoutMs,
  }),
  encryptionKey: ctx.app.config.encryptionKey,
  log: ctx.app.log,
});

beforeAll(async () => {
  capture = captureLogs();
  ctx = await createTestApp({ LOG_LEVEL: 'info' });
  await fake.start();
  setFiscalDeps(deps());
});
beforeEach(() => {
  fake.mode = 'normal';
});
afterAll(async () => {
  await fiscalSendsSettled();
  await fake.stop();
  await ctx.close();
  capture.restore();
  // Not one line the app wrote carries the consumer's CPF or a provider token.
  const text = capture.lines.join('\n');
  expect(capture.lines.length).toBeGreaterThan(0);
  expect(text).not.toContain(CPF);
  expect(text).not.toContain('529.982.247-25');
  for (const token of tokens) expect(text).not.toContain(token);
});

let phoneCounter = 0;
const nextPhone = () => `(11) 9${String(7600_0000 + phoneCounter++).padStart(8, '0')}`;

interface Setup {
  id: string;
  cookie: string;
}

/** A restaurant with tables, a fiscal profile registered at the fake, issuing as asked. */
async function restaurant(
  options: {
    regime?: TaxRegime;
    providerRegime?: 1 | 3;
    issueMode?: 'automatico' | 'manual';
    askCpf?: boolean;
  } = {},
): Promise<Setup> {
  const owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  await ctx.app.db.update(restaurants).set({ pixKey: 'pix@cantina.com.br' }).where(eq(restaurants.id, id));
  const saved = await callApi(ctx.app, 'PUT', `/restaurants/${id}/order-settings`, owner.cookie, {
    ...TABLE_ORDER_SETTINGS,
    tableCount: 2,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const cnpj = nextCnpj();
  const company = fake.addCompany({ cnpj, regimeTributario: options.providerRegime ?? 1, uf: 'SP' });
  tokens.push(company.tokens.homologacao, company.tokens.producao);
  const key = ctx.app.config.encryptionKey;
  await ctx.app.db.insert(fiscalProfiles).values({
    restaurantId: id,
    cnpj,
    stateRegistration: '110042490114',
    legalName: 'Cantina da Nona Ltda',
    state: 'SP',
    regime: options.regime ?? 'simples',
    environment: 'homologacao',
    cscId: '1',
    cscTokenEncrypted: encryptSecret(key, CSC_TOKEN),
    providerCompanyId: company.id,
    tokenHomologacaoEncrypted: encryptSecret(key, company.tokens.homologacao),
    tokenProducaoEncrypted: encryptSecret(key, company.tokens.producao),
    issueMode: options.issueMode ?? 'automatico',
    askCpfAtCheckout: options.askCpf ?? false,
  });
  return { id, cookie: owner.cookie };
}

async function item(
  r: Setup,
  name: string,
  price: string,
  preset: TaxPreset | null,
  regime: TaxRegime = 'simples',
) {
  const row = await createItem(ctx.app.db, r.id, { name, price });
  if (preset)
    await ctx.app.db
      .update(menuItems)
      .set({ fiscalTax: presetTax(preset, regime, 12) })
      .where(eq(menuItems.id, row.id));
  return row;
}

/** Table 1 with a bill of the given lines. */
async function tableBill(r: Setup, lines: { menuItemId: string; quantity: number }[]) {
  const tables = (await callApi(ctx.app, 'GET', `/restaurants/${r.id}/tables`, r.cookie)).json();
  const table = tables.find((t: { label: string }) => t.label === '1');
  const opened = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/tables/${table.id}/open`, r.cookie, {
    people: 2,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const order = await callApi(ctx.app, 'POST', '/orders', undefined, {
    restaurantId: r.id,
    customerName: 'Ana',
    customerPhone: nextPhone(),
    deliveryType: 'table',
    tableNumber: '1',
    items: lines,
  });
  expect(order.statusCode, order.body).toBe(201);
  return opened.json().bill.id as string;
}

const pay = (r: Setup, billId: string, body: object, key: string) =>
  callApi(ctx.app, 'POST', `/restaurants/${r.id}/bills/${billId}/payments`, r.cookie, body, {
    'idempotency-key': key,
  });

async function wholePart(r: Setup, billId: string) {
  const split = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/bills/${billId}/split`, r.cookie, {
    method: 'whole',
  });
  expect(split.statusCode, split.body).toBe(200);
  return split.json().closing.split.parts[0] as { id: string; amount: string };
}

async function receiptsOf(r: Setup, query = '') {
  const response = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/fiscal/receipts${query}`, r.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().receipts as Record<string, unknown>[];
}

/** A bill of one Moqueca (R$ 50,00 + 10%) paid whole in cash: R$ 55,00. */
async function paidBill(r: Setup, extra: object = {}) {
  const moqueca = await item(r, 'Moqueca', '50.00', 'prato');
  const billId = await tableBill(r, [{ menuItemId: moqueca.id, quantity: 1 }]);
  const part = await wholePart(r, billId);
  const paid = await pay(
    r,
    billId,
    { partId: part.id, method: 'cash', amount: part.amount, ...extra },
    `p-${billId}`,
  );
  expect(paid.statusCode, paid.body).toBe(201);
  await fiscalSendsSettled();
  return billId;
}

describe('the sale → the note', () => {
  it('gives a bill paid in cash and credit, with service charge and a discount, one NFC-e whose payments add up to its total', async () => {
    const r = await restaurant();
    const moqueca = await item(r, 'Moqueca', '50.00', 'prato');
    const coca = await item(r, 'Coca-Cola 350 ml', '7.00', 'refrigerante');
    const billId = await tableBill(r, [
      { menuItemId: moqueca.id, quantity: 2 },
      { menuItemId: coca.id, quantity: 1 },
    ]);
    const discount = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/bills/${billId}/discount`,
      r.cookie,
      {
        amount: '7,00',
        reason: 'Cliente da casa',
      },
    );
    expect(discount.statusCode, discount.body).toBe(200);
    const split = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/bills/${billId}/split`, r.cookie, {
      method: 'equal',
      parts: 2,
    });
    expect(split.statusCode, split.body).toBe(200);
    const parts = split.json().closing.split.parts as { id: string; amount: string }[];
    // R$ 107,00 of items − R$ 7,00 + 10% service = R$ 110,00, in two parts of R$ 55,00.
    expect(parts.map((p) => p.amount)).toEqual(['55.00', '55.00']);
    expect(
      (await pay(r, billId, { partId: parts[0]!.id, method: 'cash', amount: '60,00' }, 'a-1')).statusCode,
    ).toBe(201);
    // Half paid: no note yet.
    expect(await receiptsOf(r)).toEqual([]);
    const last = await pay(
      r,
      billId,
      { partId: parts[1]!.id, method: 'credit', amount: '55.00', cpf: '529.982.247-25' },
      'a-2',
    );
    expect(last.statusCode, last.body).toBe(201);
    await fiscalSendsSettled();

    const [receipt] = await receiptsOf(r);
    expect(receipt).toMatchObject({
      saleKind: 'bill',
      billId,
      status: 'autorizada',
      statusLabel: 'Autorizada',
      tableLabel: 'Mesa 1',
      totalCents: 10000,
      cpfMasked: '***.982.247-**',
      canCancel: true,
      canRetry: false,
      environment: 'homologacao',
    });
    expect(receipt!.accessKey).toMatch(/^\d{44}$/);
    const note = fake.note(receipt!.ref as string)!;
    expect(note.authorizations).toBe(1);
    // Both payments, the service charge taken off each in proportion, adding up to the note's total.
    const payments = note.request.formas_pagamento as { forma_pagamento: string; valor_pagamento: string }[];
    expect(payments.map((p) => p.forma_pagamento)).toEqual(['01', '03']);
    expect(payments.map((p) => p.valor_pagamento)).toEqual(['50.00', '50.00']);
    expect(String(note.request.cpf_destinatario ?? note.request.cpf)).toBe(CPF);
    // The authorized XML is kept for the accountant.
    const [row] = await ctx.app.db
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.id, receipt!.id as string));
    expect(row!.xml).toMatch(/<\?xml|<nfeProc|<NFe/);
    // Asked again, the sale answers the same receipt (200), never a second note.
    const again = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/fiscal/receipts`, r.cookie, {
      billId,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(receipt!.id);
    expect(fake.note(receipt!.ref as string)!.authorizations).toBe(1);
    // Another restaurant does not see it.
    const other = await restaurant();
    const foreign = await callApi(
      ctx.app,
      'GET',
      `/restaurants/${other.id}/fiscal/receipts/${receipt!.id}`,
      other.cookie,
    );
    expect(foreign.statusCode).toBe(404);
    // The list's filters.
    expect(await receiptsOf(r, '?status=pendente')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await receiptsOf(r, `?from=${today}&status=autorizada`)).length).toBeLessThanOrEqual(1);
  }, 90_000);

  it('refuses the payment closing a bill with an item lacking tax data, before any money is recorded', async () => {
    const r = await restaurant();
    const moqueca = await item(r, 'Moqueca', '50.00', 'prato');
    const coca = await item(r, 'Coca-Cola 350 ml', '7.00', 'refrigerante');
    await ctx.app.db
      .update(menuItems)
      .set({ fiscalTax: { ...presetTax('refrigerante', 'simples'), cest: null } })
      .where(eq(menuItems.id, coca.id));
    const billId = await tableBill(r, [
      { menuItemId: moqueca.id, quantity: 1 },
      { menuItemId: coca.id, quantity: 1 },
    ]);
    const part = await wholePart(r, billId);
    const refused = await pay(r, billId, { partId: part.id, method: 'cash', amount: part.amount }, 'x-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Complete os dados fiscais de: Coca-Cola 350 ml (falta o CEST) (aba Dados fiscais).',
    );
    expect(await ctx.app.db.select().from(billPayments).where(eq(billPayments.billId, billId))).toEqual([]);
    expect(await receiptsOf(r)).toEqual([]);
  });

  it("takes 'CPF na nota?' only valid, and refuses a CNPJ with its own message", async () => {
    const r = await restaurant();
    const moqueca = await item(r, 'Moqueca', '50.00', 'prato');
    const billId = await tableBill(r, [{ menuItemId: moqueca.id, quantity: 1 }]);
    const part = await wholePart(r, billId);
    const wrong = await pay(
      r,
      billId,
      { partId: part.id, method: 'cash', amount: part.amount, cpf: '123.456.789-00' },
      'c-1',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('CPF inválido. Confira os 11 dígitos.');
    const cnpj = await pay(
      r,
      billId,
      { partId: part.id, method: 'cash', amount: part.amount, cpf: '11.222.333/0001-81' },
      'c-2',
    );
    expect(cnpj.statusCode).toBe(400);
    expect(cnpj.json().error).toMatch(/NF-e/);
    expect(await ctx.app.db.select().from(billPayments).where(eq(billPayments.billId, billId))).toEqual([]);
  });
});

describe('exactly once through outages', () => {
  it('records the sale when the provider is down; the job issues it later once, even run twice at once', async () => {
    const r = await restaurant();
    fake.mode = 'provider-down';
    const billId = await paidBill(r);
    const [pending] = await receiptsOf(r);
    expect(pending).toMatchObject({ status: 'pendente', statusLabel: 'Aguardando envio', canRetry: true });
    const [row] = await ctx.app.db
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.id, pending!.id as string));
    expect(row!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(row!.lastError).toBeTruthy();
    const [closed] = await ctx.app.db.select().from(billPayments).where(eq(billPayments.billId, billId));
    expect(closed).toBeDefined();
    // The provider is back; two instances run the job at the same moment, when the retry is due.
    fake.mode = 'normal';
    const later = new Date(row!.nextAttemptAt!.getTime() + 1_000);
    const d = deps();
    const [a, b] = await Promise.all([runFiscalReceipts(d, later), runFiscalReceipts(d, later)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const [issued] = await receiptsOf(r);
    expect(issued).toMatchObject({ status: 'autorizada' });
    expect(fake.note(issued!.ref as string)!.authorizations).toBe(1);
    // Nothing left due for it: a later run sends nothing more.
    const [done] = await ctx.app.db
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.id, pending!.id as string));
    expect(done!.nextAttemptAt).toBeNull();
    await runFiscalReceipts(d, new Date(later.getTime() + 3_600_000));
    expect(fake.note(issued!.ref as string)!.authorizations).toBe(1);
  });

  it('reads an authorized note whose XML is missing ever less often while the provider is away, up to six hours', async () => {
    const r = await restaurant();
    await paidBill(r);
    const [issued] = await receiptsOf(r);
    expect(issued).toMatchObject({ status: 'autorizada' });
    const id = issued!.id as string;
    // The XML was lost and the provider is down: each failed read waits as long as the note has.
    const authorizedAt = new Date('2026-11-20T12:00:00Z');
    fake.mode = 'provider-down';
    const waits: number[] = [];
    for (const ageMinutes of [1, 10, 120, 24 * 60]) {
      const now = new Date(authorizedAt.getTime() + ageMinutes * 60_000);
      await ctx.app.db
        .update(fiscalReceipts)
        .set({ xml: null, authorizedAt, nextAttemptAt: now })
        .where(eq(fiscalReceipts.id, id));
      await runFiscalReceipts(deps(), now);
      const [row] = await ctx.app.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.id, id));
      expect(row!.status).toBe('autorizada');
      waits.push((row!.nextAttemptAt!.getTime() - now.getTime()) / 60_000);
    }
    expect(waits).toEqual([1, 10, 120, 360]);
    fake.mode = 'normal';
  });

  it("issues once when the provider answers too late (the 'slow' mode), reading the note back", async () => {
    const r = await restaurant();
    fake.mode = 'slow';
    fake.slowMs = 1_500;
    setFiscalDeps(deps(500));
    await paidBill(r).finally(() => setFiscalDeps(deps()));
    const [first] = await receiptsOf(r);
    expect(first).toMatchObject({ status: 'pendente' });
    fake.mode = 'normal';
    const [row] = await ctx.app.db
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.id, first!.id as string));
    await runFiscalReceipts(deps(), new Date(row!.nextAttemptAt!.getTime() + 1_000));
    const [issued] = await receiptsOf(r);
    expect(issued).toMatchObject({ status: 'autorizada' });
    expect(fake.note(issued!.ref as string)!.authorizations).toBe(1);
  });

  it('keeps a contingency note and re-reads it until SEFAZ confirms it', async () => {
    const r = await restaurant();
    fake.mode = 'sefaz-down';
    await paidBill(r);
    const [contingency] = await receiptsOf(r);
    expect(contingency).toMatchObject({
      status: 'contingencia',
      contingency: true,
      statusLabel: 'Emitida em contingência',
    });
    fake.mode = 'normal';
    expect(fake.effectContingencies()).toBeGreaterThan(0);
    const [row] = await ctx.app.db
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.id, contingency!.id as string));
    expect(row!.xml).toBeNull();
    await runFiscalReceipts(deps(), new Date(row!.nextAttemptAt!.getTime() + 1_000));
    const [effected] = await receiptsOf(r);
    expect(effected).toMatchObject({ status: 'autorizada', contingency: false });
    expect(effected!.accessKey).toMatch(/^\d{44}$/);
    const [after] = await ctx.app.db
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.id, contingency!.id as string));
    expect(after!.xml).toBeTruthy();
  });

  it("shows SEFAZ's 591 with what to fix, and sends the corrected note again under the same reference", async () => {
    // The provider knows the restaurant under the normal regime; the profile and items say Simples.
    const r = await restaurant({ providerRegime: 3 });
    await paidBill(r);
    const [rejected] = await receiptsOf(r);
    expect(rejected).toMatchObject({ status: 'rejeitada', sefazCode: '591', canRetry: true });
    expect(rejected!.advice).toMatch(/regime/);
    // Corrected: the profile's regime and the item's tax data.
    await ctx.app.db
      .update(fiscalProfiles)
      .set({ regime: 'normal' })
      .where(eq(fiscalProfiles.restaurantId, r.id));
    await ctx.app.db
      .update(menuItems)
      .set({ fiscalTax: presetTax('prato', 'normal', 12) })
      .where(eq(menuItems.restaurantId, r.id));
    const retried = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${r.id}/fiscal/receipts/${rejected!.id}/retry`,
      r.cookie,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'autorizada', ref: rejected!.ref, advice: null });
    expect(fake.note(rejected!.ref as string)!.authorizations).toBe(1);
  });
});

describe('cancelling', () => {
  it('cancels within 30 minutes with a justification, keeps the cancellation XML, and refuses after', async () => {
    const r = await restaurant();
    await paidBill(r);
    const [receipt] = await receiptsOf(r);
    const url = `/restaurants/${r.id}/fiscal/receipts/${receipt!.id}/cancel`;
    const short = await callApi(ctx.app, 'POST', url, r.cookie, { justification: 'Desistiu' });
    expect(short.statusCode).toBe(400);
    const done = await callApi(ctx.app, 'POST', url, r.cookie, {
      justification: 'Cliente desistiu da compra',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'cancelada', canCancel: false });
    const [row] = await ctx.app.db
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.id, receipt!.id as string));
    expect(row!.cancelXml).toBeTruthy();
    expect(row!.cancelJustification).toBe('Cliente desistiu da compra');

    // Another note authorized 31 minutes ago: refused by us, with the advice.
    const late = await restaurant();
    await paidBill(late);
    const [old] = await receiptsOf(late);
    await ctx.app.db
      .update(fiscalReceipts)
      .set({ authorizedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(fiscalReceipts.id, old!.id as string));
    const refused = await callApi(
      ctx.app,
      'POST',
      `/restaurants/${late.id}/fiscal/receipts/${old!.id}/cancel`,
      late.cookie,
      {
        justification: 'Cliente desistiu da compra',
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/30 minutos.*contador/);
  });

  it("shows SEFAZ's 501 from the provider when its clock says the window has passed", async () => {
    const r = await restaurant();
    await paidBill(r);
    const [receipt] = await receiptsOf(r);
    fake.clock.advance(31 * 60_000);
    try {
      const refused = await callApi(
        ctx.app,
        'POST',
        `/restaurants/${r.id}/fiscal/receipts/${receipt!.id}/cancel`,
        r.cookie,
        {
          justification: 'Cliente desistiu da compra',
        },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/30 minutos/);
    } finally {
      fake.clock.advance(-31 * 60_000);
    }
    const [still] = await receiptsOf(r);
    expect(still).toMatchObject({ status: 'autorizada' });
  });
});

describe('automatic and manual issue', () => {
  it('issues nothing on payment in manual mode; the button issues once (201, then 200)', async () => {
    const r = await restaurant({ issueMode: 'manual' });
    const billId = await paidBill(r);
    expect(await receiptsOf(r)).toEqual([]);
    const url = `/restaurants/${r.id}/fiscal/receipts`;
    const badCpf = await callApi(ctx.app, 'POST', url, r.cookie, { billId, cpf: '111.111.111-11' });
    expect(badCpf.statusCode).toBe(400);
    const issued = await callApi(ctx.app, 'POST', url, r.cookie, { billId, cpf: CPF });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({ status: 'autorizada', cpfMasked: '***.982.247-**' });
    const again = await callApi(ctx.app, 'POST', url, r.cookie, { billId });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(issued.json().id);
    expect(fake.note(issued.json().ref)!.authorizations).toBe(1);
    const [row] = await ctx.app.db
      .select()
      .from(fiscalReceipts)
      .where(and(eq(fiscalReceipts.restaurantId, r.id), eq(fiscalReceipts.billId, billId)));
    expect(row!.cpf).toBe(CPF);
  });

  it("finds a sale's note by its bill or its order, and nothing for a sale without one", async () => {
    const r = await restaurant();
    const first = await paidBill(r);
    const second = await paidBill(r);
    expect(await receiptsOf(r)).toHaveLength(2);
    const found = await receiptsOf(r, `?billId=${second}`);
    expect(found.map((receipt) => receipt.billId)).toEqual([second]);
    expect(await receiptsOf(r, `?billId=${first}&status=autorizada`)).toHaveLength(1);
    expect(await receiptsOf(r, '?billId=outra-conta')).toEqual([]);
    expect(await receiptsOf(r, '?orderId=outro-pedido')).toEqual([]);
    // Another restaurant asking for this bill's note sees nothing of it.
    const other = await restaurant();
    expect(await receiptsOf(other, `?billId=${second}`)).toEqual([]);
  });

  it('refuses the button for a bill still open, and for an unknown sale', async () => {
    const r = await restaurant({ issueMode: 'manual' });
    const moqueca = await item(r, 'Moqueca', '50.00', 'prato');
    const billId = await tableBill(r, [{ menuItemId: moqueca.id, quantity: 1 }]);
    const open = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/fiscal/receipts`, r.cookie, { billId });
    expect(open.statusCode).toBe(409);
    const unknown = await callApi(ctx.app, 'POST', `/restaurants/${r.id}/fiscal/receipts`, r.cookie, {
      orderId: 'nao-existe',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
