/**
 * E-mails the due scheduled reports. Safe with several app instances: each schedule is claimed in a
 * short transaction that locks its row with FOR UPDATE SKIP LOCKED and moves `nextRun` past a
 * lease, so another runner neither waits for it nor sends it again; the report is then built and
 * sent outside any transaction. A success records `lastRun` and the next regular run; a failure
 * records the error and retries with backoff (the domain's RETRY_DELAYS_MS), then moves on. A
 * runner that dies mid-send leaves the lease to expire, and the schedule is tried again.
 *
 * Not an open relay (decision 0023): a restaurant whose login e-mail is unverified sends nothing;
 * a report goes only to the verified login e-mail and the addresses that confirmed by their link; the
 * restaurant's daily cap of report e-mails is taken before sending, and a schedule over it is skipped
 * to its next run. The subject and body are our text with the owner's names quoted.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { reportLabel, reportSubject, restaurantLabel } from '../../domain/reports/report-mail-text';
import { rangeLabel } from '../../domain/reports/report-range';
import { nextRun, retryAt, type ScheduleFrequency, scheduledRange } from '../../domain/reports/schedule';
import type { Db } from '../db/client';
import { scheduledReports } from '../db/schema';
import type { Mailer } from '../integrations/mail/mailer';
import { reserveQuota } from '../lib/daily-quota';
import { restaurantTimeZone } from '../lib/restaurant-time-zone';
import { exportReport } from '../modules/reports/report-export';
import { deliverableTo, reportCapMessage, reportEmailQuota } from '../modules/reports/report-recipient-rules';
import { createReportRecipientsRepository } from '../modules/reports/report-recipients.repository';
import { createReportTemplatesService } from '../modules/reports/report-templates.service';
import type { JobLogger } from './runner';

export const SCHEDULE_LEASE_MS = 15 * 60_000;
const MAX_PER_TICK = 50;

type ScheduleRow = typeof scheduledReports.$inferSelect;

export interface ScheduledReportsDeps {
  db: Db;
  mailer: Mailer;
  /** The restaurant's daily cap of report e-mails, one per recipient (REPORT_EMAILS_PER_DAY). */
  emailsPerDay: number;
  logger?: JobLogger & { warn?(details: object, message: string): void };
  now?: () => Date;
}

async function claimDue(db: Db, now: Date): Promise<ScheduleRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scheduledReports)
      .where(and(eq(scheduledReports.isActive, true), lte(scheduledReports.nextRun, now)))
      .orderBy(asc(scheduledReports.nextRun))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    await tx
      .update(scheduledReports)
      .set({ nextRun: new Date(now.getTime() + SCHEDULE_LEASE_MS) })
      .where(eq(scheduledReports.id, row.id));
    return row;
  });
}

/** Who this run may mail, after the account, the confirmations and the daily cap; or why nobody. */
async function recipientsOf(deps: ScheduledReportsDeps, schedule: ScheduleRow) {
  const recipients = createReportRecipientsRepository(deps.db);
  const sender = await recipients.sender(schedule.restaurantId);
  if (!sender) return { refused: 'Restaurante não encontrado', reason: 'no-restaurant' };
  const plan = deliverableTo(
    schedule.emailTo.split(',').filter(Boolean),
    await recipients.ofSchedules([schedule.id]),
    sender,
  );
  if ('refused' in plan)
    return {
      refused: plan.refused,
      reason: sender.emailVerifiedAt ? 'no-confirmed-recipient' : 'unverified',
    };
  const quota = reportEmailQuota(schedule.restaurantId, deps.emailsPerDay);
  if (!(await reserveQuota(deps.db, quota, plan.to.length)).ok)
    return { refused: reportCapMessage(deps.emailsPerDay), reason: 'daily-cap' };
  return { to: plan.to };
}

async function send(
  deps: ScheduledReportsDeps,
  schedule: ScheduleRow,
  to: string[],
  now: Date,
  timeZone: string,
) {
  const frequency = schedule.frequency as ScheduleFrequency;
  const range = scheduledRange(frequency, schedule.nextRun, timeZone);
  const report = await createReportTemplatesService(deps.db).run(schedule.templateId, range, now);
  const [pdf, csv] = await Promise.all([
    exportReport(report, 'pdf', schedule.name),
    exportReport(report, 'csv', schedule.name),
  ]);
  const period = rangeLabel(range);
  await deps.mailer.send({
    to,
    subject: reportSubject(schedule.name, report.restaurantName, period),
    text: [
      `Olá! Segue o ${reportLabel(schedule.name, report.restaurantName)}.`,
      `Período: ${period}.`,
      'Os arquivos em PDF e CSV estão anexados.',
      '',
      `Você recebe este e-mail porque confirmou o recebimento deste relatório. Para deixar de recebê-lo, ` +
        `peça a ${restaurantLabel(report.restaurantName)} que retire o seu endereço do agendamento.`,
      '',
      'Comanda',
    ].join('\n'),
    attachments: [pdf, csv].map((file) => ({
      filename: file.fileName,
      content: file.body,
      contentType: file.contentType,
    })),
  });
}

/** Sends every due schedule once; returns how many were sent. */
export async function runDueSchedules(deps: ScheduledReportsDeps): Promise<number> {
  let sent = 0;
  for (let index = 0; index < MAX_PER_TICK; index++) {
    const now = deps.now?.() ?? new Date();
    const schedule = await claimDue(deps.db, now);
    if (!schedule) break;
    const frequency = schedule.frequency as ScheduleFrequency;
    // 07:00 and the days reported are the restaurant's (decision 0014).
    const timeZone = await restaurantTimeZone(deps.db, schedule.restaurantId);
    const recipients = await recipientsOf(deps, schedule);
    if ('refused' in recipients) {
      // Nothing is sent this run; the owner sees why on the schedule, the log only which one.
      deps.logger?.warn?.({ scheduleId: schedule.id, reason: recipients.reason }, 'scheduled report skipped');
      await deps.db
        .update(scheduledReports)
        .set({ lastError: recipients.refused, attempts: null, nextRun: nextRun(frequency, now, timeZone) })
        .where(eq(scheduledReports.id, schedule.id));
      continue;
    }
    try {
      await send(deps, schedule, recipients.to, now, timeZone);
      sent += 1;
      await deps.db
        .update(scheduledReports)
        .set({ lastRun: now, lastError: null, attempts: null, nextRun: nextRun(frequency, now, timeZone) })
        .where(eq(scheduledReports.id, schedule.id));
    } catch (error) {
      const failures = Number(schedule.attempts ?? 0) + 1;
      const retry = retryAt(failures, now);
      deps.logger?.error({ err: error, scheduleId: schedule.id }, 'scheduled report failed');
      await deps.db
        .update(scheduledReports)
        .set({
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          attempts: retry ? String(failures) : null,
          nextRun: retry ?? nextRun(frequency, now, timeZone),
        })
        .where(eq(scheduledReports.id, schedule.id));
    }
  }
  return sent;
}

/** Checks for due schedules every minute; the returned function stops it. */
export function startScheduledReports(deps: ScheduledReportsDeps, everyMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueSchedules(deps)
      .catch((error) => deps.logger?.error({ err: error }, 'scheduled reports tick failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
