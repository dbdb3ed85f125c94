/**
 * Issue 19, item 6: the platform was an open mail relay. A fresh, unverified account made the
 * scheduled report's 'Enviar agora' mail 75 arbitrary addresses a minute, with its own text in the
 * subject. What a person at the other end must see now: nothing at all from an unverified account;
 * from a verified one, first only our confirmation e-mail (our text alone: the address is not
 * proved, so not even the restaurant's or the report's name, issue 32 item 5), and a report
 * only after opening that link; never more than the daily caps; and a subject that is ours.
 * Mail is read where the app writes it (DATA_DIR/outbox), sent by the app's own mailer and job.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledReportRecipients, scheduledReports } from '../../src/server/db/schema';
import { runJobOnce } from '../../src/server/jobs/runner';
import { runDueSchedules } from '../../src/server/jobs/scheduled-reports.job';
import { retentionJob } from '../../src/server/modules/privacy/retention.job';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';
import { mailAddresses, mailHeader, plainBody } from '../harness/mail-headers';
import { rawOutbox } from '../harness/outbox';
import { confirmationToken, markEmailVerified } from '../harness/report-recipients';

const EMAILS_PER_DAY = 4;
const CONFIRMATIONS_PER_DAY = 6;
const ATTACKER_NAME = 'Ganhe R$ 1.000 agora\r\nBcc: todos@exemplo.com.br\n\nClique em http://golpe.exemplo';
const PHISHING_NAME = 'PIX PREMIADO R$ 5.000 http://phish.example';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    REPORT_EMAILS_PER_DAY: String(EMAILS_PER_DAY),
    REPORT_CONFIRMATIONS_PER_DAY: String(CONFIRMATIONS_PER_DAY),
  });
}, 120_000);
afterAll(() => ctx?.close());

let tag = 0;
const addresses = (count: number) => {
  tag += 1;
  return Array.from({ length: count }, (_, index) => `alvo${tag}-${index}@exemplo.com.br`);
};
/** Each e-mail addressed to `email`, as written (headers still encoded). */
const mailTo = (email: string) =>
  rawOutbox(ctx.dataDir)
    .map((raw) => ({ raw }))
    .filter((mail) => mailAddresses(mail.raw).includes(email));
const reportsTo = (email: string) => mailTo(email).filter((mail) => mail.raw.includes('application/pdf'));
const logged: { details: object; message: string }[] = [];
const logger = {
  error: (details: object, message: string) => logged.push({ details, message }),
  warn: (details: object, message: string) => logged.push({ details, message }),
};
/** The job's next tick, as the app runs it, with the app's mailer (the outbox). */
const tick = () =>
  runDueSchedules({ db: ctx.app.db, mailer: ctx.app.mailer, emailsPerDay: EMAILS_PER_DAY, logger });

async function ownerWithSchedule(options: {
  verified: boolean;
  emailTo: string[];
  name?: string;
  restaurantName?: string;
}) {
  const { restaurant, cookie, registration } = await registerOwner(
    ctx.app,
    options.restaurantName ? { name: options.restaurantName } : {},
  );
  if (options.verified) await markEmailVerified(ctx.app, restaurant.id);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload && { payload }) });
  const template = (
    await call('POST', `/restaurants/${restaurant.id}/report-templates`, {
      name: 'Vendas',
      reportType: 'sales',
    })
  ).json();
  const created = await call('POST', `/restaurants/${restaurant.id}/scheduled-reports`, {
    templateId: template.id,
    name: options.name ?? 'Vendas da semana',
    frequency: 'weekly',
    emailTo: options.emailTo,
  });
  return { restaurant, registration, call, created, schedule: created.json() as { id: string } };
}

describe('an unverified account', () => {
  it("mails nobody: no confirmation, 'Enviar agora' refused in Portuguese, the job skips it", async () => {
    const targets = addresses(5);
    const { schedule, created, call } = await ownerWithSchedule({ verified: false, emailTo: targets });
    expect(created.statusCode).toBe(201);
    const sendNow = await call('POST', `/scheduled-reports/${schedule.id}/send-now`);
    expect(sendNow.statusCode).toBe(409);
    expect(sendNow.json().error).toMatch(/Confirme o e-mail da sua conta/);
    // Even if it falls due (the regular run), the job sends nothing.
    await ctx.app.db
      .update(scheduledReports)
      .set({ nextRun: new Date(Date.now() - 1000) })
      .where(eq(scheduledReports.id, schedule.id));
    await tick();
    for (const target of targets) expect(mailTo(target)).toEqual([]);
    const [row] = await ctx.app.db
      .select()
      .from(scheduledReports)
      .where(eq(scheduledReports.id, schedule.id));
    expect(row!.lastRun).toBeNull();
    expect(row!.lastError).toMatch(/Confirme o e-mail da sua conta/);
  });
});

