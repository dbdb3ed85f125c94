/**
 * 'Notas fiscais' (issue 35, decisions 0052, 0056 and 0059) in a real Chromium against the production
 * build, the app pointed at the fake Focus NFe (test/fakes/focus-nfe.ts) so the journey can make SEFAZ
 * refuse a note. A restaurant in homologação that issues on payment (profile and A1 certificate sent
 * through the API as the 'Dados fiscais' tab sends them) is paid at three tables:
 * - table 1's note shows 'Autorizada' with its access key, and 'Ver DANFE' opens the 80 mm page with
 *   its QR code;
 * - table 2's note is cancelled: a justification under 15 characters is refused with the server's
 *   Portuguese message, a valid one leaves it 'Cancelada';
 * - table 3's note is refused by SEFAZ (591: the provider knows the restaurant under the normal
 *   regime while our profile says Simples); the screen says what to fix; the owner corrects the
 *   regime and the item's tax data, and 'Tentar de novo' authorizes it under the same reference;
 * - the fiscal report counts the day's notes, and 'Baixar XMLs do mês' saves a zip with the XMLs.
 * Screenshots of the list, the DANFE page and the report at 1366 × 800 and 390 × 844 (with an
 * authorized, a cancelled and a rejected note) go to FISCAL_SHOTS (/work/shots/h67 by default); the
 * chosen ones are in docs/screenshots/fiscal.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFocusNfe, standInCertificate, startFakeFocusNfe } from '../test/fakes/focus-nfe';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, PHONE_VIEWPORT } from './harness/browser';
import { ok, registerRestaurant } from './harness/owner';

const SHOTS = process.env.FISCAL_SHOTS ?? '/work/shots/h67';
const CNPJ = '11222333000181';

let browser: Browser;
let focus: FakeFocusNfe;
let server: AppServer;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  focus = await startFakeFocusNfe();
  server = await startAppServer({
    name: 'fiscal-receipts',
    env: {
      SEED_DEMO: 'false',
      FOCUS_NFE_HOMOLOGATION_URL: focus.baseUrl,
      FOCUS_NFE_PRODUCTION_URL: focus.baseUrl,
      FOCUS_NFE_RESELLER_TOKEN: focus.resellerToken,
    },
  });
  // Chromium in Portuguese, so its date fields read dd/mm/aaaa as a Brazilian's browser does.
  browser = await launchBrowser({ lang: 'pt-BR' });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await focus?.stop();
});

/** The day in São Paulo, as the screen's filters and the report name it (AAAA-MM-DD). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 10);
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The list refreshes every 30 s; the journey reloads instead of waiting. */
async function untilShown(page: Page, check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await page.waitForTimeout(700);
    await page.reload();
    await page.getByRole('heading', { name: 'Notas do período' }).waitFor();
  }
  throw new Error(`not shown in time: ${what}`);
}

async function newPage(context: BrowserContext) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * What sticks out: an element of `scope` past the window's right edge, or text wider than its own
 * box (a label running over its column of the report card).
 */
async function overflowing(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>(`${selector} *`)]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > width + 1 ||
          (/^(DT|DD|P|H2|H3|LI|A|BUTTON)$/.test(element.tagName) &&
            element.scrollWidth > element.clientWidth + 1),
      )
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
  }, scope);
}
const TAB = 'section[aria-labelledby="fiscal-receipts-title"]';

