import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { confirmRecipients, markEmailVerified } from '../../../../test/harness/report-recipients';
import { fileSlug } from '../../../domain/reports/report-file-name';
import { seedMay2024 } from './report-fixtures.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

describe('report templates', () => {
  it('are created, listed, run, exported, edited and deleted', async () => {
    const { restaurant, cookie } = await registerOwner(ctx.app);
    await seedMay2024(ctx.app.db, restaurant.id);
    const created = await call('POST', `/api/restaurants/${restaurant.id}/report-templates`, cookie, {
      name: 'Top 2 por receita',
      description: 'Os campeões',
      reportType: 'products',
      filters: { period: 'lastMonth', sortBy: 'revenue', limit: 2 },
      columns: ['name', 'revenue'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({ name: 'Top 2 por receita', reportType: 'products', isDefault: false });

    const list = (await call('GET', `/api/restaurants/${restaurant.id}/report-templates`, cookie)).json();
    expect(list.templates.map((t: { id: string }) => t.id)).toEqual([template.id]);

    const run = await call(
      'GET',
      `/api/report-templates/${template.id}/report?from=2024-05-01&to=2024-05-31`,
      cookie,
    );
    expect(run.statusCode).toBe(200);
    expect(run.json().columns.map((c: { key: string }) => c.key)).toEqual(['name', 'revenue']);
    expect(run.json().rows).toEqual([
      { name: 'Pizza', quantity: 3, sales: '150.00', revenue: '150.00', share: 60 },
      { name: 'Suco', quantity: 6, sales: '60.00', revenue: '50.00', share: 24 },
    ]);

    const file = await call(
      'GET',
      `/api/report-templates/${template.id}/export?format=csv&from=2024-05-01&to=2024-05-31`,
      cookie,
    );
    expect(file.headers['content-disposition']).toContain(
      `relatorio-top-2-por-receita-${fileSlug(restaurant.name)}-2024-05-01-a-2024-05-31.csv`,
    );

    const edited = await call('PUT', `/api/report-templates/${template.id}`, cookie, {
      name: 'Vendas por dia',
      reportType: 'sales',
      filters: { period: 'last7' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Vendas por dia', reportType: 'sales', columns: [] });

    expect((await call('DELETE', `/api/report-templates/${template.id}`, cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/report-templates/${template.id}/report`, cookie)).statusCode).toBe(404);
  });

  it('validates in Portuguese and stays with its owner', async () => {
    const { restaurant, cookie } = await registerOwner(ctx.app);
    const other = await registerOwner(ctx.app);
    const bad = await call('POST', `/api/restaurants/${restaurant.id}/report-templates`, cookie, {
      name: '',
      reportType: 'sales',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.name).toBe('Informe o nome do modelo');
    const template = (
      await call('POST', `/api/restaurants/${restaurant.id}/report-templates`, cookie, {
        name: 'Vendas',
        reportType: 'sales',
      })
    ).json();
    for (const [method, url] of [
      ['GET', `/api/report-templates/${template.id}/report`],
      ['DELETE', `/api/report-templates/${template.id}`],
    ] as const) {
      expect((await call(method, url, other.cookie)).statusCode).toBe(403);
    }
  });
});

describe('scheduled reports', () => {
  it('are created with nextRun, edited, listed and deleted; recipients are validated', async () => {
    const { restaurant, cookie } = await registerOwner(ctx.app);
    await markEmailVerified(ctx.app, restaurant.id);
    const template = (
      await call('POST', `/api/restaurants/${restaurant.id}/report-templates`, cookie, {
        name: 'Vendas',
        reportType: 'sales',
      })
    ).json();
    const url = `/api/restaurants/${restaurant.id}/scheduled-reports`;
    const tooMany = await call('POST', url, cookie, {
      templateId: template.id,
      name: 'Semanal',
      frequency: 'weekly',
      emailTo: ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com', 'f@x.com'],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.emailTo).toBe('No máximo 5 destinatários');
    const invalid = await call('POST', url, cookie, {
      templateId: template.id,
      name: 'S',
      frequency: 'weekly',
      emailTo: ['x'],
    });
    expect(invalid.statusCode).toBe(400);

    const created = await call('POST', url, cookie, {
      templateId: template.id,
      name: 'Vendas da semana',
      frequency: 'weekly',
      emailTo: ['Dono@Exemplo.com.br'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json();
    expect(schedule).toMatchObject({
      emailTo: ['dono@exemplo.com.br'],
      isActive: true,
      lastRun: null,
      templateName: 'Vendas',
    });
    // Weekly schedules send on Mondays at 07:00 in São Paulo (10:00 UTC).
    expect(new Date(schedule.nextRun).getUTCDay()).toBe(1);
    expect(schedule.nextRun).toMatch(/T10:00:00\.000Z$/);

    const edited = await call('PUT', `/api/scheduled-reports/${schedule.id}`, cookie, {
      templateId: template.id,
      name: 'Vendas do mês',
      frequency: 'monthly',
      emailTo: ['dono@exemplo.com.br', 'socio@exemplo.com.br'],
      isActive: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ frequency: 'monthly', isActive: false });
    expect(new Date(edited.json().nextRun).getUTCDate()).toBe(1);

    const paused = await call('POST', `/api/scheduled-reports/${schedule.id}/send-now`, cookie);
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error).toBe('Ative o agendamento para enviar');
    await call('PUT', `/api/scheduled-reports/${schedule.id}`, cookie, { ...edited.json(), isActive: true });
    // Nobody confirmed yet: nothing to send. Each address confirms through the link mailed to it.
    const unconfirmed = await call('POST', `/api/scheduled-reports/${schedule.id}/send-now`, cookie);
    expect(unconfirmed.statusCode).toBe(409);
    await confirmRecipients(ctx.app, ctx.dataDir, ['dono@exemplo.com.br', 'socio@exemplo.com.br']);
    const before = Date.now();
    const due = await call('POST', `/api/scheduled-reports/${schedule.id}/send-now`, cookie);
    expect(due.statusCode).toBe(200);
    expect(Date.parse(due.json().nextRun)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(due.json().nextRun)).toBeLessThanOrEqual(Date.now());

    const list = (await call('GET', url, cookie)).json();
    expect(list.schedules).toHaveLength(1);
    expect((await call('DELETE', `/api/scheduled-reports/${schedule.id}`, cookie)).statusCode).toBe(204);
  });

  it("refuses another restaurant's template and another owner's schedule", async () => {
    const mine = await registerOwner(ctx.app);
    const theirs = await registerOwner(ctx.app);
    const foreign = (
      await call('POST', `/api/restaurants/${theirs.restaurant.id}/report-templates`, theirs.cookie, {
        name: 'Deles',
        reportType: 'sales',
      })
    ).json();
    const response = await call(
      'POST',
      `/api/restaurants/${mine.restaurant.id}/scheduled-reports`,
      mine.cookie,
      {
        templateId: foreign.id,
        name: 'Roubado',
        frequency: 'daily',
        emailTo: ['a@x.com'],
      },
    );
    expect(response.statusCode).toBe(400);
    const schedule = (
      await call('POST', `/api/restaurants/${theirs.restaurant.id}/scheduled-reports`, theirs.cookie, {
        templateId: foreign.id,
        name: 'Diário',
        frequency: 'daily',
        emailTo: ['a@x.com'],
      })
    ).json();
    expect((await call('DELETE', `/api/scheduled-reports/${schedule.id}`, mine.cookie)).statusCode).toBe(403);
  });
});
