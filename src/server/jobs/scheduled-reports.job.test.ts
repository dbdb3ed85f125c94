import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../test/harness/app';
import { mailHeader } from '../../../test/harness/mail-headers';
import { confirmRecipients, markEmailVerified } from '../../../test/harness/report-recipients';
import { scheduledReports } from '../db/schema';
import { createMailer, type Mailer } from '../integrations/mail/mailer';
import { runDueSchedules } from './scheduled-reports.job';

interface Received {
  to: string[];
  data: string;
}
const received: Received[] = [];
let smtp: SMTPServer;
let mailer: Mailer;
let ctx: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    outboxDir: '/nonexistent',
    from: 'Comanda <nao-responda@comanda.test>',
  });
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  received.length = 0;
  // Each test starts with only its own schedules active.
  await ctx.app.db.update(scheduledReports).set({ isActive: false });
});

/**
 * A verified restaurant with a sales template and a weekly schedule that fell due at 07:00 on Monday
 * 20/05/2024, whose recipients confirmed by their links.
 */
async function dueSchedule(emailTo = ['dono@exemplo.com.br', 'socio@exemplo.com.br']) {
  const { restaurant, cookie } = await registerOwner(ctx.app);
  await markEmailVerified(ctx.app, restaurant.id);
  const template = (
    await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/report-templates`,
      headers: { cookie },
      payload: { name: 'Vendas', reportType: 'sales' },
    })
  ).json();
  const schedule = (
    await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/scheduled-reports`,
      headers: { cookie },
      payload: { templateId: template.id, name: 'Vendas da semana', frequency: 'weekly', emailTo },
    })
  ).json();
  await ctx.app.db
    .update(scheduledReports)
    .set({ nextRun: new Date('2024-05-20T10:00:00Z') })
    .where(eq(scheduledReports.id, schedule.id));
  await confirmRecipients(ctx.app, ctx.dataDir, emailTo);
  return { restaurant, schedule };
}

const now = () => new Date('2024-05-20T10:00:30Z');
const row = async (id: string) =>
  (await ctx.app.db.select().from(scheduledReports).where(eq(scheduledReports.id, id)))[0]!;

/** The attachments' file names of a raw message, with RFC 2231 continuations joined. */
const attachmentNames = (raw: string) =>
  [...raw.matchAll(/Content-Disposition: attachment;((?:\r?\n [^\r\n]+)+)/g)].map((match) =>
    [...match[1]!.matchAll(/filename(?:\*\d+)?="?([^";\r\n]+)"?/g)].map((part) => part[1]).join(''),
  );

describe('scheduled reports job', () => {
  it('sends each due schedule once under two concurrent runners, with the report attached', async () => {
    const first = await dueSchedule();
    const second = await dueSchedule(['gerente@exemplo.com.br']);
    const sent = await Promise.all([
      runDueSchedules({ db: ctx.app.db, mailer, now, emailsPerDay: 50 }),
      runDueSchedules({ db: ctx.app.db, mailer, now, emailsPerDay: 50 }),
    ]);
    expect(sent[0]! + sent[1]!).toBe(2);
    expect(received).toHaveLength(2);
    const message = received.find((m) => m.to.includes('dono@exemplo.com.br'))!;
    expect(message.to).toEqual(['dono@exemplo.com.br', 'socio@exemplo.com.br']);
    expect(mailHeader(message.data, 'Subject')).toMatch(/^Comanda: relatório "Vendas da semana" de /);
    expect(message.data).toContain('13/05/2024 a 19/05/2024');
    // A long name travels folded (RFC 2231: filename*0=…; filename*1=…): read it whole.
    const names = attachmentNames(message.data);
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(
      /^relatorio-vendas-da-semana-restaurante-[a-z0-9-]+-2024-05-13-a-2024-05-19\.pdf$/,
    );
    expect(names[1]).toBe(names[0]!.replace(/\.pdf$/, '.csv'));
    expect(message.data).toContain('Content-Type: application/pdf');
    expect(received.find((m) => m.to.includes('gerente@exemplo.com.br'))).toBeDefined();

    const after = await row(first.schedule.id);
    expect(after.lastRun?.toISOString()).toBe('2024-05-20T10:00:30.000Z');
    expect(after.nextRun.toISOString()).toBe('2024-05-27T10:00:00.000Z');
    expect(after.lastError).toBeNull();
    expect((await row(second.schedule.id)).lastRun).not.toBeNull();

    // Nothing is due any more: a later tick sends nothing.
    expect(await runDueSchedules({ db: ctx.app.db, mailer, now, emailsPerDay: 50 })).toBe(0);
    expect(received).toHaveLength(2);
  });

  it('records a failed send and retries with backoff, then moves on to the next run', async () => {
    const { schedule } = await dueSchedule();
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => Promise.reject(new Error('SMTP recusou a conexão')),
    };
    let clock = new Date('2024-05-20T10:00:30Z');
    const deps = { db: ctx.app.db, mailer: failing, now: () => clock, emailsPerDay: 50 };

    expect(await runDueSchedules(deps)).toBe(0);
    let state = await row(schedule.id);
    expect(state.lastError).toBe('SMTP recusou a conexão');
    expect(state.attempts).toBe('1');
    expect(state.nextRun.toISOString()).toBe('2024-05-20T10:05:30.000Z');

    for (const [at, expectedNext] of [
      ['2024-05-20T10:05:30Z', '2024-05-20T10:35:30.000Z'],
      ['2024-05-20T10:35:30Z', '2024-05-20T12:35:30.000Z'],
      ['2024-05-20T12:35:30Z', '2024-05-27T10:00:00.000Z'],
    ] as const) {
      clock = new Date(at);
      await runDueSchedules(deps);
      state = await row(schedule.id);
      expect(state.nextRun.toISOString()).toBe(expectedNext);
    }
    expect(state.attempts).toBeNull();
    expect(state.lastRun).toBeNull();

    // The mail server is back: the next run sends and clears the error.
    clock = new Date('2024-05-27T10:00:10Z');
    expect(await runDueSchedules({ db: ctx.app.db, mailer, now: () => clock, emailsPerDay: 50 })).toBe(1);
    state = await row(schedule.id);
    expect(state.lastError).toBeNull();
    expect(state.lastRun?.toISOString()).toBe('2024-05-27T10:00:10.000Z');
  });

  it('writes an .eml file to the outbox when no SMTP is configured', async () => {
    await dueSchedule(['dono@exemplo.com.br']);
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'comanda-reports-')), 'outbox');
    const outbox = createMailer({ outboxDir, from: 'Comanda <nao-responda@comanda.test>' });
    expect(await runDueSchedules({ db: ctx.app.db, mailer: outbox, now, emailsPerDay: 50 })).toBe(1);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: dono@exemplo.com.br');
    expect(attachmentNames(eml)[1]).toMatch(
      /^relatorio-vendas-da-semana-[a-z0-9-]+-2024-05-13-a-2024-05-19\.csv$/,
    );
  });
});
