/**
 * Amounts that overflow `numeric(10,2)` (R$ 99.999.999,99) answered 500, and the error's log line
 * held every query parameter: the diner's phone and name. Every field of an order was within its
 * own limit: 100 lines × 99 × R$ 99.999,99 is what overflows, so the bound is on the computed
 * amounts, answered as a Portuguese 400. A signed Rappi webhook with huge amounts (Rappi's order
 * model: order_detail.items[].price, total_order) is out of its schema's bounds: acknowledged, so
 * Rappi does not retry it for ever, and stored nowhere (issue 32, item 15). And a database error, whatever it is,
 * is logged with its code and statement, never its parameter values.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRappi } from '../../src/server/integrations/webhook-signature';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';
import { captureLogs } from '../harness/log-capture';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let itemId: string;
let rappiUrl: string;
const RAPPI_SECRET = 'segredo-rappi-de-teste';

beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: 'info' });
  owner = await registerOwner(ctx.app);
  const id = owner.restaurant.id;
  const item = await ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${id}/menu`,
    headers: { cookie: owner.cookie },
    payload: { name: 'Banquete', price: '99999.99', category: 'Festas' },
  });
  expect(item.statusCode, item.body).toBe(201);
  itemId = item.json().id;
  const integration = await ctx.app.inject({
    method: 'POST',
    url: `/api/restaurants/${id}/integrations`,
    headers: { cookie: owner.cookie },
    payload: { platform: 'rappi', credentials: { apiKey: 'rappi-client', secretKey: RAPPI_SECRET } },
  });
  expect(integration.statusCode, integration.body).toBe(201);
  rappiUrl = new URL(integration.json().receiveUrl).pathname;
}, 120_000);
afterAll(() => ctx?.close());

const order = (overrides: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      restaurantId: owner.restaurant.id,
      customerName: 'Cliente Grande',
      customerPhone: '11977776666',
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: Array.from({ length: 100 }, () => ({ menuItemId: itemId, quantity: 99 })),
      ...overrides,
    },
  });

describe('amounts that cannot be stored', () => {
  it('an order of 100 lines × 99 × R$ 99.999,99 is a Portuguese 400', async () => {
    const response = await order({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/ultrapassa o limite de R\$ 99\.999\.999,99/);
  });

  it('a signed Rappi webhook with huge amounts is acknowledged and stored nowhere', async () => {
    const body = JSON.stringify({
      order_detail: {
        order_id: 555001,
        delivery_method: 'delivery',
        total_order: 9_999_999_999_999,
        items: [{ sku: 'X', name: 'Caro', quantity: 99, price: 99_999_999_999, subitems: [] }],
        delivery_information: { complete_address: 'Rua Alta, 1' },
      },
      customer: { first_name: 'Rita', last_name: 'Souza', phone_number: '5511955554444' },
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: rappiUrl,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'rappi-signature': signRappi(RAPPI_SECRET, body, Math.floor(Date.now() / 1000)),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: false });
    const stored = (await ctx.app.db.execute(
      sql`select count(*)::int as n from orders where external_order_id = '555001'`,
    )) as unknown as { rows: { n: number }[] };
    expect(stored.rows[0]).toEqual({ n: 0 });
  });
});

describe('a database error in the logs', () => {
  it('carries its code and statement, never the diner’s phone or name', async () => {
    // A rule the database enforces and the app does not know: the insert fails inside PostgreSQL.
    await ctx.app.db.execute(
      sql.raw(
        `ALTER TABLE orders ADD CONSTRAINT trust_forced_failure CHECK (customer_name <> 'Zuleica Prado')`,
      ),
    );
    const capture = captureLogs();
    let status: number;
    try {
      status = (
        await order({
          customerName: 'Zuleica Prado',
          customerPhone: '(21) 98123-4567',
          items: [{ menuItemId: itemId, quantity: 1 }],
        })
      ).statusCode;
    } finally {
      // pino writes a moment after the answer.
      await new Promise((resolve) => setTimeout(resolve, 300));
      capture.restore();
      await ctx.app.db.execute(sql.raw('ALTER TABLE orders DROP CONSTRAINT trust_forced_failure'));
    }
    expect(status).toBe(500);
    const text = capture.lines.join('');
    expect(text).toContain('"code":"23514"');
    expect(text).toMatch(/"statement":"(insert|with)/i);
    for (const secret of ['Zuleica', 'Prado', '21981234567', '981234567', '98123-4567'])
      expect(text).not.toContain(secret);
  });
});
