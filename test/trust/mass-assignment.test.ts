/**
 * Mass assignment (OWASP API3): every public and owner write route gets a valid body plus fields a
 * client must never set — restaurantId (another tenant's), status, plan, trialEndsAt, price,
 * points, id — with recognisable hostile values. Each is refused (400) or provably ignored: no row
 * anywhere holds a hostile value, the owner's plan is untouched, no order skipped 'pending', and
 * the other tenant's rows are byte-for-byte the same afterwards.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../harness/app';
import { rows, tenantChecksum } from './db-dump';
import { fillUrl, seedTenant, type Tenant } from './tenant';
import { createTrustApp } from './trust-app';
import { routeKey, VALID_BODIES, WRITE_METHODS } from './valid-bodies';

const HOSTILE = {
  status: 'delivered',
  plan: 'plano-hostil',
  trialEndsAt: '2099-12-31T00:00:00.000Z',
  price: '13.37',
  points: 987_654,
  id: 'id-hostil-4242',
};
/** What a stored hostile value looks like in a row's text. */
const MARKERS = ['plano-hostil', '2099-12-31', '13.37', '987654', 'id-hostil-4242'];

let ctx: TestContext;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => {
  ctx = await createTrustApp();
  owner = await seedTenant(ctx.app, 'massa');
  other = await seedTenant(ctx.app, 'vitima');
}, 120_000);
afterAll(() => ctx?.close());

const writeRoutes = () =>
  ctx.app
    .routeInventory()
    .filter((route) => WRITE_METHODS.has(route.method) && ['owner', 'public'].includes(route.access ?? ''));

/** Rows of any table whose text holds a hostile value. */
async function rowsWithMarkers(): Promise<string[]> {
  const tables = await rows<{ table_name: string }>(
    ctx.app,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const hits = await rows<{ row: string }>(
      ctx.app,
      sql`SELECT t::text AS row FROM ${sql.identifier(table_name)} t
          WHERE t::text LIKE ANY (${`{${MARKERS.map((m) => `%${m}%`).join(',')}}`}::text[])`,
    );
    found.push(...hits.map((hit) => `${table_name}: ${hit.row.slice(0, 160)}`));
  }
  return found;
}

async function ownerState() {
  const [restaurant] = await rows(
    ctx.app,
    sql`SELECT plan, trial_ends_at, paid_until FROM restaurants WHERE id = ${owner.restaurantId}`,
  );
  const [orders] = await rows(
    ctx.app,
    sql`SELECT count(*) FILTER (WHERE status <> 'pending')::int AS advanced, count(*)::int AS total
        FROM orders WHERE restaurant_id = ${owner.restaurantId}`,
  );
  return { restaurant, orders };
}

describe('mass assignment', () => {
  it('has a valid body for every write route', () => {
    const missing = writeRoutes()
      .map(routeKey)
      .filter((key) => !(key in VALID_BODIES));
    expect(missing, 'add these routes to test/trust/valid-bodies.ts').toEqual([]);
  });

  it('refuses or ignores restaurantId, status, plan, trialEndsAt, price, points and id on every write', async () => {
    const otherBefore = await tenantChecksum(ctx.app, other.restaurantId);
    const failures: string[] = [];
    const outcomes = { refused: 0, ignored: 0, multipart: 0 };
    const refusals: string[] = [];
    for (const route of writeRoutes()) {
      const params = { ...owner.params };
      const body = VALID_BODIES[routeKey(route)]!(params);
      if (body === 'multipart') {
        outcomes.multipart += 1; // uploads.test.ts sends hostile files and fields to these
        continue;
      }
      const extras = { ...HOSTILE, restaurantId: other.restaurantId };
      const payload = { ...extras, ...(body ?? {}) };
      const before = await ownerState();
      const storedBefore = new Set(await rowsWithMarkers());
      const response = await ctx.app.inject({
        method: route.method as 'POST',
        url: fillUrl(route.url, params),
        headers: route.access === 'owner' ? { cookie: owner.cookie } : {},
        payload,
      });
      const label = `${route.method} ${route.url} -> ${response.statusCode}`;
      if (response.statusCode >= 500) failures.push(`${label}: ${response.body.slice(0, 200)}`);
      else if (response.statusCode >= 400) {
        outcomes.refused += 1;
        refusals.push(`${label} ${response.json().error}`);
      } else outcomes.ignored += 1;
      const echoed = MARKERS.filter((marker) => response.body.includes(marker));
      if (echoed.length) failures.push(`${label} answered with ${echoed.join(', ')}`);
      const stored = (await rowsWithMarkers()).filter((row) => !storedBefore.has(row));
      if (stored.length) failures.push(`${label} stored ${stored.join(' / ')}`);
      const after = await ownerState();
      const paysThePlan = route.url.includes('test-checkout');
      if (!paysThePlan && JSON.stringify(after.restaurant) !== JSON.stringify(before.restaurant))
        failures.push(`${label} changed the plan: ${JSON.stringify(after.restaurant)}`);
      const movesOrders = route.url.endsWith('/status');
      if (!movesOrders && after.orders?.advanced !== before.orders?.advanced)
        failures.push(`${label} created an order that is not pending`);
      // The next routes act on the new (pending) counter order, so the status change is a real one.
      if (route.url.endsWith('/:id/orders') && response.statusCode === 201)
        owner.params.orderId = response.json().id;
      if (route.url.endsWith('/:id/password') && response.statusCode === 200)
        owner.params.password = owner.params.newPassword!;
    }
    expect(failures).toEqual([]);
    expect(await tenantChecksum(ctx.app, other.restaurantId)).toEqual(otherBefore);
    console.info(
      `[trust] mass assignment: ${writeRoutes().length} write routes, ${outcomes.refused} refused (4xx), ` +
        `${outcomes.ignored} accepted with the extra fields ignored, ${outcomes.multipart} multipart (see uploads)\n  refused: ${refusals.join('\n  refused: ')}`,
    );
  }, 90_000); // every write route with a table scan before and after: ~25 s on 2 busy cores
});
