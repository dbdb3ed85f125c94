import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './harness/browser';
import { registerRestaurant } from './harness/owner';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unique = Date.now().toString(36);
const ITEM = 'Pudim de leite';

/** An owner with one menu item, registered through the API in the panel's own context. */
async function registerOwner(context: BrowserContext) {
  const name = `Doceria Estoque ${unique}`;
  const { restaurantId } = await registerRestaurant(context.request, {
    name,
    description: 'Doces caseiros.',
    whatsapp: '5511977776666',
    address: 'Rua da Consolação, 100 - São Paulo - SP',
    emailPrefix: 'estoque',
  });
  const restaurant = { id: restaurantId, name };
  const item = await context.request.post(`/api/restaurants/${restaurant.id}/menu`, {
    data: { name: ITEM, description: 'Fatia generosa.', price: '8.00', category: 'Sobremesas' },
  });
  expect(item.status()).toBe(201);
  return { restaurant, item: (await item.json()) as { id: string } };
}

const itemRow = (page: Page) => page.getByRole('row', { name: new RegExp(ITEM) });
/** Waits until the item's 'Estoque' cell reads `stock` (the list refetches after each change). */
const waitForStock = (page: Page, stock: string) =>
  page.waitForFunction(
    ([name, expected]) => {
      const row = [...document.querySelectorAll('tr')].find((tr) => tr.textContent?.includes(name!));
      return row?.querySelectorAll('td')[2]?.textContent === expected;
    },
    [ITEM, stock],
  );

/** The public menu, as a diner sees it in a fresh context: is the item 'Esgotado'? */
async function publicMenuShowsSoldOut(restaurantId: string): Promise<boolean> {
  const diner = await openPage(browser);
  await diner.page.goto(`/menu/${restaurantId}`);
  const card = diner.page
    .getByRole('article')
    .filter({ has: diner.page.getByRole('heading', { name: ITEM }) });
  await card.waitFor();
  const soldOut = (await card.getByText('Esgotado', { exact: true }).count()) > 0;
  const canAdd = (await card.getByRole('button', { name: `Adicionar ${ITEM}` }).count()) > 0;
  expect(soldOut).toBe(!canAdd);
  expect(diner.errors).toEqual([]);
  await diner.context.close();
  return soldOut;
}

