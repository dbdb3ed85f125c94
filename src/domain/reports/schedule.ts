/**
 * Scheduled reports: when a schedule next runs, which days its e-mail covers and how a failed
 * send is retried. Kept here, not in the job, so the tab can show the same `nextRun` the job uses
 * and the rules have table-driven tests without a database.
 *
 * A schedule sends at 07:00 in the restaurant's time zone (decision 0014): a daily one every morning (covering yesterday), a weekly
 * one on Mondays (covering the 7 days before), a monthly one on the 1st (covering the month before).
 */
import { z } from 'zod';
import { TIME_ZONE } from '../format/format';
import { zonedDay, zonedMidnight } from './periods';
import { addDays, type DateRange } from './report-range';

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export const SCHEDULE_FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  daily: 'Diário',
  weekly: 'Semanal',
  monthly: 'Mensal',
};

export const SEND_HOUR = 7;
export const MAX_RECIPIENTS = 5;
/** Waits before the 1st, 2nd and 3rd retry of a failed send; then the schedule waits for its next run. */
export const RETRY_DELAYS_MS = [5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;

const HOUR = 3_600_000;

const sendTime = (year: number, month: number, day: number, timeZone: string) =>
  new Date(zonedMidnight(year, month, day, timeZone).getTime() + SEND_HOUR * HOUR);

/** The first send time strictly after `after`. */
export function nextRun(frequency: ScheduleFrequency, after: Date, timeZone: string = TIME_ZONE): Date {
  const { year, month, day } = zonedDay(after, timeZone);
  for (let offset = 0; offset <= 31; offset++) {
    const candidate = sendTime(year, month, day + offset, timeZone);
    if (candidate.getTime() <= after.getTime()) continue;
    const local = new Date(Date.UTC(year, month - 1, day + offset));
    if (frequency === 'daily') return candidate;
    if (frequency === 'weekly' && local.getUTCDay() === 1) return candidate;
    if (frequency === 'monthly' && local.getUTCDate() === 1) return candidate;
  }
  throw new Error('unreachable: every frequency recurs within 32 days');
}

/** The days a run at `runAt` reports on: the day, week or month that ended before it. */
export function scheduledRange(
  frequency: ScheduleFrequency,
  runAt: Date,
  timeZone: string = TIME_ZONE,
): DateRange {
  const { year, month, day } = zonedDay(runAt, timeZone);
  const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const yesterday = addDays(today, -1);
  if (frequency === 'daily') return { from: yesterday, to: yesterday };
  if (frequency === 'weekly') return { from: addDays(today, -7), to: yesterday };
  const lastOfPrevious = addDays(`${today.slice(0, 8)}01`, -1);
  return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
}

/**
 * After a failed send: when to try again (backoff), or null when the retries are spent and the
 * schedule should move on to its next regular run. `failures` counts this failure too.
 */
export function retryAt(failures: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[failures - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

const email = z.email({ error: 'E-mail inválido' });
/** One recipient as typed: trimmed and lower-cased, so the same address is always the same text. */
export const recipientEmailSchema = z
  .string({ error: 'E-mail inválido' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail inválido')
  .pipe(email);

export const scheduleSchema = z.object({
  templateId: z.string({ error: 'Escolha um modelo' }).min(1, 'Escolha um modelo').max(64),
  name: z
    .string({ error: 'Informe o nome do agendamento' })
    .trim()
    .min(1, 'Informe o nome do agendamento')
    .max(80, 'Nome com no máximo 80 caracteres'),
  frequency: z.enum(SCHEDULE_FREQUENCIES, { error: 'Frequência inválida' }),
  emailTo: z
    .array(recipientEmailSchema, { error: 'Informe os destinatários' })
    .min(1, 'Informe ao menos um destinatário')
    .max(MAX_RECIPIENTS, `No máximo ${MAX_RECIPIENTS} destinatários`)
    .refine((list) => new Set(list).size === list.length, 'Destinatário repetido'),
  isActive: z.boolean({ error: 'Informe se o agendamento está ativo' }).default(true),
});
export type ScheduleInput = z.infer<typeof scheduleSchema>;

/** "a@x.com, b@y.com; c@z.com" -> the list, as the form's text field is typed. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}
