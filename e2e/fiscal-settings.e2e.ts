/**
 * The owner's 'Dados fiscais' tab (issue 35, decision 0052) in a real Chromium against the production
 * build, whose fiscal provider is the Focus NFe sandbox `npm start` runs (decision 0056):
 * - a restaurant without a profile fills it: a CNPJ with a wrong check digit is refused in Portuguese
 *   under the field, then the valid one with IE, razão social, regime, CSC and homologação is saved;
 *   'Manual: a nota é emitida quando alguém pede, venda a venda' and 'Perguntar CPF' survive a reload, and so do 'automaticamente' and no CPF;
 * - the A1 certificate (the sandbox's stand-in `.pfx`, from `sandboxCertificate`) is refused with a
 *   wrong password, in Portuguese, then accepted, and the card shows its validity date;
 * - the items' card shows which items are incomplete; a preset goes on a category and on single
 *   items; the dialog refuses a malformed NCM, then saves NCM, CFOP, CEST and CSOSN;
 * - while 'Água mineral' is incomplete, the note of a paid bill with it is refused with a 409 naming
 *   it (no screen issues a note by hand yet: through the API, as the till's button would); once
 *   complete, the same bill's note issues at the sandbox.
 * One browser; the journey at 1366 × 800, then the same tab at 390 × 844. Screenshots of the three
 * cards and the dialog at both sizes in docs/screenshots/fiscal/ (`dados-fiscais-…`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FISCAL_PROFILE_ERRORS } from '../src/domain/fiscal/fiscal-profile';
import { ITEM_TAX_ERRORS } from '../src/domain/fiscal/item-tax';
import { formatDate } from '../src/domain/format/format';
import { sandboxCertificate } from '../src/server/integrations/fiscal';
import { PROFILE_MESSAGES } from '../src/server/modules/fiscal/profile.service';
import { launchBrowser, openPage, PHONE_VIEWPORT } from './harness/browser';
import { ok, registerRestaurant } from './harness/owner';

const SHOTS = path.resolve('docs/screenshots/fiscal');

let browser: Browser;
let files: string;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  files = mkdtempSync(path.join(os.tmpdir(), 'comanda-fiscal-e2e-'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(files, { recursive: true, force: true });
});

/** A valid numeric CNPJ of its own per run (the sandbox keeps one company per CNPJ). */
function uniqueCnpj(): string {
  const root = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const base = `${root}0001`;
  const digit = (digits: string, weights: number[]) => {
    const sum = digits.split('').reduce((total, d, i) => total + Number(d) * (weights[i] ?? 0), 0);
    const rest = sum % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base + first + digit(base + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
}

const masked = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** A card of the tab, by its title. */
const card = (page: Page, title: string): Locator =>
  page
    .locator('div.rounded-2xl')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first();

/**
 * A card's picture as a person sees it scrolled to it: the site's sticky header and the toasts, which
 * follow the scroll, are kept out of the picture.
 */
async function shoot(target: Locator, name: string) {
  await target.page().addStyleTag({
    content: 'header.sticky{position:static!important}[role=region]:has(> ol){display:none!important}',
  });
  await target.screenshot({ path: path.join(SHOTS, name) });
}

const itemRow = (page: Page, name: string): Locator =>
  card(page, 'Dados fiscais dos itens')
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();

let phoneCounter = 0;
const nextPhone = () => `(11) 9${String(5100_0000 + (Date.now() % 1_000_000) + phoneCounter++).slice(0, 8)}`;

/** A bill on table 1 with the given items, paid whole in cash through the till's API. */
async function paidBill(api: APIRequestContext, restaurantId: string, itemIds: string[]): Promise<string> {
  const tables = await ok<{ id: string; label: string }[]>(
    await api.get(`/api/restaurants/${restaurantId}/tables`),
  );
  const table = tables.find((t) => t.label === '1');
  if (!table) throw new Error('table 1 missing');
  const opened = await ok<{ bill: { id: string } }>(
    await api.post(`/api/restaurants/${restaurantId}/tables/${table.id}/open`, { data: { people: 1 } }),
  );
  await ok(
    await api.post('/api/orders', {
      data: {
        restaurantId,
        customerName: 'Beatriz',
        customerPhone: nextPhone(),
        deliveryType: 'table',
        tableNumber: '1',
        items: itemIds.map((menuItemId) => ({ menuItemId, quantity: 1 })),
      },
    }),
  );
  const billId = opened.bill.id;
  const split = await ok<{ closing: { split: { parts: { id: string; amount: string }[] } } }>(
    await api.post(`/api/restaurants/${restaurantId}/bills/${billId}/split`, { data: { method: 'whole' } }),
  );
  const part = split.closing.split.parts[0];
  if (!part) throw new Error('no part to pay');
  await ok(
    await api.post(`/api/restaurants/${restaurantId}/bills/${billId}/payments`, {
      data: { partId: part.id, method: 'cash', amount: part.amount },
      headers: { 'idempotency-key': `fiscal-e2e-${billId}` },
    }),
  );
  return billId;
}

let restaurantId = '';
/** The owner's session after the journey, for the phone. */
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

describe("the owner's 'Dados fiscais' tab", () => {
  it('fills the profile, sends the certificate, completes the items and sees an incomplete item block the note (1366x800)', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1366, height: 800 } });
    const api = context.request;
    const registration = await registerRestaurant(api, {
      name: `Cantina Fiscal ${Date.now().toString(36)}`,
      description: 'Pratos feitos e bebidas.',
      whatsapp: '5511955553333',
      address: 'Rua Augusta, 200 - São Paulo - SP',
      emailPrefix: 'fiscal',
    });
    restaurantId = registration.restaurantId;
    const R = `/api/restaurants/${restaurantId}`;
    await ok(
      await api.put(`${R}/order-settings`, {
        data: {
          acceptsPickup: true,
          acceptsDelivery: true,
          acceptsTable: true,
          acceptsCash: true,
          acceptsCard: true,
          acceptsPix: false,
          halfAndHalfPricing: 'highest',
          tableCount: 2,
        },
      }),
    );
    const menu: Record<string, string> = {};
    for (const [name, price, category] of [
      ['Prato feito de frango', '32.00', 'Pratos'],
      ['Refrigerante lata', '7.00', 'Bebidas'],
      ['Cerveja garrafa 600 ml', '16.00', 'Bebidas'],
      ['Água mineral', '5.00', 'Bebidas'],
    ] as const) {
      const created = await ok<{ id: string }>(
        await api.post(`${R}/menu`, { data: { name, description: 'Da casa.', price, category } }),
      );
      menu[name] = created.id;
    }

    await page.goto(`/admin/${restaurantId}?tab=fiscal`);
    const profile = card(page, 'Dados fiscais');
    await profile.getByLabel('CNPJ').waitFor();
    const items = card(page, 'Dados fiscais dos itens');
    // No profile yet: every item lacks its data, and the card says why it cannot be filled.
    await items.getByText('Faltam dados fiscais em 4 itens: a nota não sai para vendas com eles.').waitFor();
    await items.getByText('Salve os dados fiscais acima para preencher os itens').waitFor();
    await card(page, 'Certificado digital A1')
      .getByText('Salve os dados fiscais antes de enviar o certificado.')
      .waitFor();

    // A CNPJ whose last check digit is wrong is refused under the field, in Portuguese.
    const cnpj = uniqueCnpj();
    const wrong = `${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1) % 10}`;
    await profile.getByLabel('CNPJ').fill(wrong);
    expect(await profile.getByLabel('CNPJ').inputValue()).toBe(masked(wrong));
    await profile.getByLabel('Razão social').fill('Cantina Fiscal Ltda');
    await profile.getByLabel('Inscrição estadual (IE)').fill('110042490114');
    await profile.getByLabel('Regime tributário').selectOption('simples');
    await profile.getByLabel('Identificador do CSC (ID do token)').fill('1');
    await profile.getByLabel('Código CSC').fill('A1B2C3D4E5F6G7H8I9J0');
    await profile.getByLabel('Homologação (testes, sem valor fiscal)').check();
    await profile.getByLabel('Manual: a nota é emitida quando alguém pede, venda a venda').check();
    await profile.getByLabel('Perguntar “CPF na nota?” no pedido online').check();
    await profile.getByRole('button', { name: 'Salvar dados fiscais' }).click();
    await profile.getByRole('alert').filter({ hasText: FISCAL_PROFILE_ERRORS.cnpj }).waitFor();
    expect(await api.get(`${R}/fiscal/profile`).then((answer) => answer.json())).toBeNull();

    await profile.getByLabel('CNPJ').fill(cnpj);
    await profile.getByRole('button', { name: 'Salvar dados fiscais' }).click();
    await page.getByText('Dados atualizados!').first().waitFor();
    await expect.poll(() => profile.getByRole('alert').count()).toBe(0);

    // After a reload the form shows what was saved; the token is not shown back.
    await page.reload();
    await profile.getByLabel('CNPJ').waitFor();
    expect(await profile.getByLabel('CNPJ').inputValue()).toBe(masked(cnpj));
    expect(
      await profile.getByLabel('Manual: a nota é emitida quando alguém pede, venda a venda').isChecked(),
    ).toBe(true);
    expect(await profile.getByLabel('Perguntar “CPF na nota?” no pedido online').isChecked()).toBe(true);
    expect(await profile.getByLabel('Homologação (testes, sem valor fiscal)').isChecked()).toBe(true);
    expect(await profile.getByLabel('Código CSC').inputValue()).toBe('');
    await profile.getByText('Já salvo. Deixe em branco para manter o atual.').waitFor();

    // The certificate: a wrong password is refused in Portuguese; the right one shows the validity.
    const validUntil = new Date(Date.now() + 200 * 86_400_000);
    const certificate = sandboxCertificate(cnpj, validUntil);
    const pfx = path.join(files, 'certificado-a1.pfx');
    writeFileSync(pfx, Buffer.from(certificate.pfxBase64, 'base64'));
    const certificateCard = card(page, 'Certificado digital A1');
    await certificateCard.getByText('Nenhum certificado enviado.').waitFor();
    await certificateCard.getByText('Nenhum arquivo escolhido').waitFor();
    await certificateCard.getByLabel('Arquivo .pfx').setInputFiles(pfx);
    await certificateCard.getByText('certificado-a1.pfx').waitFor();
    // The restaurant signed up without a CEP, which the provider's company record needs: the card
    // says so, and where to fix it.
    await certificateCard.getByLabel('Senha do certificado').fill(certificate.password);
    await certificateCard.getByRole('button', { name: 'Enviar certificado' }).click();
    await certificateCard
      .getByRole('alert')
      .filter({ hasText: 'Confira o endereço e o CEP do restaurante na aba Visual e envie de novo.' })
      .waitFor();
    await ok(
      await api.put(R, {
        data: {
          name: 'Cantina Fiscal',
          address: 'Rua Augusta, 200 - Consolação',
          description: 'Pratos feitos e bebidas.',
          whatsapp: '(11) 95555-3333',
          city: 'São Paulo',
          state: 'SP',
          zipCode: '01305000',
        },
      }),
    );
    await certificateCard.getByLabel('Senha do certificado').fill('senha-errada');
    await certificateCard.getByRole('button', { name: 'Enviar certificado' }).click();
    await certificateCard.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.wrongPassword }).waitFor();
    await certificateCard.getByLabel('Senha do certificado').fill(certificate.password);
    await certificateCard.getByRole('button', { name: 'Enviar certificado' }).click();
    await certificateCard
      .getByText(`Certificado válido até ${formatDate(validUntil.toISOString())}`)
      .waitFor();
    await certificateCard.getByText(`CNPJ do certificado: ${masked(cnpj)}`).waitFor();
    expect(await api.get(`${R}/fiscal/profile`).then((answer) => answer.json())).toMatchObject({
      registered: true,
      certificate: { cnpj },
    });
    await shoot(profile, 'dados-fiscais-perfil-1366x800.png');
    await shoot(certificateCard, 'dados-fiscais-certificado-1366x800.png');

    // The items: a preset for the whole 'Pratos' category, one per drink.
    await items.getByLabel('Modelo para Pratos').selectOption({ label: 'Refeição ou prato feito na casa' });
    await items
      .getByRole('button', { name: 'Aplicar “Refeição ou prato feito na casa” ao item de Pratos' })
      .click();
    await itemRow(page, 'Prato feito de frango').getByText('Completo · NCM 2106.90.90 · CFOP 5101').waitFor();
    await itemRow(page, 'Refrigerante lata')
      .getByLabel('Aplicar modelo a Refrigerante lata')
      .selectOption({ label: 'Refrigerante' });
    await itemRow(page, 'Refrigerante lata')
      .getByText('Completo · NCM 2202.10.00 · CFOP 5405 · CEST 03.011.00')
      .waitFor();
    await itemRow(page, 'Cerveja garrafa 600 ml')
      .getByLabel('Aplicar modelo a Cerveja garrafa 600 ml')
      .selectOption({ label: 'Cerveja em garrafa de vidro retornável' });
    await itemRow(page, 'Cerveja garrafa 600 ml')
      .getByText('Completo · NCM 2203.00.00 · CFOP 5405 · CEST 03.021.00')
      .waitFor();
    // 'Água mineral' is still incomplete: the list says what is missing and the banner counts it.
    await itemRow(page, 'Água mineral').getByText(ITEM_TAX_ERRORS.missing).waitFor();
    await items.getByText('Faltam dados fiscais em 1 item: a nota não sai para vendas com ele.').waitFor();

    // A bill with water is paid (the note is issued with a button here): the note is refused, naming it.
    const billId = await paidBill(api, restaurantId, [menu['Prato feito de frango']!, menu['Água mineral']!]);
    const refused = await api.post(`${R}/fiscal/receipts`, { data: { billId } });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error).toBe(
      'Complete os dados fiscais de: Água mineral (faltam NCM, CFOP e situação do ICMS) (aba Dados fiscais).',
    );

    // The dialog: a malformed NCM is refused; the right codes are saved.
    await itemRow(page, 'Água mineral').getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dados fiscais: Água mineral' });
    await dialog.getByLabel('NCM').fill('2201.10');
    await dialog.getByLabel('CFOP').selectOption('5405');
    await dialog.getByLabel('CSOSN').selectOption('500');
    await dialog.getByLabel('CEST (com substituição tributária)').fill('0300500');
    expect(await dialog.getByLabel('CEST (com substituição tributária)').inputValue()).toBe('03.005.00');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByRole('alert').filter({ hasText: ITEM_TAX_ERRORS.ncm }).waitFor();
    await shoot(dialog, 'dados-fiscais-item-dialogo-1366x800.png');
    await dialog.getByLabel('NCM').fill('22011000');
    expect(await dialog.getByLabel('NCM').inputValue()).toBe('2201.10.00');
    // The error went with the value it described.
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
    // The approximate taxes for the DANFE's Lei 12.741 line, in the Brazilian way of writing them.
    await dialog.getByLabel('Tributos aproximados (%)').fill('13,45');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const fiscalItems = (await api.get(`${R}/fiscal/items`).then((answer) => answer.json())) as {
      items: { name: string; tax: { approxTaxPercent?: number | null } | null }[];
    };
    expect(fiscalItems.items.find((item) => item.name === 'Água mineral')?.tax?.approxTaxPercent).toBe(13.45);
    await itemRow(page, 'Água mineral')
      .getByText('Completo · NCM 2201.10.00 · CFOP 5405 · CEST 03.005.00')
      .waitFor();
    await expect.poll(() => items.getByText(/Faltam dados fiscais/).count()).toBe(0);
    await shoot(items, 'dados-fiscais-itens-1366x800.png');

    // Every item complete: the same bill's note now issues at the sandbox.
    const issued = await api.post(`${R}/fiscal/receipts`, { data: { billId } });
    expect(issued.status(), await issued.text()).toBe(201);
    expect(['autorizada', 'pendente', 'contingencia']).toContain((await issued.json()).status);

    // 'Emitir automaticamente' and no CPF at checkout persist too.
    await profile.getByLabel('Automática: a nota é emitida quando a venda é paga').check();
    await profile.getByLabel('Perguntar “CPF na nota?” no pedido online').uncheck();
    await profile.getByRole('button', { name: 'Salvar dados fiscais' }).click();
    await expect
      .poll(async () => (await api.get(`${R}/fiscal/profile`).then((answer) => answer.json())).issueMode)
      .toBe('automatico');
    await page.reload();
    await profile.getByLabel('CNPJ').waitFor();
    expect(await profile.getByLabel('Automática: a nota é emitida quando a venda é paga').isChecked()).toBe(
      true,
    );
    expect(await profile.getByLabel('Perguntar “CPF na nota?” no pedido online').isChecked()).toBe(false);
    expect(await api.get(`${R}/fiscal/profile`).then((answer) => answer.json())).toMatchObject({
      issueMode: 'automatico',
      askCpfAtCheckout: false,
    });

    expect(await noSidewaysScroll(page)).toBe(true);
    // The refusals the journey asked for (CNPJ, CEP, password, NCM) are the only failed calls.
    const expectedRefusal = /status of (400|422) .*\/fiscal\/(profile|certificate|items\/[0-9a-f-]+)\)$/;
    expect(errors.filter((error) => !expectedRefusal.test(error))).toEqual([]);
    expect(errors.filter((error) => expectedRefusal.test(error))).toHaveLength(4);
    signedIn = await context.storageState();
    await context.close();
  }, 180_000);

  it('shows the same tab on a phone without sideways scrolling (390x844)', async () => {
    expect(signedIn).toBeDefined();
    const { page, context, errors } = await openPage(browser, { ...PHONE_VIEWPORT, storageState: signedIn });
    await page.goto(`/admin/${restaurantId}?tab=fiscal`);
    const profile = card(page, 'Dados fiscais');
    await profile.getByLabel('CNPJ').waitFor();
    const certificateCard = card(page, 'Certificado digital A1');
    await certificateCard.getByText(/Certificado válido até/).waitFor();
    const items = card(page, 'Dados fiscais dos itens');
    await itemRow(page, 'Água mineral')
      .getByText(/Completo/)
      .waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shoot(profile, 'dados-fiscais-perfil-390x844.png');
    await shoot(certificateCard, 'dados-fiscais-certificado-390x844.png');
    await shoot(items, 'dados-fiscais-itens-390x844.png');
    await itemRow(page, 'Cerveja garrafa 600 ml').getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dados fiscais: Cerveja garrafa 600 ml' });
    await dialog.getByLabel('NCM').waitFor();
    expect(await dialog.getByLabel('NCM').inputValue()).toBe('2203.00.00');
    expect(await dialog.getByLabel('CEST (com substituição tributária)').inputValue()).toBe('03.021.00');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'dados-fiscais-item-dialogo-390x844.png') });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
