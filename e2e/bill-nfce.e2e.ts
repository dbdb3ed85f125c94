/**
 * 'CPF na nota?' and the NFC-e where the money is taken (issue 35, decisions 0052 and 0059), in a real
 * Chromium against the production build, the app pointed at the fake Focus NFe
 * (test/fakes/focus-nfe.ts). A restaurant in homologação that issues notes by hand ('manual'):
 * - table 1's bill (Moqueca R$ 50,00 + 10%: R$ 55,00) at 1366 × 800: a CPF with a wrong check digit
 *   is refused on the screen (no payment goes), 529.982.247-25 is taken, the bill is paid by PIX
 *   (R$ 20,00) and crédito (R$ 35,00) and closes; 'Emitir NFC-e' → 'Autorizada' with the masked CPF;
 *   the provider got ONE note with both payments and the CPF; 'Imprimir DANFE' with no printer at
 *   the Caixa prints the server's 80 mm DANFE from a hidden frame in the browser;
 * - table 2's bill the same way on a phone (390 × 844), for the screenshots at that size;
 * - with 'CPF na nota?' at the checkout on, a diner's order from the public menu carries the CPF:
 *   the order's note, issued by the owner once it is delivered, names it.
 * Screenshots of the bill closing with the CPF field and with the authorized note go to
 * BILL_NFCE_SHOTS (/work/shots/h73 by default); the chosen ones are in docs/screenshots/fiscal.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFocusNfe, standInCertificate, startFakeFocusNfe } from '../test/fakes/focus-nfe';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, PHONE_VIEWPORT } from './harness/browser';
import { captureWhatsApp, openCheckout } from './harness/diner';
import { ok, registerRestaurant } from './harness/owner';

const SHOTS = process.env.BILL_NFCE_SHOTS ?? '/work/shots/h73';
const CNPJ = '11222333000181';
const CPF = '529.982.247-25';
const WRONG_CPF = '529.982.247-24';

let browser: Browser;
let focus: FakeFocusNfe;
let server: AppServer;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  focus = await startFakeFocusNfe();
  server = await startAppServer({
    name: 'bill-nfce',
    env: {
      SEED_DEMO: 'false',
      FOCUS_NFE_HOMOLOGATION_URL: focus.baseUrl,
      FOCUS_NFE_PRODUCTION_URL: focus.baseUrl,
      FOCUS_NFE_RESELLER_TOKEN: focus.resellerToken,
    },
  });
  browser = await launchBrowser({ lang: 'pt-BR' });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await focus?.stop();
});

async function newPage(context: BrowserContext) {
  // The print dialog would block a headless page (the DANFE's frame included): count the calls.
  await context.addInitScript(() => {
    const top = window.top as unknown as { printed?: number };
    window.print = () => {
      top.printed = (top.printed ?? 0) + 1;
    };
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0);

/** Elements of the dialog past the window's right edge, or text wider than its own box. */
async function overflowing(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return [...root.querySelectorAll<HTMLElement>('*')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > width + 1 ||
          (/^(P|H2|H3|LABEL|BUTTON)$/.test(element.tagName) && element.scrollWidth > element.clientWidth + 1),
      )
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
  });
}