/** A diner's pickup order of `quantity` units, placed through the API; answers its number. */
async function placeOrder(restaurantId: string, itemId: string, quantity: number): Promise<string> {
  const diner = await openPage(browser);
  const posted = await diner.context.request.post('/api/orders', {
    headers: { 'Idempotency-Key': `e2e-stock-${unique}-${quantity}` },
    data: {
      restaurantId,
      customerName: 'Joana Cliente',
      customerPhone: `55119${String(Date.now()).slice(-8)}`,
      deliveryType: 'pickup',
      items: [{ menuItemId: itemId, quantity }],
      paymentMethod: 'cash',
      total: (8 * quantity).toFixed(2),
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  await diner.context.close();
  return id.slice(-6).toUpperCase();
}

describe("the 'Estoque' tab", () => {
  it('controls an item, sells its last units, shows Esgotado, and a received purchase brings stock back', async () => {
    const owner = await openPage(browser);
    const { restaurant, item } = await registerOwner(owner.context);
    const { page } = owner;
    const stockTabs = page.getByRole('tablist', { name: 'Seções do estoque' });
    const panelTabs = page.getByRole('tablist', { name: 'Seções do painel' });

    // Control on, then an entry of 2 units through the 'Movimento de Estoque' dialog.
    await page.goto(`/admin/${restaurant.id}?tab=inventory`);
    await page.getByText('Itens Controlados').waitFor();
    await page.getByRole('switch', { name: `Controle de estoque de ${ITEM}` }).click();
    await page.locator(`[role="switch"][aria-checked="true"]`).waitFor();
    await waitForStock(page, '0');
    expect(await publicMenuShowsSoldOut(restaurant.id)).toBe(true);

    await page.getByRole('button', { name: `Movimentar: ${ITEM}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Movimento de Estoque' });
    await expect(dialog.getByLabel('Tipo').inputValue()).resolves.toBe('entrada');
    await expect(dialog.getByLabel('Custo por unidade (R$)').inputValue()).resolves.toBe('0,00');
    await dialog.getByLabel('Quantidade').fill('2');
    await dialog.getByLabel('Motivo').fill('Produção do dia');
    await dialog.getByRole('button', { name: 'Registrar Movimento' }).click();
    await page.getByText('Movimento de estoque registrado com sucesso.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await waitForStock(page, '2');
    expect(await publicMenuShowsSoldOut(restaurant.id)).toBe(false);

    // A diner orders the last 2 units; confirming the order in the panel sells them.
    const orderNumber = await placeOrder(restaurant.id, item.id, 2);
    await page.getByRole('tab', { name: 'Delivery/Retirada' }).click();
    const card = page.getByRole('article', { name: `Pedido #${orderNumber}` });
    await card.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.locator('article[data-status="confirmed"]', { hasText: `Pedido #${orderNumber}` }).waitFor();
    expect(await publicMenuShowsSoldOut(restaurant.id)).toBe(true);

    // The tab bar counts the item now at its minimum; the history shows the sale linked to the order.
    await page.getByRole('tab', { name: 'Estoque (1 item com estoque baixo)' }).click();
    await page.getByRole('button', { name: `Histórico: ${ITEM}` }).click();
    const history = page.getByRole('dialog', { name: 'Histórico de Movimentos' });
    await history.getByText(`Venda do pedido #${orderNumber}`).waitFor();
    await history.getByText('Produção do dia').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('Estoque baixo:').waitFor();

    // A purchase of 5, received once, brings the stock back.
    await stockTabs.getByRole('tab', { name: 'Compras' }).click();
    await page.getByRole('button', { name: 'Nova Compra' }).click();
    const purchase = page.getByRole('dialog', { name: 'Nova Compra' });
    await purchase.getByLabel('Item 1', { exact: true }).selectOption({ label: ITEM });
    await purchase.getByLabel('Qtd.').fill('5');
    await purchase.getByLabel('Preço unit. (R$)').fill('3.50');
    await purchase.getByText('Total: R$ 17,50').waitFor();
    await purchase.getByRole('button', { name: 'Salvar Compra' }).click();
    await page.getByText('Compra registrada!').waitFor();
    await page.getByText('Pendente', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Receber/ }).click();
    await page.getByText('Compra recebida!').waitFor();
    await page.getByText('Recebida', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Receber/ }).count()).toBe(0);

    await stockTabs.getByRole('tab', { name: 'Estoque' }).click();
    await waitForStock(page, '5');
    await expect(itemRow(page).getByText('R$ 3,50').count()).resolves.toBe(1);
    expect(await publicMenuShowsSoldOut(restaurant.id)).toBe(false);
    await panelTabs.getByRole('tab', { name: 'Estoque', exact: true }).waitFor();

    // Cancelling an order already being prepared puts its units back.
    const cancelled = await placeOrder(restaurant.id, item.id, 1);
    await page.getByRole('tab', { name: 'Delivery/Retirada' }).click();
    const order = page.getByRole('article', { name: `Pedido #${cancelled}` });
    await order.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await order.getByRole('button', { name: 'Preparar', exact: true }).click();
    await page.locator('article[data-status="preparing"]', { hasText: `Pedido #${cancelled}` }).waitFor();
    await order.getByRole('button', { name: 'Cancelar', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Cancelar pedido #${cancelled}?` });
    await confirm.getByLabel('Motivo do cancelamento (opcional)').fill('Cliente desistiu');
    await confirm.getByRole('button', { name: 'Cancelar pedido' }).click();
    await confirm.waitFor({ state: 'detached' });
    await panelTabs.getByRole('tab', { name: 'Estoque', exact: true }).click();
    await waitForStock(page, '5');
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
