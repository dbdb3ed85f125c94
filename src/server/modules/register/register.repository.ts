/** The register's reads (decision 0051): registers, sessions, and what a session took and moved. */
import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  cashRegisters,
  registerMovements,
  registerPayments,
  registerSessionEvents,
  registerSessions,
  restaurants,
  staffMembers,
} from '../../db/schema';

export type RegisterRow = typeof cashRegisters.$inferSelect;
export type SessionRow = typeof registerSessions.$inferSelect;
export type MovementRow = typeof registerMovements.$inferSelect;
export type PaymentRow = typeof registerPayments.$inferSelect;
export type EventRow = typeof registerSessionEvents.$inferSelect;

export function createRegisterRepository(db: Db) {
  return {
    async restaurant(restaurantId: string) {
      const [row] = await db
        .select({
          name: restaurants.name,
          timeZone: restaurants.timeZone,
          requireOpenRegister: restaurants.requireOpenRegister,
        })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row ?? null;
    },

    registers(restaurantId: string) {
      return db
        .select()
        .from(cashRegisters)
        .where(eq(cashRegisters.restaurantId, restaurantId))
        .orderBy(asc(cashRegisters.position), asc(cashRegisters.createdAt));
    },

    async register(on: Db | Tx, restaurantId: string, registerId: string) {
      const [row] = await on
        .select()
        .from(cashRegisters)
        .where(and(eq(cashRegisters.restaurantId, restaurantId), eq(cashRegisters.id, registerId)));
      return row ?? null;
    },

    openSessions(restaurantId: string) {
      return db
        .select()
        .from(registerSessions)
        .where(and(eq(registerSessions.restaurantId, restaurantId), eq(registerSessions.status, 'aberto')));
    },

    /** Each register's last closed session, for the float the next opening offers. */
    closedSessions(restaurantId: string) {
      return db
        .select({
          registerId: registerSessions.registerId,
          counted: registerSessions.counted,
          closedAt: registerSessions.closedAt,
        })
        .from(registerSessions)
        .where(and(eq(registerSessions.restaurantId, restaurantId), eq(registerSessions.status, 'fechado')))
        .orderBy(desc(registerSessions.closedAt));
    },

    async session(on: Db | Tx, restaurantId: string, sessionId: string, lock = false) {
      const query = on
        .select()
        .from(registerSessions)
        .where(and(eq(registerSessions.restaurantId, restaurantId), eq(registerSessions.id, sessionId)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    sessions(
      restaurantId: string,
      filter: { from?: Date; to?: Date; registerId?: string; status?: 'aberto' | 'fechado' },
    ) {
      const conditions: SQL[] = [eq(registerSessions.restaurantId, restaurantId)];
      if (filter.from) conditions.push(gte(registerSessions.openedAt, filter.from));
      if (filter.to) conditions.push(lt(registerSessions.openedAt, filter.to));
      if (filter.registerId) conditions.push(eq(registerSessions.registerId, filter.registerId));
      if (filter.status) conditions.push(eq(registerSessions.status, filter.status));
      return db
        .select()
        .from(registerSessions)
        .where(and(...conditions))
        .orderBy(desc(registerSessions.openedAt))
        .limit(500);
    },

    payments(on: Db | Tx, sessionIds: string[]) {
      if (sessionIds.length === 0) return Promise.resolve([] as PaymentRow[]);
      return on
        .select()
        .from(registerPayments)
        .where(inArray(registerPayments.sessionId, sessionIds))
        .orderBy(asc(registerPayments.createdAt));
    },

    /** Payments taken with no register open, in a period ('Recebido sem caixa aberto'). */
    paymentsWithoutSession(restaurantId: string, from?: Date, to?: Date) {
      const conditions: SQL[] = [
        eq(registerPayments.restaurantId, restaurantId),
        isNull(registerPayments.sessionId),
      ];
      if (from) conditions.push(gte(registerPayments.createdAt, from));
      if (to) conditions.push(lt(registerPayments.createdAt, to));
      return db
        .select()
        .from(registerPayments)
        .where(and(...conditions))
        .orderBy(asc(registerPayments.createdAt))
        .limit(1000);
    },

    movements(on: Db | Tx, sessionId: string) {
      return on
        .select()
        .from(registerMovements)
        .where(eq(registerMovements.sessionId, sessionId))
        .orderBy(asc(registerMovements.createdAt));
    },

    movementsOf(sessionIds: string[]) {
      if (sessionIds.length === 0) return Promise.resolve([] as MovementRow[]);
      return db
        .select()
        .from(registerMovements)
        .where(inArray(registerMovements.sessionId, sessionIds))
        .orderBy(asc(registerMovements.createdAt));
    },

    events(sessionId: string) {
      return db
        .select()
        .from(registerSessionEvents)
        .where(eq(registerSessionEvents.sessionId, sessionId))
        .orderBy(asc(registerSessionEvents.createdAt));
    },

    async staffNames(restaurantId: string, ids: (string | null)[]) {
      const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
      if (wanted.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: staffMembers.id, name: staffMembers.name })
        .from(staffMembers)
        .where(and(eq(staffMembers.restaurantId, restaurantId), inArray(staffMembers.id, wanted)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
