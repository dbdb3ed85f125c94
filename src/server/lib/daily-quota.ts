/**
 * Quotas of e-mail per restaurant (decision 0023), in the same `rate_limits` rows as the request
 * limits so every instance shares them. Unlike `enforceRateLimits`, a refused reservation consumes
 * nothing, and one reservation can take several units at once (a report to 3 recipients is 3
 * e-mails): it succeeds whole or not at all, in one statement, so two runners cannot both take the
 * last units.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface Quota {
  /** What is counted, e.g. `report-emails:<restaurant id>`. */
  key: string;
  limit: number;
  windowMs: number;
}

export type QuotaAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

const secondsUntil = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));

async function refusal(db: Db, quota: Quota): Promise<QuotaAnswer> {
  const [row] = await db
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, quota.key));
  return { ok: false, retryAfterSeconds: row ? secondsUntil(row.resetAt) : 1 };
}

/** Takes `amount` units of the quota if they are all left; otherwise takes none. */
export async function reserveQuota(db: Db, quota: Quota, amount: number): Promise<QuotaAnswer> {
  if (amount <= 0) return { ok: true };
  if (amount > quota.limit) return refusal(db, quota);
  const rows = await db
    .insert(rateLimits)
    .values({
      key: quota.key,
      count: amount,
      resetAt: sql`now() + make_interval(secs => ${quota.windowMs / 1000})`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then excluded.count else ${rateLimits.count} + excluded.count end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
      setWhere: sql`${rateLimits.resetAt} <= now() or ${rateLimits.count} + excluded.count <= ${quota.limit}`,
    })
    .returning({ key: rateLimits.key });
  return rows.length > 0 ? { ok: true } : refusal(db, quota);
}

/** Whether `amount` units are left, without taking them (for an answer given before the work). */
export async function quotaLeft(db: Db, quota: Quota, amount: number): Promise<QuotaAnswer> {
  if (amount > quota.limit) return refusal(db, quota);
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, quota.key));
  if (!row || row.resetAt.getTime() <= Date.now() || row.count + amount <= quota.limit) return { ok: true };
  return { ok: false, retryAfterSeconds: secondsUntil(row.resetAt) };
}
