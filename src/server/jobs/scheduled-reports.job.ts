/**
 * E-mails the due scheduled reports. Safe with several app instances: each schedule is claimed in a
 * short transaction that locks its row with FOR UPDATE SKIP LOCKED and moves `nextRun` past a
 * lease, so another runner neither waits for it nor sends it again; the report is then built and
 * sent outside any transaction. A success records `lastRun` and the next regular run; a failure
 * records the error and retries with backoff (the domain's RETRY_DELAYS_MS), then moves on. A
 * runner that dies mid-send leaves the lease to expire, and the schedule is tried again.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { rangeLabel } from '../../domain/reports/report-range';
import { nextRun, retryAt, type ScheduleFrequency, scheduledRange } from '../../domain/reports/schedule';
import type { Db } from '../db/client';
import { scheduledReports } from '../db/schema';
import type { Mailer } from '../integrations/mail/mailer';
import { restaurantTimeZone } from '../lib/restaurant-time-zone';
import { exportReport } from '../modules/reports/report-export';
import { createReportTemplatesService } from '../modules/reports/report-templates.service';
import type { JobLogger } from './runner';

export const SCHEDULE_LEASE_MS = 15 * 60_000;
const MAX_PER_TICK = 50;

type ScheduleRow = typeof scheduledReports.$inferSelect;

export interface ScheduledReportsDeps {
  db: Db;
  mailer: Mailer;
  logger?: JobLogger;
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

async function send(deps: ScheduledReportsDeps, schedule: ScheduleRow, now: Date, timeZone: string) {
  const frequency = schedule.frequency as ScheduleFrequency;
  const range = scheduledRange(frequency, schedule.nextRun, timeZone);
  const report = await createReportTemplatesService(deps.db).run(schedule.templateId, range, now);
  const [pdf, csv] = await Promise.all([exportReport(report, 'pdf'), exportReport(report, 'csv')]);
  const period = rangeLabel(range);
  await deps.mailer.send({
    to: schedule.emailTo.split(',').filter(Boolean),
    subject: `${schedule.name} - ${report.restaurantName} - ${period}`,
    text: [
      `Olá! Segue o relatório agendado "${schedule.name}" de ${report.restaurantName}.`,
      `Período: ${period}.`,
      'Os arquivos em PDF e CSV estão anexados.',
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
    try {
      await send(deps, schedule, now, timeZone);
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
