/**
 * Scheduled reports: a template e-mailed daily, weekly or monthly to up to 5 recipients. `nextRun`
 * comes from the domain's schedule rules; it is recomputed when the frequency changes or the
 * schedule is switched back on, so a paused schedule does not fire a backlog. 07:00 is the
 * restaurant's (its time zone, decision 0014). Recipients other than the owner's verified login e-mail
 * receive nothing until they confirm by the link mailed to them (decision 0023).
 */
import { nextRun, type ScheduleFrequency, type ScheduleInput } from '../../../domain/reports/schedule';
import type { Db } from '../../db/client';
import { quotaLeft } from '../../lib/daily-quota';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { restaurantTimeZone } from '../../lib/restaurant-time-zone';
import {
  deliverableTo,
  type RecipientView,
  recipientViews,
  reportCapMessage,
  reportEmailQuota,
} from './report-recipient-rules';
import { createReportRecipientsRepository } from './report-recipients.repository';
import type { ReportRecipientsService } from './report-recipients.service';
import { createReportTemplatesRepository, type ScheduleRow } from './report-templates.repository';

export function toSchedule(row: ScheduleRow, templateName?: string, recipients: RecipientView[] = []) {
  return {
    id: row.id,
    templateId: row.templateId,
    templateName: templateName ?? null,
    name: row.name,
    // Written only through scheduleSchema's enum.
    frequency: row.frequency as ScheduleFrequency,
    emailTo: row.emailTo.split(',').filter(Boolean),
    recipients,
    isActive: row.isActive,
    nextRun: row.nextRun.toISOString(),
    lastRun: row.lastRun?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

interface Dependencies {
  db: Db;
  recipients: ReportRecipientsService;
  /** The restaurant's daily cap of report e-mails (REPORT_EMAILS_PER_DAY). */
  emailsPerDay: number;
  /** A confirmation link that could not go out while saving: logged without the address. */
  onInviteFailure: (error: unknown) => void;
}

export function createScheduledReportsService({
  db,
  recipients,
  emailsPerDay,
  onInviteFailure,
}: Dependencies) {
  const repository = createReportTemplatesRepository(db);
  const recipientRows = createReportRecipientsRepository(db);

  /** The schedule as the owner sees it: each address confirmed or 'Aguardando confirmação'. */
  async function view(row: ScheduleRow, templateName?: string) {
    const sender = await recipientRows.sender(row.restaurantId);
    const rows = await recipientRows.ofSchedules([row.id]);
    return toSchedule(
      row,
      templateName,
      sender ? recipientViews(row.emailTo.split(',').filter(Boolean), rows, sender) : [],
    );
  }

  /** The template must be the same restaurant's: another's id reads as unknown. */
  async function templateOf(restaurantId: string, templateId: string) {
    const template = await repository.template(templateId);
    if (!template || template.restaurantId !== restaurantId) {
      throw badRequest('Modelo não encontrado', { templateId: 'Modelo não encontrado' });
    }
    return template;
  }

  return {
    async restaurantOf(scheduleId: string) {
      return (await repository.schedule(scheduleId))?.restaurantId ?? null;
    },
    async list(restaurantId: string) {
      const rows = await repository.listSchedules(restaurantId);
      const sender = await recipientRows.sender(restaurantId);
      const recipientsOf = await recipientRows.ofSchedules(rows.map((row) => row.schedule.id));
      return {
        accountEmailVerified: Boolean(sender?.emailVerifiedAt),
        schedules: rows.map(({ schedule, templateName }) =>
          toSchedule(
            schedule,
            templateName,
            sender
              ? recipientViews(
                  schedule.emailTo.split(',').filter(Boolean),
                  recipientsOf.filter((recipient) => recipient.scheduleId === schedule.id),
                  sender,
                )
              : [],
          ),
        ),
      };
    },
    async create(restaurantId: string, input: ScheduleInput, now = new Date()) {
      const template = await templateOf(restaurantId, input.templateId);
      await recipients.assertCanInvite(restaurantId, input.emailTo);
      const row = await repository.insertSchedule({
        restaurantId,
        templateId: template.id,
        name: input.name,
        frequency: input.frequency,
        emailTo: input.emailTo.join(','),
        isActive: input.isActive,
        nextRun: nextRun(input.frequency, now, await restaurantTimeZone(db, restaurantId)),
      });
      await recipients.sync(row, onInviteFailure);
      return view(row, template.name);
    },
    async update(scheduleId: string, input: ScheduleInput, now = new Date()) {
      const current = await repository.schedule(scheduleId);
      if (!current) throw notFound('Agendamento não encontrado');
      const template = await templateOf(current.restaurantId, input.templateId);
      await recipients.assertCanInvite(current.restaurantId, input.emailTo, scheduleId);
      const reschedule = input.frequency !== current.frequency || (input.isActive && !current.isActive);
      const row = await repository.updateSchedule(scheduleId, {
        templateId: template.id,
        name: input.name,
        frequency: input.frequency,
        emailTo: input.emailTo.join(','),
        isActive: input.isActive,
        ...(reschedule && {
          nextRun: nextRun(input.frequency, now, await restaurantTimeZone(db, current.restaurantId)),
          attempts: null,
        }),
      });
      await recipients.sync(row!, onInviteFailure);
      return view(row!, template.name);
    },
    /**
     * 'Enviar agora': the schedule falls due at once; the job sends it within its next tick. Refused
     * here, where the owner sees why, when the job would send nothing: an unverified account, no
     * confirmed recipient, or the day's cap of report e-mails spent (429 with Retry-After).
     */
    async sendNow(scheduleId: string, now = new Date()) {
      const current = await repository.schedule(scheduleId);
      if (!current) throw notFound('Agendamento não encontrado');
      if (!current.isActive) throw conflict('Ative o agendamento para enviar');
      const sender = await recipientRows.sender(current.restaurantId);
      if (!sender) throw notFound('Agendamento não encontrado');
      const emails = current.emailTo.split(',').filter(Boolean);
      const plan = deliverableTo(emails, await recipientRows.ofSchedules([scheduleId]), sender);
      if ('refused' in plan) throw conflict(plan.refused);
      const left = await quotaLeft(db, reportEmailQuota(current.restaurantId, emailsPerDay), plan.to.length);
      if (!left.ok)
        throw new HttpError(429, reportCapMessage(emailsPerDay), undefined, {
          'retry-after': String(left.retryAfterSeconds),
        });
      const row = await repository.updateSchedule(scheduleId, { nextRun: now, attempts: null });
      return view(row!);
    },
    /** 'Reenviar': a new confirmation link to one of the schedule's addresses. */
    async resendConfirmation(scheduleId: string, email: string) {
      const current = await repository.schedule(scheduleId);
      if (!current) throw notFound('Agendamento não encontrado');
      await recipients.resend(current, email);
      return view(current);
    },
    async remove(scheduleId: string, restaurantId: string) {
      if (!(await repository.deleteSchedule(scheduleId, restaurantId)))
        throw notFound('Agendamento não encontrado');
    },
  };
}
