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
let owners = 0;
const dinerPhone = `55119${String(Date.now()).slice(-8)}`;

/** An owner registered through the API in the panel's own browser context (the cookie is shared). */
async function registerOwner(context: BrowserContext) {
  owners += 1;
  const name = `Pizzaria Painel ${unique}-${owners}`;
  const { restaurantId } = await registerRestaurant(context.request, {
    name,
    description: 'Pizzas no forno a lenha.',
    whatsapp: '5511988887777',
    address: 'Rua Augusta, 500 - São Paulo - SP',
    emailPrefix: 'painel',
  });
  const restaurant = { id: restaurantId, name };
  const item = await context.request.post(`/api/restaurants/${restaurant.id}/menu`, {
    data: { name: 'Pizza Calabresa', description: 'Calabresa e cebola.', price: '49.90', category: 'Pizzas' },
  });
  expect(item.status()).toBe(201);
  return { restaurant, menuItem: (await item.json()) as { id: string } };
}

/** Clicks an action on the order's card and waits for the card to reach the next status. */
async function act(page: Page, orderNumber: string, action: string, status: string) {
  const card = page.getByRole('article', { name: `Pedido #${orderNumber}` });
  await card.getByRole('button', { name: action, exact: true }).click();
  await page.locator(`article[data-status="${status}"]`, { hasText: `Pedido #${orderNumber}` }).waitFor();
}