describe("'Notas fiscais' on the real app", () => {
  it('issues, shows the DANFE, cancels, explains a rejection and retries, reports the day and downloads the month', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1366, height: 800 },
      acceptDownloads: true,
    });
    const { page, errors } = await newPage(context);
    const api = context.request;
    const { restaurantId: id } = await registerRestaurant(api, {
      name: 'Cantina da Nona',
      description: 'Massas e moquecas.',
      whatsapp: '5511955554444',
      address: 'Rua Augusta, 900 - São Paulo - SP',
      emailPrefix: 'notas',
    });
    const base = `/api/restaurants/${id}`;
    // The provider's company record needs the CEP, which the sign-up does not ask.
    await ok(
      await api.put(base, {
        data: {
          name: 'Cantina da Nona',
          address: 'Rua Augusta, 900 - Consolação',
          description: 'Massas e moquecas.',
          whatsapp: '5511955554444',
          city: 'São Paulo',
          state: 'SP',
          zipCode: '01305-100',
        },
      }),
    );
    await ok(
      await api.put(`${base}/order-settings`, {
        data: {
          acceptsPickup: true,
          acceptsDelivery: true,
          acceptsTable: true,
          acceptsCash: true,
          acceptsCard: true,
          acceptsPix: false,
          tableCount: 0,
          halfAndHalfPricing: 'highest',
        },
      }),
    );
    const moqueca = await ok<{ id: string }>(
      await api.post(`${base}/menu`, {
        data: { name: 'Moqueca', description: 'Para um.', price: '50.00', category: 'Pratos' },
      }),
    );
    // The fiscal profile (Simples Nacional, homologação, issuing on payment), the stand-in A1
    // certificate (which registers the restaurant at the provider) and the item's tax data.
    const profile = {
      cnpj: '11.222.333/0001-81',
      stateRegistration: '110.042.490.114',
      legalName: 'Cantina da Nona Ltda',
      state: 'SP',
      regime: 'simples',
      environment: 'homologacao',
      cscId: '000001',
      cscToken: 'A1B2C3D4E5F6G7H8I9J0',
      issueMode: 'automatico',
    };
    await ok(await api.put(`${base}/fiscal/profile`, { data: profile }));
    await ok(
      await api.post(`${base}/fiscal/certificate`, {
        data: standInCertificate(CNPJ, new Date(Date.now() + 365 * 86_400_000)),
      }),
    );
    await ok(
      await api.post(`${base}/fiscal/items/preset`, { data: { itemIds: [moqueca.id], preset: 'prato' } }),
    );

    /** Table `label` orders `quantity` moquecas and pays in cash (10% service charge on top). */
    const paidTable = async (label: string, quantity: number) => {
      const table = await ok<{ id: string }>(
        await api.post(`${base}/tables`, { data: { label, area: 'Salão', seats: 4 } }),
      );
      const opened = await ok<{ bill: { id: string } }>(
        await api.post(`${base}/tables/${table.id}/open`, { data: { people: 2 } }),
      );
      await ok(
        await api.post('/api/orders', {
          data: {
            restaurantId: id,
            customerName: 'Ana',
            customerPhone: '(11) 98888-1234',
            deliveryType: 'table',
            tableNumber: label,
            items: [{ menuItemId: moqueca.id, quantity }],
          },
        }),
      );
      await ok(
        await api.post(`${base}/bills/${opened.bill.id}/payments`, {
          data: { partId: 'part-1', method: 'cash', amount: `${quantity * 55},00` },
          headers: { 'Idempotency-Key': `fiscal-e2e-${label}` },
        }),
      );
    };

    await paidTable('1', 1);
    await paidTable('2', 2);

    const list = page.getByRole('list', { name: 'Notas fiscais' });
    const note = (table: string) => list.getByRole('listitem').filter({ hasText: `Mesa ${table} ·` });
    await page.goto(`/admin/${id}?tab=fiscal-receipts`);
    await page.getByRole('heading', { name: 'Notas do período' }).waitFor();
    await untilShown(
      page,
      async () =>
        (await note('1').getByText('Autorizada', { exact: true }).isVisible()) &&
        (await note('2').getByText('Autorizada', { exact: true }).isVisible()),
      'tables 1 and 2 authorized',
    );

    // Table 1: authorized, with its key in groups of four and the homologação warning.
    const first = note('1');
    expect(await first.getByText(/^NFC-e nº \d+ · Série 1$/).count()).toBe(1);
    await first.getByText('R$ 50,00', { exact: true }).waitFor();
    // The table as the server names it, once ('Mesa 1', not 'Mesa Mesa 1').
    expect(await first.getByText(/^Mesa 1 · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).count()).toBe(1);
    const key = (await first.getByText(/^Chave /).textContent()) ?? '';
    expect(key).toMatch(/^Chave (\d{4} ){10}\d{4}$/);
    expect(key.replace(/\D/g, '').slice(6, 20)).toBe(CNPJ);
    await first.getByText('Ambiente de homologação: nota sem valor fiscal.').waitFor();

    // Its DANFE: the 80 mm page (74 mm of print) with the key and the QR code.
    const [danfe] = await Promise.all([
      context.waitForEvent('page'),
      first.getByRole('link', { name: 'Ver DANFE' }).click(),
    ]);
    await danfe.waitForLoadState();
    // The page's 42 columns wrap long lines: the text is read with its spaces collapsed.
    const danfeText = ((await danfe.locator('body').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(danfeText.replace(/\D/g, '')).toContain(key.replace(/\D/g, ''));
    // In homologação the first item's description is SEFAZ's test sentence, not the dish's name.
    expect(danfeText).toContain(
      'NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL 1 UN x 50,00 50,00',
    );
    expect(danfeText).toContain('Valor a pagar R$ 50,00');
    expect(danfeText).toContain('Dinheiro 50,00');
    expect(danfeText).toContain('CONSUMIDOR NÃO IDENTIFICADO');
    const qr = danfe.locator('.qr svg');
    await qr.waitFor();
    const paper = await danfe.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.width = '74mm';
      document.body.append(probe);
      const expected = probe.getBoundingClientRect().width;
      probe.remove();
      return { body: document.body.getBoundingClientRect().width, expected };
    });
    expect(paper.body).toBeCloseTo(paper.expected, 0);
    expect((await qr.boundingBox())!.width).toBeGreaterThan(100);

    // Table 2: cancelled. A short justification is refused with the server's message.
    await note('2').getByRole('button', { name: 'Cancelar nota' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cancelar NFC-e nº \d+/ });
    const justification = dialog.getByLabel('Justificativa');
    await justification.fill('Erro no caixa');
    await dialog.getByRole('button', { name: 'Cancelar nota' }).click();
    await dialog.getByText('A justificativa precisa ter de 15 a 255 caracteres.').waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
    await justification.fill('Venda lançada em duplicidade no caixa');
    await dialog.getByRole('button', { name: 'Cancelar nota' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await note('2').getByText('Cancelada', { exact: true }).waitFor();
    expect(await note('2').getByRole('button', { name: 'Cancelar nota' }).count()).toBe(0);
    expect(focus.note(await refOf(10_000))?.answer.status).toBe('cancelado');

    // Table 3: the provider has the restaurant under the normal regime (as if registered there by
    // its accountant) while the profile says Simples: SEFAZ refuses the CSOSN (591).
    const company = [...focus.companies.values()].find((entry) => entry.cnpj === CNPJ)!;
    company.regimeTributario = 3;
    await paidTable('3', 3);
    await untilShown(
      page,
      () => note('3').getByText('Rejeitada', { exact: true }).isVisible(),
      'table 3 rejected',
    );
    const rejected = note('3');
    await rejected
      .getByText(
        'Código 591: Um item tem CSOSN, mas o regime do restaurante não é o Simples Nacional. Confira o regime no perfil fiscal.',
      )
      .waitFor();
    expect(await rejected.getByRole('link', { name: 'Ver DANFE' }).count()).toBe(0);

    // The report with one of each: 2 issued (one since cancelled counts as cancelled), 1 rejected.
    const report = page.getByRole('region', { name: 'Relatório fiscal' });
    const total = report.getByRole('region', { name: 'Total do período' });
    const figure = (label: string) =>
      total.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
    await expect.poll(() => figure('Emitidas').textContent()).toBe('EmitidasR$ 50,00 1 nota');
    expect(await figure('Canceladas').textContent()).toBe('CanceladasR$ 100,00 1 nota');
    expect(await figure('Rejeitadas').textContent()).toBe('Rejeitadas/denegadasR$ 150,00 1 nota');
    await report.getByText(ddmmyyyy(today()), { exact: true }).waitFor();

    // Screenshots with an authorized, a cancelled and a rejected note, at both sizes.
    await shoot(page, danfe, '1366x800');
    expect(await overflowing(page, TAB)).toEqual([]);
    const phone = await browser.newContext({
      baseURL: server.url,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      storageState: await context.storageState(),
      ...PHONE_VIEWPORT,
    });
    const phonePage = await newPage(phone);
    await phonePage.page.goto(`/admin/${id}?tab=fiscal-receipts`);
    await phonePage.page.getByRole('list', { name: 'Notas fiscais' }).waitFor();
    await phonePage.page.getByRole('region', { name: 'Total do período' }).waitFor();
    const phoneDanfe = await phone.newPage();
    await phoneDanfe.goto(danfe.url());
    await shoot(phonePage.page, phoneDanfe, '390x844');
    expect(await overflowing(phonePage.page, TAB)).toEqual([]);
    expect(await overflowing(phoneDanfe, 'body')).toEqual([]);
    expect(phonePage.errors).toEqual([]);
    await phone.close();
    await danfe.close();

    // The fix: the profile says regime normal (the provider is told again), the item gets its CST
    // (00 with 12% of ICMS), and 'Tentar de novo' sends the same reference.
    await ok(
      await api.put(`${base}/fiscal/profile`, { data: { ...profile, regime: 'normal', cscToken: '' } }),
    );
    await ok(
      await api.post(`${base}/fiscal/items/preset`, {
        data: { itemIds: [moqueca.id], preset: 'prato', icmsRatePercent: 12 },
      }),
    );
    await rejected.getByRole('button', { name: 'Tentar de novo' }).click();
    await rejected.getByText('Autorizada', { exact: true }).waitFor();
    await rejected.getByText(/^Chave (\d{4} ){10}\d{4}$/).waitFor();
    expect(await rejected.getByText(/^Código 591/).count()).toBe(0);
    expect(focus.note(await refOf(15_000))?.authorizations).toBe(1);

    // The report of the day now: 2 issued, 1 cancelled, none rejected.
    await expect.poll(() => figure('Emitidas').textContent()).toBe('EmitidasR$ 200,00 2 notas');
    expect(await figure('Canceladas').textContent()).toBe('CanceladasR$ 100,00 1 nota');
    expect(await figure('Pendentes').textContent()).toBe('PendentesR$ 0,00 0 notas');
    expect(await figure('Rejeitadas').textContent()).toBe('Rejeitadas/denegadasR$ 0,00 0 notas');

    // The month's XMLs: the three authorized notes and the cancellation, in a zip.
    const month = today().slice(0, 7);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'Baixar XMLs do mês' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`nfce-xml-${month}.zip`);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const names = Object.keys(files).sort();
    expect(names.filter((name) => name.endsWith('-nfce.xml'))).toHaveLength(3);
    expect(names.filter((name) => name.endsWith('-cancelamento.xml'))).toHaveLength(1);
    for (const name of names) {
      expect(name).toMatch(/^\d{44}-(nfce|cancelamento)\.xml$/);
      expect(new TextDecoder().decode(files[name]!)).toMatch(/^<\?xml /);
    }
    expect(names).toContain(`${key.replace(/\D/g, '')}-nfce.xml`);

    expect(errors).toEqual([]);
    await context.close();

    /** Our reference of a note (by its total: R$ 100,00 table 2's, R$ 150,00 table 3's), the provider's key to it. */
    async function refOf(totalCents: number): Promise<string> {
      const { receipts } = await ok<{ receipts: { totalCents: number; ref: string }[] }>(
        await api.get(`${base}/fiscal/receipts?from=${today()}&to=${today()}`),
      );
      return receipts.find((receipt) => receipt.totalCents === totalCents)!.ref;
    }
  }, 240_000);
});

/**
 * The tab's list, the report card and the DANFE page, at one size. The window is made as tall as the
 * page for the shots, so the sticky header stays at the top instead of over the pictured part.
 */
async function shoot(page: Page, danfe: Page, size: string) {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .getByRole('region', { name: 'Notas fiscais' })
    .screenshot({ path: `${SHOTS}/notas-fiscais-${size}.png` });
  await page
    .getByRole('region', { name: 'Relatório fiscal' })
    .screenshot({ path: `${SHOTS}/relatorio-fiscal-${size}.png` });
  await page.screenshot({ path: `${SHOTS}/notas-fiscais-pagina-${size}.png`, fullPage: true });
  await page.setViewportSize(viewport);
  await danfe.screenshot({ path: `${SHOTS}/danfe-html-${size}.png`, fullPage: true });
}