/** The bill closing's right column (CPF, parts, note) pictured: the dialog scrolled to `anchor`. */
async function shoot(page: Page, anchor: Locator, name: string) {
  await anchor.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe("'CPF na nota?' and the NFC-e at the bill closing, on the real app", () => {
  it('refuses a wrong CPF, closes the bill in two methods with the CPF, issues and prints the NFC-e; the checkout sends its CPF', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1366, height: 800 },
    });
    const { page, errors } = await newPage(context);
    const api = context.request;
    const { restaurantId: id } = await registerRestaurant(api, {
      name: 'Cantina da Nona',
      description: 'Massas e moquecas.',
      whatsapp: '5511955554444',
      address: 'Rua Augusta, 900 - São Paulo - SP',
      emailPrefix: 'nfce-conta',
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
    // Simples Nacional, homologação, notes issued by hand at the till.
    const profile = {
      cnpj: '11.222.333/0001-81',
      stateRegistration: '110.042.490.114',
      legalName: 'Cantina da Nona Ltda',
      state: 'SP',
      regime: 'simples',
      environment: 'homologacao',
      cscId: '000001',
      cscToken: 'A1B2C3D4E5F6G7H8I9J0',
      issueMode: 'manual',
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

    /** Table `label` open for 2 with one Moqueca ordered from its QR code (R$ 55,00 with the 10%). */
    const servedTable = async (label: string) => {
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
            items: [{ menuItemId: moqueca.id, quantity: 1 }],
          },
        }),
      );
      return opened.bill.id;
    };
    const firstBill = await servedTable('1');
    const secondBill = await servedTable('2');

    /**
     * Table `label`'s 'Fechar conta' on `on`: the wrong CPF refused, the right one typed, R$ 20,00
     * by PIX and the rest on crédito, the bill closed; `pictured` is called with the CPF typed.
     */
    const closeBill = async (on: Page, label: string, pictured: (dialog: Locator) => Promise<void>) => {
      await on.goto(`/admin/${id}?tab=dining-room`);
      await on.getByRole('button', { name: `Mesa ${label}, Ocupada` }).click();
      const dialog = on.getByRole('dialog', { name: new RegExp(`^Mesa ${label} · `) });
      await dialog.getByRole('tab', { name: 'Fechar conta' }).click();
      const cpf = dialog.getByLabel('CPF na nota? (opcional)');
      // Typed as digits, shown with the mask; the wrong check digit is said at once.
      await cpf.pressSequentially(WRONG_CPF.replace(/\D/g, ''));
      expect(await cpf.inputValue()).toBe(WRONG_CPF);
      await expect.poll(() => cpf.getAttribute('aria-invalid')).toBe('true');
      const cpfError = dialog.locator(`[id="${await cpf.getAttribute('aria-describedby')}"]`);
      expect(await cpfError.textContent()).toBe('CPF inválido. Confira os 11 dígitos.');
      const pay = dialog.getByRole('form', { name: /^Receber / });
      await dialog.getByRole('button', { name: /^Receber / }).click();
      await pay.getByText('PIX', { exact: true }).click();
      await pay.getByLabel('Valor (R$)').fill('20,00');
      await pay.getByText('Confira o CPF na nota ou apague-o para registrar o pagamento.').waitFor();
      if (label === '1') await shoot(on, cpf, 'fechamento-nfce-cpf-invalido-1366x800');
      const submit = pay.getByRole('button', { name: 'Registrar pagamento' });
      expect(await submit.isDisabled()).toBe(true);
      // The right CPF: the refusal goes and the payment can be made.
      await cpf.fill('');
      await cpf.pressSequentially(CPF.replace(/\D/g, ''));
      expect(await cpf.inputValue()).toBe(CPF);
      await expect.poll(() => cpf.getAttribute('aria-invalid')).toBe('false');
      expect(await pay.getByText('Confira o CPF na nota').count()).toBe(0);
      await pictured(dialog);
      await submit.click();
      await dialog.getByText('Pago R$ 20,00 · falta R$ 35,00').waitFor();
      await pay.getByText('Crédito', { exact: true }).click();
      await expect.poll(() => pay.getByLabel('Valor (R$)').inputValue()).toBe('35,00');
      await submit.click();
      await dialog.getByRole('status').getByText('Conta fechada').waitFor();
      // Closed: no more CPF to type; the note is the next step.
      expect(await dialog.getByLabel('CPF na nota? (opcional)').count()).toBe(0);
      return dialog;
    };

    // Table 1 at 1366 × 800.
    const dialog = await closeBill(page, '1', (open) =>
      shoot(page, open.getByLabel('CPF na nota? (opcional)'), 'fechamento-nfce-cpf-1366x800'),
    );
    // Nothing went to the provider yet: in 'manual' the note waits for the button.
    expect(focus.requestsTo('/v2/nfce')).toHaveLength(0);
    const note = dialog.getByRole('region', { name: 'Nota fiscal (NFC-e)' });
    await note.getByRole('button', { name: 'Emitir NFC-e' }).click();
    const state = note.getByRole('status');
    await state.getByText('Autorizada', { exact: true }).waitFor();
    await state.getByText(/^NFC-e nº \d+ · Série 1 · CPF \*\*\*\.982\.247-\*\*$/).waitFor();
    await state.getByText('Ambiente de homologação: nota sem valor fiscal.').waitFor();

    // At the provider: ONE note, both payments (PIX 17, crédito 03) and the CPF. The note is the
    // R$ 50,00 of the food (the 10% service charge is not a sale of goods): each payment goes in
    // its share of it, R$ 20,00 / R$ 55,00 and R$ 35,00 / R$ 55,00.
    const posted = focus.requestsTo('/v2/nfce').filter((request) => request.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(focus.notes.size).toBe(1);
    const sent = [...focus.notes.values()][0]!.request as {
      cpf_destinatario?: string;
      formas_pagamento: { forma_pagamento: string; valor_pagamento: string }[];
    };
    expect(sent.cpf_destinatario).toBe('52998224725');
    expect(
      sent.formas_pagamento.map((payment) => [payment.forma_pagamento, Number(payment.valor_pagamento)]),
    ).toEqual([
      ['17', 18.18],
      ['03', 31.82],
    ]);
    // The bill's note through the API names the same sale and the masked CPF.
    const { receipts } = await ok<{ receipts: { status: string; cpfMasked: string | null }[] }>(
      await api.get(`${base}/fiscal/receipts?billId=${firstBill}`),
    );
    expect(receipts.map((receipt) => [receipt.status, receipt.cpfMasked])).toEqual([
      ['autorizada', '***.982.247-**'],
    ]);

    // 'Imprimir DANFE' with no printer at the Caixa: the server's 80 mm DANFE in a hidden frame,
    // printed by the browser.
    expect(await printed(page)).toBe(0);
    await note.getByRole('button', { name: 'Imprimir DANFE' }).click();
    const danfe = page.frameLocator('[data-testid="danfe-frame"]');
    const danfeText = ((await danfe.locator('body').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(danfeText).toContain('Valor a pagar R$ 50,00');
    expect(danfeText).toContain(`CONSUMIDOR - CPF ${CPF}`);
    await expect.poll(() => printed(page)).toBe(1);
    expect(
      await dialog
        .getByRole('status')
        .getByText(/DANFE (enviado|impresso)/)
        .count(),
    ).toBe(0);
    await shoot(page, state, 'fechamento-nfce-autorizada-1366x800');
    expect(await overflowing(dialog)).toEqual([]);

    // Table 2 on a phone: the same closing, for the screenshots at 390 × 844.
    const phone = await browser.newContext({
      baseURL: server.url,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      storageState: await context.storageState(),
      ...PHONE_VIEWPORT,
    });
    const onPhone = await newPage(phone);
    const phoneDialog = await closeBill(onPhone.page, '2', async (open) => {
      await shoot(onPhone.page, open.getByLabel('CPF na nota? (opcional)'), 'fechamento-nfce-cpf-390x844');
      expect(await overflowing(open)).toEqual([]);
    });
    const phoneNote = phoneDialog.getByRole('region', { name: 'Nota fiscal (NFC-e)' });
    await phoneNote.getByRole('button', { name: 'Emitir NFC-e' }).click();
    await phoneNote.getByRole('status').getByText('Autorizada', { exact: true }).waitFor();
    await shoot(onPhone.page, phoneNote, 'fechamento-nfce-autorizada-390x844');
    expect(await overflowing(phoneDialog)).toEqual([]);
    const second = await ok<{ receipts: { cpfMasked: string | null }[] }>(
      await api.get(`${base}/fiscal/receipts?billId=${secondBill}`),
    );
    expect(second.receipts.map((receipt) => receipt.cpfMasked)).toEqual(['***.982.247-**']);
    expect(onPhone.errors).toEqual([]);
    await phone.close();

    // The checkout: with 'CPF na nota?' on, the diner's order carries the CPF.
    await ok(
      await api.put(`${base}/fiscal/profile`, {
        data: { ...profile, cscToken: '', askCpfAtCheckout: true },
      }),
    );
    const dinerContext = await browser.newContext({
      baseURL: server.url,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      ...PHONE_VIEWPORT,
    });
    const diner = await newPage(dinerContext);
    await diner.page.goto(`/menu/${id}`);
    await diner.page.getByRole('heading', { name: 'Cantina da Nona', level: 1 }).waitFor();
    const checkout = await openCheckout(diner.page, 'Moqueca');
    await checkout.getByText('Retirada', { exact: true }).click();
    await checkout.getByLabel('Nome completo').fill('Carla Mendes');
    await checkout.getByLabel('Telefone (WhatsApp)').fill('(11) 95555-2468');
    const cash = checkout.getByRole('radio', { name: 'Dinheiro' });
    if (await cash.count()) await cash.check();
    const checkoutCpf = checkout.getByLabel('CPF na nota? (opcional)');
    await checkoutCpf.pressSequentially(CPF.replace(/\D/g, ''));
    expect(await checkoutCpf.inputValue()).toBe(CPF);
    await checkout.getByText('Para a nota fiscal (NFC-e)').waitFor();
    await captureWhatsApp(dinerContext, diner.page, () =>
      checkout.getByRole('button', { name: 'Enviar Pedido via WhatsApp' }).click(),
    );
    expect(diner.errors).toEqual([]);
    await dinerContext.close();

    const orders = await ok<{ id: string; customerName: string }[]>(await api.get(`${base}/orders`));
    const order = orders.find((candidate) => candidate.customerName === 'Carla Mendes')!;
    expect(order).toBeDefined();
    // Delivered (so paid), and its note issued without a CPF typed at the till: the diner's is on it.
    for (const status of ['confirmed', 'preparing', 'ready', 'delivered'])
      await ok(
        await api.patch(`/api/orders/${order.id}/status`, {
          data: status === 'confirmed' ? { status, estimatedTime: 30 } : { status },
        }),
      );
    const orderNote = await ok<{ status: string; cpfMasked: string | null }>(
      await api.post(`${base}/fiscal/receipts`, { data: { orderId: order.id } }),
    );
    expect([orderNote.status, orderNote.cpfMasked]).toEqual(['autorizada', '***.982.247-**']);
    const orderSent = [...focus.notes.values()].at(-1)!.request as { cpf_destinatario?: string };
    expect(orderSent.cpf_destinatario).toBe('52998224725');

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