describe('the orders panel in real time', () => {
  it('receives a diner order live, rings, walks it to delivered with tracking following, prints, and takes a counter order', async () => {
    const owner = await openPage(browser);
    const { restaurant, menuItem } = await registerOwner(owner.context);
    // The print dialog would block a headless page: record the calls instead.
    await owner.context.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await owner.page.goto(`/admin/${restaurant.id}?tab=orders`);
    await owner.page.getByRole('heading', { name: 'Delivery/Retirada' }).waitFor();
    await owner.page.getByText('Nenhum pedido ativo no momento.').waitFor();
    await owner.page.getByText('Tempo real').first().waitFor();

    // A diner, in a second browser context, sends an order.
    const diner = await openPage(browser);
    const posted = await diner.context.request.post('/api/orders', {
      headers: { 'Idempotency-Key': `e2e-${unique}-order` },
      data: {
        restaurantId: restaurant.id,
        customerName: 'Maria Cliente',
        customerPhone: dinerPhone,
        deliveryType: 'delivery',
        deliveryAddress: 'Rua das Flores, 10 - Centro',
        items: [{ menuItemId: menuItem.id, quantity: 2, notes: 'bem assada' }],
        total: '99.80',
        paymentMethod: 'cash',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const postedAt = Date.now();
    const order = (await posted.json()) as { id: string };
    const orderNumber = order.id.slice(-6).toUpperCase();

    // It appears without a reload within 2 s, and the ring is on.
    const card = owner.page.getByRole('article', { name: `Pedido #${orderNumber}` });
    await card.waitFor({ timeout: 2000 });
    expect(Date.now() - postedAt).toBeLessThan(2000);
    const alert = owner.page.getByRole('alert').filter({ hasText: 'Novo pedido!' });
    await alert.waitFor();
    expect(await alert.getAttribute('data-ringing')).toBe('true');
    await card.getByText('Maria Cliente').waitFor();
    await card.getByText('Obs.: bem assada').waitFor();
    await card.getByText('Total R$ 99,80').waitFor();
    expect(await owner.page.title()).toMatch(/^\(1\) /);

    // The diner follows the order on the tracking page.
    await diner.page.goto('/rastrear-pedido');
    await diner.page.getByLabel('Telefone').fill(dinerPhone);
    await diner.page.getByRole('button', { name: 'Buscar Pedidos' }).click();
    await diner.page.getByText(`#${orderNumber}`).first().waitFor();
    await diner.page.getByText('Aguardando confirmação').first().waitFor();

    const steps = [
      ['Confirmar', 'confirmed', 'Pedido confirmado'],
      ['Preparar', 'preparing', 'Preparando seu pedido'],
      ['Pronto', 'ready', 'Pedido pronto'],
      ['Saiu para entrega', 'out_for_delivery', 'Saiu para entrega'],
    ] as const;
    for (const [action, status, label] of steps) {
      await act(owner.page, orderNumber, action, status);
      await owner.page.getByText('Status atualizado!').first().waitFor();
      await diner.page.getByText(label).first().waitFor();
      if (status === 'confirmed') await alert.waitFor({ state: 'detached' });
    }

    // Print preview: the ticket is the only thing on the printed page.
    await card.getByRole('button', { name: `Imprimir comanda do pedido #${orderNumber}` }).click();
    await owner.page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
    await owner.page.emulateMedia({ media: 'print' });
    const ticket = owner.page.getByRole('article', { name: `Comanda do pedido #${orderNumber}` });
    await ticket.waitFor({ state: 'visible' });
    expect(await ticket.textContent()).toContain(restaurant.name);
    expect(await ticket.textContent()).toContain('2x Pizza Calabresa');
    expect(await ticket.textContent()).toContain('Rua das Flores, 10 - Centro');
    expect(await owner.page.getByRole('heading', { name: 'Painel Administrativo' }).isVisible()).toBe(false);
    await owner.page.emulateMedia({ media: 'screen' });
    expect(await ticket.isVisible()).toBe(false);

    await card.getByRole('button', { name: 'Entregue', exact: true }).click();
    await card.waitFor({ state: 'detached' });
    await diner.page.getByText('Pedido entregue').first().waitFor();
    await owner.page.getByRole('button', { name: 'Finalizados hoje' }).click();
    await owner.page.getByRole('article', { name: `Pedido #${orderNumber}` }).waitFor();
    await owner.page.getByRole('button', { name: 'Ativos' }).click();

    // A counter order, from the same menu and the server's prices.
    await owner.page.getByRole('button', { name: 'Novo pedido' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Novo pedido' });
    await dialog.getByLabel('Item', { exact: true }).selectOption({ label: 'Pizza Calabresa — R$ 49,90' });
    await dialog.getByLabel('Quantidade').fill('3');
    await dialog.getByRole('button', { name: 'Adicionar item' }).click();
    await dialog.getByText('Subtotal R$ 149,70').waitFor();
    await dialog.getByLabel('Nome do cliente').fill('João do Balcão');
    await dialog.getByLabel('Telefone').fill('(11) 97777-1234');
    await dialog.getByLabel('Retirada').check();
    await dialog.getByRole('button', { name: 'Registrar pedido' }).click();
    await owner.page.getByText('Pedido registrado!').waitFor();
    const counterCard = owner.page.getByRole('article').filter({ hasText: 'João do Balcão' });
    await counterCard.getByText('Total R$ 149,70').waitFor();
    await counterCard.getByText('Retirada').first().waitFor();

    expect(owner.errors).toEqual([]);
    expect(diner.errors).toEqual([]);
    await owner.context.close();
    await diner.context.close();
  });

  it('shows the dashboard with the day’s real figures', async () => {
    const owner = await openPage(browser);
    const { restaurant, menuItem } = await registerOwner(owner.context);
    const created = await owner.context.request.post(`/api/restaurants/${restaurant.id}/orders`, {
      data: {
        customerName: 'Cliente Dashboard',
        customerPhone: '11966665555',
        deliveryType: 'pickup',
        items: [{ menuItemId: menuItem.id, quantity: 2 }],
      },
    });
    expect(created.status()).toBe(201);
    await owner.page.goto(`/admin/${restaurant.id}`);
    const sales = owner.page
      .getByRole('article')
      .filter({ has: owner.page.getByRole('heading', { name: 'Vendas hoje' }) });
    await sales.getByText('R$ 99,80').waitFor();
    await owner.page
      .getByRole('region', { name: 'Mais vendidos do mês' })
      .getByText('Pizza Calabresa')
      .waitFor();
    await owner.page.getByRole('button', { name: 'Últimos 30 dias' }).click();
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
