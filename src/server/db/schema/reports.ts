import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { restaurants } from './restaurants';

export const reportTemplates = pgTable(
  'report_templates',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    reportType: text().notNull(),
    /** JSON text. */
    filters: text().notNull().default('{}'),
    /** JSON text. */
    columns: text().notNull().default('[]'),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('report_templates_restaurant_idx').on(t.restaurantId)],
);

export const scheduledReports = pgTable(
  'scheduled_reports',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    templateId: text()
      .notNull()
      .references(() => reportTemplates.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    frequency: text().notNull(),
    nextRun: timestamptz().notNull(),
    lastRun: timestamptz(),
    lastError: text(),
    attempts: text(),
    /** Comma-separated recipients. */
    emailTo: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('scheduled_reports_restaurant_idx').on(t.restaurantId),
    index('scheduled_reports_template_idx').on(t.templateId),
    index('scheduled_reports_due_idx').on(t.isActive, t.nextRun),
  ],
);
