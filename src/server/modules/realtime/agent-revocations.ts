/**
 * A print agent revoked in the panel ('Desconectar', decision 0047) travels on the live streams'
 * channel (`order_changes`, the one every instance LISTENs to) as `{"revokedAgents": [...]}`, sent
 * inside the revocation's transaction so PostgreSQL delivers it at its commit: the agent's open job
 * stream closes on every instance at once, as a logout closes the panel's (lib/session-ends.ts), and
 * its reconnection meets a 401. Agent ids only: never a token or its hash.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { LIVE_CHANNEL } from '../../lib/session-ends';

export async function announceAgentsRevoked(db: Db | Tx, agentIds: readonly string[]): Promise<void> {
  if (agentIds.length === 0) return;
  // A handful of uuids (37 bytes each): far below NOTIFY's 8,000-byte limit.
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ revokedAgents: agentIds })})`);
}

/** The revoked agents a notification names, or null when it is about something else. */
export function revokedAgentsOf(payload: { revokedAgents?: unknown }): string[] | null {
  const ids = payload.revokedAgents;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
}