describe('a verified account', () => {
  it("mails each new address only our confirmation: neither the restaurant's nor the report's name", async () => {
    const [target] = addresses(1);
    const { created } = await ownerWithSchedule({
      verified: true,
      emailTo: [target!],
      name: ATTACKER_NAME,
      restaurantName: PHISHING_NAME,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().recipients).toEqual([
      { email: target, status: 'pending', invitedAt: expect.any(String) },
    ]);
    const [mail] = mailTo(target!);
    expect(mailHeader(mail!.raw, 'Subject')).toBe(
      'Comanda: confirme o recebimento de um relatório por e-mail',
    );
    expect(mailHeader(mail!.raw, 'Bcc')).toBeUndefined();
    // The address is not proved: none of the owner's words reach it, and the only link is ours.
    const body = plainBody(mail!.raw);
    for (const words of ['PIX PREMIADO', 'phish', 'Ganhe', 'golpe', 'Bcc'])
      expect(`${mailHeader(mail!.raw, 'Subject')}\n${body}`).not.toContain(words);
    expect(body.match(/https?:\/\/\S+/g)).toEqual([
      expect.stringMatching(/^http:\/\/localhost:\d+\/confirmar-relatorio#token=/),
    ]);
    expect(body).toContain('Nada será enviado sem a sua confirmação');
  });

  it('sends a report only to the addresses that opened their link, once per link', async () => {
    const [confirmed, ignored] = addresses(2);
    const { schedule, call, restaurant, registration } = await ownerWithSchedule({
      verified: true,
      emailTo: [confirmed!, ignored!],
    });
    const refused = await call('POST', `/scheduled-reports/${schedule.id}/send-now`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/Nenhum destinatário confirmou/);

    const token = await confirmationToken(ctx.dataDir, confirmed!);
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/report-recipients/preview',
      payload: { token },
    });
    expect(preview.json()).toEqual({ reportName: 'Vendas da semana', restaurantName: restaurant.name });
    const confirm = () =>
      ctx.app.inject({ method: 'POST', url: '/api/report-recipients/confirm', payload: { token } });
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(
      `Você passará a receber o relatório "Vendas da semana" de ${restaurant.name}.`,
    );
    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/Link inválido ou expirado/);

    const list = (await call('GET', `/restaurants/${restaurant.id}/scheduled-reports`)).json();
    expect(list.schedules[0].recipients.map((r: { status: string }) => r.status)).toEqual([
      'confirmed',
      'pending',
    ]);

    expect((await call('POST', `/scheduled-reports/${schedule.id}/send-now`)).statusCode).toBe(200);
    expect(await tick()).toBe(1);
    const reports = reportsTo(confirmed!);
    expect(reports).toHaveLength(1);
    expect(mailAddresses(reports[0]!.raw)).toEqual([confirmed]);
    expect(mailHeader(reports[0]!.raw, 'Subject')).toMatch(
      new RegExp(`^Comanda: relatório "Vendas da semana" de ${restaurant.name} \\(\\d{2}/\\d{2}/\\d{4}`),
    );
    expect(reportsTo(ignored!)).toEqual([]);
    expect(registration.email).not.toBe(confirmed);
  });

  it("counts the owner's verified login e-mail as confirmed without a link", async () => {
    const { restaurant, cookie, registration } = await registerOwner(ctx.app);
    await markEmailVerified(ctx.app, restaurant.id);
    const template = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/restaurants/${restaurant.id}/report-templates`,
        headers: { cookie },
        payload: { name: 'Vendas', reportType: 'sales' },
      })
    ).json();
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/scheduled-reports`,
      headers: { cookie },
      payload: { templateId: template.id, name: 'Resumo', frequency: 'daily', emailTo: [registration.email] },
    });
    expect(created.json().recipients).toEqual([
      { email: registration.email, status: 'confirmed', invitedAt: null },
    ]);
    // Only the sign-up's own confirmation went to that address: no report confirmation link.
    expect(mailTo(registration.email).filter((mail) => !mail.raw.includes('/confirmar-email?'))).toEqual([]);
  });

  it('mails a link only to an address the owner just added: pausing or renaming mails no one', async () => {
    const [first, added] = addresses(2);
    const { schedule, call, created } = await ownerWithSchedule({ verified: true, emailTo: [first!] });
    const put = (name: string, emailTo: string[], isActive: boolean) =>
      call('PUT', `/scheduled-reports/${schedule.id}`, {
        templateId: created.json().templateId,
        name,
        frequency: 'weekly',
        emailTo,
        isActive,
      });
    expect((await put('Pausado', [first!], false)).statusCode).toBe(200);
    expect((await put('Outro nome', [first!], true)).statusCode).toBe(200);
    expect(mailTo(first!)).toHaveLength(1);
    expect((await put('Outro nome', [first!, added!], true)).statusCode).toBe(200);
    expect(mailTo(first!)).toHaveLength(1);
    expect(mailTo(added!)).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const [target] = addresses(1);
    const { schedule } = await ownerWithSchedule({ verified: true, emailTo: [target!] });
    const token = await confirmationToken(ctx.dataDir, target!);
    await ctx.app.db
      .update(scheduledReportRecipients)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(scheduledReportRecipients.scheduleId, schedule.id));
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/report-recipients/confirm',
      payload: { token },
    });
    expect(late.statusCode).toBe(400);
  });

  it("keeps no expired link's hash past a day (the retention job)", async () => {
    const [target] = addresses(1);
    const { schedule } = await ownerWithSchedule({ verified: true, emailTo: [target!] });
    const recipientOf = async () =>
      (
        await ctx.app.db
          .select()
          .from(scheduledReportRecipients)
          .where(eq(scheduledReportRecipients.scheduleId, schedule.id))
      )[0]!;
    expect((await recipientOf()).tokenHash).toMatch(/^[0-9a-f]{64}$/);
    await ctx.app.db
      .update(scheduledReportRecipients)
      .set({ tokenExpiresAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(scheduledReportRecipients.scheduleId, schedule.id));
    await runJobOnce(ctx.app.db, retentionJob(24));
    const after = await recipientOf();
    expect(after.tokenHash).toBeNull();
    expect(after.confirmedAt).toBeNull();
  });
});

