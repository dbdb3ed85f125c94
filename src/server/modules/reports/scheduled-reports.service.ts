/**
 * Scheduled reports: a template e-mailed daily, weekly or monthly to up to 5 recipients. `nextRun`
 * comes from the domain's schedule rules; it is recomputed when the frequency changes or the
 * schedule is switched back on, so a paused schedule does not fire a backlog. 07:00 is the
 * restaurant's (its time zone, decision 0014).
 */
import { nextRun, type ScheduleFrequency, type ScheduleInput } from '../../../domain/reports/schedule';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { restaurantTimeZone } from '../../lib/restaurant-time-zone';
import { createReportTemplatesRepository, type ScheduleRow } from './report-templates.repository';

export function toSchedule(row: ScheduleRow, templateName?: string) {
  return {
    id: row.id,
    templateId: row.templateId,
    templateName: templateName ?? null,
    name: row.name,
    // Written only through scheduleSchema's enum.
    frequency: row.frequency as ScheduleFrequency,
    emailTo: row.emailTo.split(',').filter(Boolean),
    isActive: row.isActive,
    nextRun: row.nextRun.toISOString(),
    lastRun: row.lastRun?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createScheduledReportsService(db: Db) {
  const repository = createReportTemplatesRepository(db);

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
      return { schedules: rows.map((row) => toSchedule(row.schedule, row.templateName)) };
    },
    async create(restaurantId: string, input: ScheduleInput, now = new Date()) {
      const template = await templateOf(restaurantId, input.templateId);
      const row = await repository.insertSchedule({
        restaurantId,
        templateId: template.id,
        name: input.name,
        frequency: input.frequency,
        emailTo: input.emailTo.join(','),
        isActive: input.isActive,
        nextRun: nextRun(input.frequency, now, await restaurantTimeZone(db, restaurantId)),
      });
      return toSchedule(row, template.name);
    },
    async update(scheduleId: string, input: ScheduleInput, now = new Date()) {
      const current = await repository.schedule(scheduleId);
      if (!current) throw notFound('Agendamento não encontrado');
      const template = await templateOf(current.restaurantId, input.templateId);
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
      return toSchedule(row!, template.name);
    },
    /** 'Enviar agora': the schedule falls due at once; the job sends it within its next tick. */
    async sendNow(scheduleId: string, now = new Date()) {
      const current = await repository.schedule(scheduleId);
      if (!current) throw notFound('Agendamento não encontrado');
      if (!current.isActive) throw conflict('Ative o agendamento para enviar');
      const row = await repository.updateSchedule(scheduleId, { nextRun: now, attempts: null });
      return toSchedule(row!);
    },
    async remove(scheduleId: string, restaurantId: string) {
      if (!(await repository.deleteSchedule(scheduleId, restaurantId)))
        throw notFound('Agendamento não encontrado');
    },
  };
}
