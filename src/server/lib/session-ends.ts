/**
 * Ended sessions travel on the live streams' channel (`order_changes`, the one every instance
 * already LISTENs to) as `{"endedSessions": [...]}`: a logout or password change on one instance
 * closes that session's open streams on all of them at once, instead of at the next 5-minute check.
 * The ids are the sessions table's keys (HMACs of the cookies), never the cookies.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export const LIVE_CHANNEL = 'order_changes';

/** A NOTIFY payload must stay under 8,000 bytes: 64 ids of 64 hex characters take about 4,300. */
const IDS_PER_NOTIFY = 64;

export async function announceSessionsEnded(db: Db, sessionIds: string[]): Promise<void> {
  for (let start = 0; start < sessionIds.length; start += IDS_PER_NOTIFY) {
    const endedSessions = sessionIds.slice(start, start + IDS_PER_NOTIFY);
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ endedSessions })})`);
  }
}

/** The ended sessions named by a notification's payload, or null when it is about something else. */
export function endedSessionsOf(payload: { endedSessions?: unknown }): string[] | null {
  const ids = payload.endedSessions;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
}
