/**
 * Ended sessions travel on the live streams' channel (`order_changes`, the one every instance
 * already LISTENs to) as `{"endedSessions": [...]}`: a logout or password change on one instance
 * closes that session's open streams on all of them at once, instead of at the next 5-minute check.
 * The ids are the sessions table's keys (HMACs of the cookies), never the cookies.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export const LIVE_CHANNEL = 'order_changes';

export async function announceSessionsEnded(db: Db, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ endedSessions: sessionIds })})`);
}

/** The ended sessions named by a notification's payload, or null when it is about something else. */
export function endedSessionsOf(payload: { endedSessions?: unknown }): string[] | null {
  const ids = payload.endedSessions;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
}
