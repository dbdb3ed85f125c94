/**
 * Sessions live in the database so any app instance can serve any request. The cookie carries a
 * random 256-bit token; the table stores only its HMAC under SESSION_SECRET, so a leaked table
 * cannot be replayed as cookies.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../domain/staff/roles';
import type { Db } from '../../db/client';
import { sessions, staffMembers } from '../../db/schema';
import { announceSessionsEnded } from '../../lib/session-ends';

/** A session ends after 12 hours without activity. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** Activity is written at most once a minute, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Session {
  id: string;
  restaurantId: string;
  expiresAt: Date;
  lastSeenAt: Date;
  /** The staff member the session acts as after a PIN switch; null is the owner (decision 0040). */
  actingStaff: { id: string; name: string; role: StaffRole; isActive: boolean } | null;
  /** 'Bloquear' was pressed: nothing is allowed until someone switches in. */
  lockedAt: Date | null;
  /** The staff member who logged in with their own e-mail (an accepted invitation); null: the owner's login. */
  loginStaffId: string | null;
}

export function createSessionStore(db: Db, secret: string) {
  const hash = (token: string) => createHmac('sha256', secret).update(token).digest('hex');

  return {
    /**
     * A new session: the owner's login, or a staff member's own login (`staff`), which acts as them
     * from the start and ends when they are deactivated.
     */
    async create(
      restaurantId: string,
      staff: Session['actingStaff'] = null,
    ): Promise<{ token: string; session: Session }> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const [session] = await db
        .insert(sessions)
        .values({
          id: hash(token),
          restaurantId,
          expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
          lastSeenAt: now,
          ...(staff && { actingStaffId: staff.id, loginStaffId: staff.id }),
        })
        .returning();
      return { token, session: { ...toSession(session!), actingStaff: staff } };
    },

    /** The live session for a cookie token, sliding its expiry on activity. */
    async resolve(token: string): Promise<Session | null> {
      if (!/^[\w-]{43}$/.test(token)) return null;
      const id = hash(token);
      const now = new Date();
      // One indexed read carries the acting staff member too, so the capability guard costs nothing more.
      const [row] = await db
        .select({
          session: sessions,
          staff: {
            id: staffMembers.id,
            name: staffMembers.name,
            role: staffMembers.role,
            isActive: staffMembers.isActive,
          },
        })
        .from(sessions)
        .leftJoin(staffMembers, eq(staffMembers.id, sessions.actingStaffId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
      if (!row) return null;
      const session: Session = { ...toSession(row.session), actingStaff: row.staff };
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
        await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
        return { ...session, lastSeenAt: now, expiresAt };
      }
      return session;
    },

    /**
     * Makes a session act as a staff member (null: the owner), or locks it until the next switch.
     * Its open live streams close at once (they were opened for the previous person): the panel
     * opens a new one as the new person, and a locked panel gets none until someone switches in.
     */
    async setActing(sessionId: string, acting: { staffId: string | null } | 'locked'): Promise<void> {
      await db
        .update(sessions)
        .set(
          acting === 'locked' ? { lockedAt: new Date() } : { actingStaffId: acting.staffId, lockedAt: null },
        )
        .where(eq(sessions.id, sessionId));
      await announceSessionsEnded(db, [sessionId]);
    },

    /**
     * A staff member was deactivated (or their role changed): the sessions they opened with their
     * own login end, and every open live stream acting as them closes (a shared tablet that
     * switched to them keeps its session, which reaches only 'Trocar usuário' now).
     */
    async endStaff(staffId: string, { logins }: { logins: boolean }): Promise<void> {
      const ended = logins
        ? await db.delete(sessions).where(eq(sessions.loginStaffId, staffId)).returning({ id: sessions.id })
        : [];
      const acting = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.actingStaffId, staffId));
      await announceSessionsEnded(
        db,
        [...ended, ...acting].map((row) => row.id),
      );
    },

    /** Ends a session (logout); its open live streams close on every instance. */
    async destroy(token: string): Promise<void> {
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.id, hash(token)))
        .returning({ id: sessions.id });
      await announceSessionsEnded(
        db,
        ended.map((row) => row.id),
      );
    },

    /** Ends every session of a restaurant but the one given (after a password change). */
    async destroyOthers(restaurantId: string, keepToken?: string): Promise<void> {
      const keep = keepToken ? hash(keepToken) : '';
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.restaurantId, restaurantId), sql`${sessions.id} <> ${keep}`))
        .returning({ id: sessions.id });
      await announceSessionsEnded(
        db,
        ended.map((row) => row.id),
      );
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}

function toSession(row: typeof sessions.$inferSelect): Omit<Session, 'actingStaff'> {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
    lockedAt: row.lockedAt,
    loginStaffId: row.loginStaffId,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
