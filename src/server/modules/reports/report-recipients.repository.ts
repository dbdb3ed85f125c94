/** Recipients of scheduled reports and their confirmation links, always scoped to their schedule. */
import { and, eq, gt, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restaurants, scheduledReportRecipients, scheduledReports } from '../../db/schema';

export type RecipientRow = typeof scheduledReportRecipients.$inferSelect;

/** What decides who may receive a restaurant's mail: its name, login e-mail and whether that is verified. */
export interface Sender {
  id: string;
  name: string;
  email: string;
  emailVerifiedAt: Date | null;
}

export function createReportRecipientsRepository(db: Db) {
  return {
    async sender(restaurantId: string): Promise<Sender | null> {
      const [row] = await db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          email: restaurants.email,
          emailVerifiedAt: restaurants.emailVerifiedAt,
        })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row ?? null;
    },

    ofSchedules: (scheduleIds: string[]) =>
      scheduleIds.length === 0
        ? Promise.resolve([] as RecipientRow[])
        : db
            .select()
            .from(scheduledReportRecipients)
            .where(inArray(scheduledReportRecipients.scheduleId, scheduleIds)),

    async one(scheduleId: string, email: string): Promise<RecipientRow | null> {
      const [row] = await db
        .select()
        .from(scheduledReportRecipients)
        .where(
          and(
            eq(scheduledReportRecipients.scheduleId, scheduleId),
            eq(scheduledReportRecipients.email, email),
          ),
        );
      return row ?? null;
    },

    /**
     * Makes the schedule's rows the given addresses: a kept address keeps its confirmation. Answers
     * every row and, apart, the ones this call added (the addresses the owner just typed).
     */
    async replace(
      scheduleId: string,
      restaurantId: string,
      emails: string[],
    ): Promise<{ rows: RecipientRow[]; added: RecipientRow[] }> {
      await db
        .delete(scheduledReportRecipients)
        .where(
          and(
            eq(scheduledReportRecipients.scheduleId, scheduleId),
            emails.length > 0 ? notInArray(scheduledReportRecipients.email, emails) : undefined,
          ),
        );
      const added =
        emails.length === 0
          ? []
          : await db
              .insert(scheduledReportRecipients)
              .values(emails.map((email) => ({ scheduleId, restaurantId, email })))
              .onConflictDoNothing()
              .returning();
      const rows = await db
        .select()
        .from(scheduledReportRecipients)
        .where(eq(scheduledReportRecipients.scheduleId, scheduleId));
      return { rows, added };
    },

    /** A new link for the address: the previous one, if any, stops working. */
    async setToken(id: string, tokenHash: string, expiresAt: Date) {
      await db
        .update(scheduledReportRecipients)
        .set({ tokenHash, tokenExpiresAt: expiresAt, invitedAt: new Date() })
        .where(eq(scheduledReportRecipients.id, id));
    },

    /** The live, unused link's recipient with the names its page shows. */
    async byToken(tokenHash: string) {
      const [row] = await db
        .select({
          recipient: scheduledReportRecipients,
          reportName: scheduledReports.name,
          restaurantName: restaurants.name,
        })
        .from(scheduledReportRecipients)
        .innerJoin(scheduledReports, eq(scheduledReports.id, scheduledReportRecipients.scheduleId))
        .innerJoin(restaurants, eq(restaurants.id, scheduledReportRecipients.restaurantId))
        .where(
          and(
            eq(scheduledReportRecipients.tokenHash, tokenHash),
            isNull(scheduledReportRecipients.confirmedAt),
            gt(scheduledReportRecipients.tokenExpiresAt, new Date()),
          ),
        );
      return row ?? null;
    },

    /** Confirming and spending the link is one statement, so a link works exactly once. */
    async confirm(tokenHash: string): Promise<RecipientRow | null> {
      const [row] = await db
        .update(scheduledReportRecipients)
        .set({ confirmedAt: new Date(), tokenHash: null, tokenExpiresAt: null })
        .where(
          and(
            eq(scheduledReportRecipients.tokenHash, tokenHash),
            isNull(scheduledReportRecipients.confirmedAt),
            gt(scheduledReportRecipients.tokenExpiresAt, new Date()),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
