/** Saved report templates and e-mailed schedules, always scoped to their restaurant. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportTemplates, restaurants, scheduledReports } from '../../db/schema';

export type TemplateRow = typeof reportTemplates.$inferSelect;
export type ScheduleRow = typeof scheduledReports.$inferSelect;

export function createReportTemplatesRepository(db: Db) {
  return {
    async restaurantName(restaurantId: string) {
      const [row] = await db
        .select({ name: restaurants.name })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row?.name ?? null;
    },

    listTemplates: (restaurantId: string) =>
      db
        .select()
        .from(reportTemplates)
        .where(eq(reportTemplates.restaurantId, restaurantId))
        .orderBy(asc(reportTemplates.createdAt), asc(reportTemplates.name)),

    async template(id: string): Promise<TemplateRow | null> {
      const [row] = await db.select().from(reportTemplates).where(eq(reportTemplates.id, id));
      return row ?? null;
    },

    async insertTemplate(values: typeof reportTemplates.$inferInsert) {
      const [row] = await db.insert(reportTemplates).values(values).returning();
      return row!;
    },

    async updateTemplate(id: string, values: Partial<typeof reportTemplates.$inferInsert>) {
      const [row] = await db
        .update(reportTemplates)
        .set(values)
        .where(eq(reportTemplates.id, id))
        .returning();
      return row ?? null;
    },

    async deleteTemplate(id: string) {
      const deleted = await db
        .delete(reportTemplates)
        .where(eq(reportTemplates.id, id))
        .returning({ id: reportTemplates.id });
      return deleted.length > 0;
    },

    listSchedules: (restaurantId: string) =>
      db
        .select({ schedule: scheduledReports, templateName: reportTemplates.name })
        .from(scheduledReports)
        .innerJoin(reportTemplates, eq(reportTemplates.id, scheduledReports.templateId))
        .where(eq(scheduledReports.restaurantId, restaurantId))
        .orderBy(asc(scheduledReports.createdAt)),

    async schedule(id: string): Promise<ScheduleRow | null> {
      const [row] = await db.select().from(scheduledReports).where(eq(scheduledReports.id, id));
      return row ?? null;
    },

    async insertSchedule(values: typeof scheduledReports.$inferInsert) {
      const [row] = await db.insert(scheduledReports).values(values).returning();
      return row!;
    },

    async updateSchedule(id: string, values: Partial<typeof scheduledReports.$inferInsert>) {
      const [row] = await db
        .update(scheduledReports)
        .set(values)
        .where(eq(scheduledReports.id, id))
        .returning();
      return row ?? null;
    },

    async deleteSchedule(id: string, restaurantId: string) {
      const deleted = await db
        .delete(scheduledReports)
        .where(and(eq(scheduledReports.id, id), eq(scheduledReports.restaurantId, restaurantId)))
        .returning({ id: scheduledReports.id });
      return deleted.length > 0;
    },
  };
}