describe('daily caps', () => {
  it('caps confirmation e-mails per restaurant, and a resend per address', async () => {
    const { call, created, schedule, restaurant } = await ownerWithSchedule({
      verified: true,
      emailTo: addresses(5),
    });
    expect(created.statusCode).toBe(201);
    const resend = await call('POST', `/scheduled-reports/${schedule.id}/recipients/resend`, {
      email: created.json().emailTo[0],
    });
    expect(resend.statusCode).toBe(429);
    expect(resend.json().error).toMatch(/Aguarde alguns minutos/);
    // 5 of the 6 links of the day are spent: a second schedule with 2 new addresses is refused whole.
    const template = created.json().templateId;
    const more = addresses(2);
    const over = await call('POST', `/restaurants/${restaurant.id}/scheduled-reports`, {
      templateId: template,
      name: 'Outro',
      frequency: 'daily',
      emailTo: more,
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    expect(over.json().error).toMatch(/convites de confirmação por dia/);
    for (const target of more) expect(mailTo(target)).toEqual([]);
  });

  it("caps report e-mails per restaurant: 'Enviar agora' answers 429 and the job skips, logging no address", async () => {
    const targets = addresses(3);
    const { schedule, call } = await ownerWithSchedule({ verified: true, emailTo: targets });
    for (const target of targets) {
      const token = await confirmationToken(ctx.dataDir, target);
      await ctx.app.inject({ method: 'POST', url: '/api/report-recipients/confirm', payload: { token } });
    }
    // First send: 3 of the 4 e-mails of the day.
    expect((await call('POST', `/scheduled-reports/${schedule.id}/send-now`)).statusCode).toBe(200);
    expect(await tick()).toBe(1);
    const over = await call('POST', `/scheduled-reports/${schedule.id}/send-now`);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(over.json().error).toBe(
      `Limite de ${EMAILS_PER_DAY} e-mails de relatórios por dia atingido. Tente novamente mais tarde.`,
    );

    // Falling due anyway (its regular run): skipped, with a log line that names no one.
    logged.length = 0;
    await ctx.app.db
      .update(scheduledReports)
      .set({ nextRun: new Date(Date.now() - 1000) })
      .where(eq(scheduledReports.id, schedule.id));
    expect(await tick()).toBe(0);
    for (const target of targets) expect(reportsTo(target)).toHaveLength(1);
    expect(logged).toEqual([
      { details: { scheduleId: schedule.id, reason: 'daily-cap' }, message: 'scheduled report skipped' },
    ]);
  });
});
