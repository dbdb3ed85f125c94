/**
 * The fiscal report and the accountant's zip through the real API on a real database (decision
 * 0059): receipts written straight to the table in every status and on both sides of São Paulo's
 * midnight; the zip unzipped (fflate) and its files read back by name.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { insertFiscalProfile, insertReceipt } from '../../../../test/harness/fiscal-rows';
import { FISCAL_REPORT_ERRORS } from '../../../domain/fiscal/fiscal-report';
import { createItem } from '../orders/order-placement.fixtures';
import { actAs } from '../tables/tables.test-helpers';
import { noXmlInMonth } from './fiscal-report.service';

/** Each case registers restaurants and staff (password hashes): minutes on a loaded machine. */
const SLOW = 120_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let phoneCounter = 0;

async function restaurantWithOrder() {
  const owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  await insertFiscalProfile(ctx.app.db, id, ctx.app.config.encryptionKey);
  const item = await createItem(ctx.app.db, id, { name: 'Prato feito', price: '28.90' });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      restaurantId: id,
      customerName: 'Cliente da nota',
      customerPhone: `55119${String(72_000_000 + phoneCounter++).padStart(8, '0')}`,
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: item.id, quantity: 1, optionIds: [] }],
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { ...owner, id, orderId: placed.json().id as string };
}

describe('the fiscal report per day', () => {
  it(
    'counts each status per São Paulo day with totals in cents, for whoever sees reports',
    async () => {
      const r = await restaurantWithOrder();
      const sale = { orderId: r.orderId };
      const db = ctx.app.db;
      // 1 Nov 2026, 23:30 in São Paulo is 2 Nov 02:30 UTC: it belongs to the 1st.
      const lateFirst = new Date('2026-11-02T02:30:00Z');
      const second = new Date('2026-11-02T15:00:00Z');
      await insertReceipt(db, r.id, sale, { createdAt: lateFirst, totalCents: 1000 });
      await insertReceipt(db, r.id, sale, { createdAt: lateFirst, status: 'contingencia', totalCents: 2000 });
      await insertReceipt(db, r.id, sale, { createdAt: second, status: 'cancelada', totalCents: 300 });
      await insertReceipt(db, r.id, sale, { createdAt: second, status: 'pendente', totalCents: 400 });
      await insertReceipt(db, r.id, sale, { createdAt: second, status: 'rejeitada', totalCents: 500 });
      await insertReceipt(db, r.id, sale, { createdAt: second, status: 'denegada', totalCents: 600 });
      await insertReceipt(db, r.id, sale, { createdAt: new Date('2026-11-04T03:00:01Z'), totalCents: 9999 });

      const manager = await actAs(ctx.app, r, 'gerente');
      const answer = await callApi(
        ctx.app,
        'GET',
        `/restaurants/${r.id}/fiscal/report?from=2026-11-01&to=2026-11-03`,
        manager.cookie,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const report = answer.json();
      expect(report.days.map((d: { day: string }) => d.day)).toEqual(['2026-11-01', '2026-11-02']);
      expect(report.days[0]).toMatchObject({
        issued: { count: 2, totalCents: 3000 },
        cancelled: { count: 0, totalCents: 0 },
      });
      expect(report.days[1]).toMatchObject({
        issued: { count: 0, totalCents: 0 },
        cancelled: { count: 1, totalCents: 300 },
        pending: { count: 1, totalCents: 400 },
        rejected: { count: 2, totalCents: 1100 },
      });
      expect(report.totals.issued).toEqual({ count: 2, totalCents: 3000 });

      const backwards = await callApi(
        ctx.app,
        'GET',
        `/restaurants/${r.id}/fiscal/report?from=2026-11-03&to=2026-11-01`,
        r.cookie,
      );
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().error).toBe(FISCAL_REPORT_ERRORS.range);

      const waiter = await actAs(ctx.app, r, 'garcom');
      expect(
        (await callApi(ctx.app, 'GET', `/restaurants/${r.id}/fiscal/report`, waiter.cookie)).statusCode,
      ).toBe(403);
    },
    SLOW,
  );
});

describe("the month's XMLs for the accountant", () => {
  it(
    'zips every authorized and cancellation XML of the month, named by access key',
    async () => {
      const r = await restaurantWithOrder();
      const sale = { orderId: r.orderId };
      const db = ctx.app.db;
      const october = new Date('2026-10-15T15:00:00Z');
      const authorized = await insertReceipt(db, r.id, sale, { createdAt: october, authorizedAt: october });
      const cancelled = await insertReceipt(db, r.id, sale, {
        status: 'cancelada',
        createdAt: october,
        authorizedAt: october,
        cancelledAt: new Date('2026-10-15T15:20:00Z'),
        cancelXml:
          '<procEventoNFe><evento><infEvento><tpEvento>110111</tpEvento></infEvento></evento></procEventoNFe>',
      });
      // Authorized on 31 Oct at 22:00 in São Paulo (1 Nov UTC): October's.
      const lastEvening = await insertReceipt(db, r.id, sale, {
        authorizedAt: new Date('2026-11-01T01:00:00Z'),
      });
      await insertReceipt(db, r.id, sale, { authorizedAt: new Date('2026-11-01T03:00:00Z') });
      await insertReceipt(db, r.id, sale, { status: 'rejeitada', createdAt: october });

      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/restaurants/${r.id}/fiscal/xml/2026-10.zip`,
        headers: { cookie: r.cookie },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/zip');
      expect(answer.headers['content-disposition']).toBe('attachment; filename="nfce-xml-2026-10.zip"');
      const files = unzipSync(new Uint8Array(answer.rawPayload));
      const key = (row: { accessKey: string | null }) => row.accessKey!.replace(/^NFe/, '');
      expect(Object.keys(files).sort()).toEqual(
        [
          `${key(authorized)}-nfce.xml`,
          `${key(cancelled)}-nfce.xml`,
          `${key(cancelled)}-cancelamento.xml`,
          `${key(lastEvening)}-nfce.xml`,
        ].sort(),
      );
      expect(strFromU8(files[`${key(authorized)}-nfce.xml`]!)).toBe(authorized.xml);
      expect(strFromU8(files[`${key(cancelled)}-cancelamento.xml`]!)).toContain(
        '<tpEvento>110111</tpEvento>',
      );
    },
    SLOW,
  );

  it(
    'says so for a month without notes, refuses a month not begun and a bad month, and a Caixa',
    async () => {
      const r = await restaurantWithOrder();
      const url = (month: string) => `/restaurants/${r.id}/fiscal/xml/${month}.zip`;
      const empty = await callApi(ctx.app, 'GET', url('2026-01'), r.cookie);
      expect(empty.statusCode).toBe(404);
      expect(empty.json().error).toBe(noXmlInMonth('2026-01'));
      const future = await callApi(ctx.app, 'GET', url('2999-01'), r.cookie);
      expect(future.statusCode).toBe(400);
      expect(future.json().error).toBe(FISCAL_REPORT_ERRORS.future);
      const bad = await callApi(ctx.app, 'GET', url('2026-13'), r.cookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(FISCAL_REPORT_ERRORS.month);
      const cashier = await actAs(ctx.app, r, 'caixa');
      expect((await callApi(ctx.app, 'GET', url('2026-01'), cashier.cookie)).statusCode).toBe(403);
    },
    SLOW,
  );
});
