import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * Who agreed to receive a schedule's e-mails (issue 19: the platform was an open relay). An address
 * the owner typed receives reports only after opening the link mailed to it; the owner's own login
 * e-mail counts as confirmed once the account's e-mail is verified, and needs no row's confirmation.
 * Only the link token's HMAC is kept, and only until it is used or expires.
 */
export const scheduledReportRecipients = pgTable(
  'scheduled_report_recipients',
  {
    id: id(),
    scheduleId: text()
      .notNull()
      .references(() => scheduledReports.id, { onDelete: 'cascade' }),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text(),
    tokenExpiresAt: timestamptz(),
    /** When the last confirmation link went out; null while none has. */
    invitedAt: timestamptz(),
    confirmedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scheduled_report_recipients_unique').on(t.scheduleId, t.email),
    uniqueIndex('scheduled_report_recipients_token_unique').on(t.tokenHash),
    index('scheduled_report_recipients_restaurant_idx').on(t.restaurantId),
  ],
);
