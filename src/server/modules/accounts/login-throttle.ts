/**
 * Failed logins are counted per account and per IP in the database (shared by every instance).
 * From the 5th failure a key is locked for a delay that doubles with each further failure, and an
 * account never takes more than 100 failures an hour. Unknown e-mails are counted like known ones,
 * so the answers cannot tell them apart.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottles } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

export const FREE_FAILURES = 4;
export const MAX_DELAY_SECONDS = 15 * 60;
export const HOURLY_ACCOUNT_CEILING = 100;

/** Seconds a key stays locked after its n-th consecutive failure: 5th -> 2 s, 6th -> 4 s, ... */
export function lockDelaySeconds(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY_SECONDS);
}

export const accountKey = (email: string) => `account:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export function createLoginThrottle(db: Db) {
  return {
    /** Refuses with 429 while any key is locked. */
    async assertAllowed(keys: string[], now = new Date()): Promise<void> {
      const rows = await db.select().from(loginThrottles).where(inArray(loginThrottles.key, keys));
      const lockedUntil = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
      if (lockedUntil > now.getTime()) {
        const seconds = Math.ceil((lockedUntil - now.getTime()) / 1000);
        throw new HttpError(
          429,
          `Muitas tentativas de login. Tente novamente em ${seconds} segundo${seconds === 1 ? '' : 's'}.`,
          undefined,
          { 'retry-after': String(seconds) },
        );
      }
    },

    async recordFailure(key: string, isAccount: boolean): Promise<void> {
      // Counters restart after an hour without failures; the hourly window restarts every hour.
      const [row] = await db
        .insert(loginThrottles)
        .values({ key, failures: 1, hourFailures: 1 })
        .onConflictDoUpdate({
          target: loginThrottles.key,
          set: {
            failures: sql`case when ${loginThrottles.updatedAt} < now() - interval '1 hour' then 1 else ${loginThrottles.failures} + 1 end`,
            hourFailures: sql`case when ${loginThrottles.hourStartedAt} < now() - interval '1 hour' then 1 else ${loginThrottles.hourFailures} + 1 end`,
            hourStartedAt: sql`case when ${loginThrottles.hourStartedAt} < now() - interval '1 hour' then now() else ${loginThrottles.hourStartedAt} end`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      if (!row) return;
      const now = Date.now();
      let lockedUntil = lockDelaySeconds(row.failures) > 0 ? now + lockDelaySeconds(row.failures) * 1000 : 0;
      if (isAccount && row.hourFailures >= HOURLY_ACCOUNT_CEILING) {
        lockedUntil = Math.max(lockedUntil, row.hourStartedAt.getTime() + 60 * 60 * 1000);
      }
      if (lockedUntil) {
        await db
          .update(loginThrottles)
          .set({ lockedUntil: new Date(lockedUntil) })
          .where(eq(loginThrottles.key, key));
      }
    },

    async reset(key: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
