/**
 * The DANFE NFC-e through the real API on a real database (decision 0059): the 80 mm page with its
 * QR code, the print job for the Caixa's printer decoded as a printer would print it
 * (test/fakes/escpos-decoder.ts), the refusals (a note not authorized, another restaurant's, no
 * printer at the Caixa) and who may ask. Receipts are written straight to the table, as the issuing
 * module stores them (test/harness/fiscal-rows.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePrinterBytes, lastPrinted, printedText } from '../../../../test/fakes/escpos-decoder';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { insertFiscalProfile, insertReceipt } from '../../../../test/harness/fiscal-rows';
import { DANFE_ANONYMOUS, DANFE_HOMOLOGATION } from '../../../domain/fiscal/danfe';
import { formatAccessKey, HOMOLOGATION_TEXT } from '../../../domain/fiscal/nfce';
import { NO_COUNTER_PRINTER } from '../../../domain/kitchen/panel-printing';
import { printJobs } from '../../db/schema';
import { createItem } from '../orders/order-placement.fixtures';
import { actAs } from '../tables/tables.test-helpers';
import { DANFE_ERRORS } from './danfe.service';

/** Each case registers restaurants and staff (password hashes): minutes on a loaded machine. */
const SLOW = 120_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let phoneCounter = 0;

/** A restaurant with a fiscal profile and one paid order to hang receipts on. */
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
      customerPhone: `55119${String(71_000_000 + phoneCounter++).padStart(8, '0')}`,
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: item.id, quantity: 1, optionIds: [] }],
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { ...owner, id, orderId: placed.json().id as string };
}

const danfeUrl = (restaurantId: string, receiptId: string) =>
  `/restaurants/${restaurantId}/fiscal/receipts/${receiptId}/danfe`;

const printer = {
  family: 'epson',
  paperWidth: 80,
  columns: 48,
  codePage: 'cp860',
  cut: true,
  copies: 1,
  connection: { kind: 'rede', host: '192.168.0.60', port: 9100 },
};

async function setCaixaPrinter(r: { id: string; cookie: string }) {
  const list = await callApi(ctx.app, 'GET', `/restaurants/${r.id}/kitchen/stations`, r.cookie);
  const station = (list.json().stations as { id: string; name: string }[]).find((s) => s.name === 'Caixa')!;
  const saved = await callApi(
    ctx.app,
    'PATCH',
    `/restaurants/${r.id}/kitchen/stations/${station.id}`,
    r.cookie,
    {
      printer,
    },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return station.id;
}

describe('GET the DANFE NFC-e page', () => {
  it(
    'lays out the authorized note at 80 mm with its QR code, key, protocol and homologation text',
    async () => {
      const r = await restaurantWithOrder();
      const receipt = await insertReceipt(ctx.app.db, r.id, { orderId: r.orderId });
      const cashier = await actAs(ctx.app, r, 'caixa');
      const page = await callApi(ctx.app, 'GET', danfeUrl(r.id, receipt.id), cashier.cookie);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const body = page.body;
      expect(body).toContain('@page{size:80mm auto');
      // The text as read, its rows' wrapping and bold undone.
      const text = body.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
      expect(text).toContain('Cantina da Praça Comércio de Alimentos Ltda');
      expect(text).toContain('CNPJ: 12.345.678/0001-95 IE: 110042490114');
      expect(text).toContain(formatAccessKey(receipt.accessKey!).slice(0, 39));
      expect(text).toContain(`Protocolo de autorização: ${receipt.protocol}`);
      expect(text).toContain(DANFE_ANONYMOUS);
      expect(text).toContain(DANFE_HOMOLOGATION);
      expect(text).toContain(HOMOLOGATION_TEXT);
      expect(body).toMatch(/<svg[^>]*viewBox/);
      expect(body).toContain('aria-label="QR Code da consulta da NFC-e"');
    },
    SLOW,
  );

  it(
    "refuses a note not authorized (409) and another restaurant's (404), and a Garçom",
    async () => {
      const r = await restaurantWithOrder();
      const pending = await insertReceipt(
        ctx.app.db,
        r.id,
        { orderId: r.orderId },
        { status: 'pendente', ref: 'order_pendente' },
      );
      const refused = await callApi(ctx.app, 'GET', danfeUrl(r.id, pending.id), r.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(DANFE_ERRORS.notIssued.pendente);
      const cancelled = await insertReceipt(
        ctx.app.db,
        r.id,
        { orderId: r.orderId },
        { status: 'cancelada', ref: 'order_cancelada' },
      );
      expect((await callApi(ctx.app, 'GET', danfeUrl(r.id, cancelled.id), r.cookie)).json().error).toBe(
        DANFE_ERRORS.notIssued.cancelada,
      );

      const other = await restaurantWithOrder();
      const theirs = await insertReceipt(ctx.app.db, other.id, { orderId: other.orderId });
      const notMine = await callApi(ctx.app, 'GET', danfeUrl(r.id, theirs.id), r.cookie);
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json().error).toBe(DANFE_ERRORS.notFound);

      const mine = await insertReceipt(ctx.app.db, r.id, { orderId: r.orderId }, { ref: 'order_garcom' });
      const waiter = await actAs(ctx.app, r, 'garcom');
      expect((await callApi(ctx.app, 'GET', danfeUrl(r.id, mine.id), waiter.cookie)).statusCode).toBe(403);
    },
    SLOW,
  );
});

describe('POST the DANFE to the Caixa printer', () => {
  it(
    'answers 409 without a printer at the Caixa, then makes a danfe job the printer prints with its QR code',
    async () => {
      const r = await restaurantWithOrder();
      const receipt = await insertReceipt(
        ctx.app.db,
        r.id,
        { orderId: r.orderId },
        { contingency: true, status: 'contingencia' },
      );
      const noPrinter = await callApi(ctx.app, 'POST', `${danfeUrl(r.id, receipt.id)}/print`, r.cookie);
      expect(noPrinter.statusCode).toBe(409);
      expect(noPrinter.json().error).toBe(NO_COUNTER_PRINTER);

      const caixaId = await setCaixaPrinter(r);
      const cashier = await actAs(ctx.app, r, 'caixa');
      const printed = await callApi(ctx.app, 'POST', `${danfeUrl(r.id, receipt.id)}/print`, cashier.cookie);
      expect(printed.statusCode, printed.body).toBe(201);
      const job = printed.json();
      expect(job).toMatchObject({
        kind: 'danfe',
        stationId: caixaId,
        stationName: 'Caixa',
        status: 'pendente',
        orderId: null,
      });
      const [row] = await ctx.app.db.select().from(printJobs).where(eq(printJobs.id, job.id));
      const document = decodePrinterBytes(new Uint8Array(row!.payload));
      const text = printedText(document).map((line) => line.trim());
      expect(text).toContain('Cantina da Praça Comércio de Alimentos Ltda');
      expect(text).toContain('EMITIDA EM CONTINGÊNCIA');
      expect(text).toContain(DANFE_ANONYMOUS);
      const qr = document.lines.find((line) => line.kind === 'qr');
      expect(qr && qr.kind === 'qr' ? qr.payload : null).toBe(receipt.qrCodeUrl);
      expect(lastPrinted(document)).toMatchObject({ kind: 'cut' });
    },
    SLOW,
  );
});
