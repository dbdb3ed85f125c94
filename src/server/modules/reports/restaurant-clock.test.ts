/**
 * A restaurant in Cuiabá (MT, UTC−4) or Rio Branco (AC, UTC−5) lives by its own clock, not
 * Brasília's (issue 20 item 16, decision 0014): at 23:30 local its 'Hoje' is still the local day, a
 * daily report e-mail goes out at 07:00 local, and a birthday bonus follows the local month.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { customerLoyalty, loyaltyTransactions, orders } from '../../db/schema';
import { placeDinerOrder } from '../loyalty/loyalty.test-helpers';
import { applyOrderLoyalty } from '../loyalty/order-loyalty';
import { createItem } from '../orders/order-placement.fixtures';
import { createReportCentreService } from './report-centre.service';

let ctx: TestContext;
let cuiaba: Awaited<ReturnType<typeof registerOwner>>;
let rioBranco: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  cuiaba = await registerOwner(ctx.app, { city: 'Cuiabá', state: 'MT' });
  rioBranco = await registerOwner(ctx.app, { city: 'Rio Branco', state: 'AC' });
});
afterAll(() => ctx.close());

describe("'Hoje' in the report centre", () => {
  it('is 13/05/2024 at 23:30 of 13/05 in Cuiabá (00:30 of the 14th in Brasília)', async () => {
    const report = await createReportCentreService(ctx.app.db).generate(
      cuiaba.restaurant.id,
      'sales',
      { filters: { period: 'today' } },
      new Date('2024-05-14T03:30:00Z'),
    );
    expect(report.period.label).toBe('13/05/2024');
    expect(report.rows.map((row) => row.date)).toEqual(['13/05/2024']);
  });

  it('is 13/05/2024 at 23:30 of 13/05 in Rio Branco (01:30 of the 14th in Brasília)', async () => {
    const report = await createReportCentreService(ctx.app.db).generate(
      rioBranco.restaurant.id,
      'sales',
      { filters: { period: 'today' } },
      new Date('2024-05-14T04:30:00Z'),
    );
    expect(report.period.label).toBe('13/05/2024');
  });
});

describe('a daily scheduled report', () => {
  async function dailySchedule(owner: typeof cuiaba) {
    const headers = { cookie: owner.cookie };
    const base = `/api/restaurants/${owner.restaurant.id}`;
    const template = (
      await ctx.app.inject({
        method: 'POST',
        url: `${base}/report-templates`,
        headers,
        payload: { name: 'Vendas', reportType: 'sales' },
      })
    ).json();
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${base}/scheduled-reports`,
      headers,
      payload: {
        templateId: template.id,
        name: 'Diário',
        frequency: 'daily',
        emailTo: ['dono@exemplo.com.br'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { nextRun: string };
  }
  const localHour = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

  it('is sent at 07:00 Cuiabá time', async () => {
    const { nextRun } = await dailySchedule(cuiaba);
    expect(localHour(nextRun, 'America/Cuiaba')).toBe('07:00');
  });

  it('is sent at 07:00 Rio Branco time', async () => {
    const { nextRun } = await dailySchedule(rioBranco);
    expect(localHour(nextRun, 'America/Rio_Branco')).toBe('07:00');
  });
});

describe('the birthday bonus', () => {
  it('is given for a May birthday on an order delivered at 23:30 of 31/05 in Cuiabá', async () => {
    const restaurantId = cuiaba.restaurant.id;
    const settings = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurantId}/loyalty`,
      headers: { cookie: cuiaba.cookie },
      payload: {
        pointsPerReal: '1',
        pointsForRedemption: 10,
        discountValue: '5.00',
        bonusPointsPerOrder: 0,
        birthdayBonus: 80,
      },
    });
    expect(settings.statusCode, settings.body).toBeLessThan(300);
    const itemId = (await createItem(ctx.database.db, restaurantId, { price: '40.00' })).id;
    const phone = '5565999990001';
    const placed = await placeDinerOrder(ctx.app, { restaurantId, itemId, phone });
    expect(placed.statusCode, placed.body).toBe(201);
    await ctx.database.db
      .insert(customerLoyalty)
      .values({ restaurantId, customerPhone: phone, birthDate: '1990-05-20', referralCode: 'ANIV0531' })
      .onConflictDoUpdate({
        target: [customerLoyalty.restaurantId, customerLoyalty.customerPhone],
        set: { birthDate: '1990-05-20' },
      });
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, placed.json().id));
    await ctx.database.db.transaction((tx) =>
      applyOrderLoyalty(tx, order!, 'deliver', new Date('2024-06-01T03:30:00Z')),
    );
    const bonus = await ctx.database.db
      .select()
      .from(loyaltyTransactions)
      .where(and(eq(loyaltyTransactions.orderId, order!.id), eq(loyaltyTransactions.type, 'birthday')));
    expect(bonus.map((row) => row.points)).toEqual([80]);
  });
});
