/** The kitchen's rows (decision 0047): stations, routing, settings, agents, pairings and jobs. */
import { and, asc, desc, eq, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  categories,
  kitchenRoutes,
  kitchenSettings,
  kitchenStations,
  menuItems,
  printAgentPairings,
  printAgents,
  printJobs,
  restaurants,
} from '../../db/schema';
import { announceAgentsRevoked } from '../realtime/agent-revocations';

export type StationRow = typeof kitchenStations.$inferSelect;
export type JobRow = typeof printJobs.$inferSelect;

/** How many jobs the panel's queue lists at most. */
export const JOBS_LISTED = 200;

export function createKitchenRepository(db: Db) {
  return {
    async stations(restaurantId: string) {
      return db
        .select()
        .from(kitchenStations)
        .where(eq(kitchenStations.restaurantId, restaurantId))
        .orderBy(asc(kitchenStations.position), asc(kitchenStations.createdAt));
    },

    async station(restaurantId: string, stationId: string) {
      const [row] = await db
        .select()
        .from(kitchenStations)
        .where(and(eq(kitchenStations.restaurantId, restaurantId), eq(kitchenStations.id, stationId)));
      return row ?? null;
    },

    async nextPosition(restaurantId: string) {
      const [row] = await db
        .select({ last: max(kitchenStations.position) })
        .from(kitchenStations)
        .where(eq(kitchenStations.restaurantId, restaurantId));
      return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
    },

    async insertStation(values: typeof kitchenStations.$inferInsert) {
      const [row] = await db.insert(kitchenStations).values(values).returning();
      return row!;
    },

    async updateStation(restaurantId: string, stationId: string, patch: Partial<StationRow>) {
      const [row] = await db
        .update(kitchenStations)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(kitchenStations.restaurantId, restaurantId), eq(kitchenStations.id, stationId)))
        .returning();
      return row ?? null;
    },

    async routes(restaurantId: string) {
      return db.select().from(kitchenRoutes).where(eq(kitchenRoutes.restaurantId, restaurantId));
    },

    /** Of the ids given, those that are this restaurant's categories, items and stations. */
    async ownIds(restaurantId: string, ids: { categories: string[]; items: string[]; stations: string[] }) {
      const [cats, items, stations] = await Promise.all([
        ids.categories.length
          ? db
              .select({ id: categories.id })
              .from(categories)
              .where(and(eq(categories.restaurantId, restaurantId), inArray(categories.id, ids.categories)))
          : [],
        ids.items.length
          ? db
              .select({ id: menuItems.id })
              .from(menuItems)
              .where(and(eq(menuItems.restaurantId, restaurantId), inArray(menuItems.id, ids.items)))
          : [],
        ids.stations.length
          ? db
              .select({ id: kitchenStations.id })
              .from(kitchenStations)
              .where(
                and(
                  eq(kitchenStations.restaurantId, restaurantId),
                  inArray(kitchenStations.id, ids.stations),
                ),
              )
          : [],
      ]);
      const set = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));
      return { categories: set(cats), items: set(items), stations: set(stations) };
    },

    /**
     * Two saves at once take turns on the restaurant's row (FOR NO KEY UPDATE, which orders' foreign
     * keys do not wait on): otherwise the second's delete misses the first's new rows and its insert
     * breaks the unique index.
     */
    async replaceRoutes(restaurantId: string, rows: (typeof kitchenRoutes.$inferInsert)[]) {
      await db.transaction(async (tx) => {
        await tx
          .select({ id: restaurants.id })
          .from(restaurants)
          .where(eq(restaurants.id, restaurantId))
          .for('no key update');
        await tx.delete(kitchenRoutes).where(eq(kitchenRoutes.restaurantId, restaurantId));
        if (rows.length > 0) await tx.insert(kitchenRoutes).values(rows);
      });
    },

    async settings(on: Db | Tx, restaurantId: string) {
      const [row] = await on
        .select()
        .from(kitchenSettings)
        .where(eq(kitchenSettings.restaurantId, restaurantId));
      return row ?? null;
    },

    /**
     * Saves the settings and bumps the restaurant's menu version in the same transaction: the order
     * placement reads `autoAccept` from its menu snapshot, which the new version replaces on every
     * instance (an order priced from the old one is refused by the guard and priced again).
     */
    async saveSettings(values: typeof kitchenSettings.$inferInsert) {
      const { restaurantId, ...rest } = values;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(kitchenSettings)
          .values(values)
          .onConflictDoUpdate({
            target: kitchenSettings.restaurantId,
            set: { ...rest, updatedAt: new Date() },
          })
          .returning();
        await tx.execute(sql`select bump_menu_version(${restaurantId})`);
        return row!;
      });
    },

    /**
     * A new pairing code's hash, unless a live one of any restaurant has the same (then false):
     * a spent or expired row with that hash is cleared first.
     */
    async insertPairing(codeHash: string, restaurantId: string, expiresAt: Date, now: Date) {
      return db.transaction(async (tx) => {
        await tx
          .delete(printAgentPairings)
          .where(
            and(
              eq(printAgentPairings.codeHash, codeHash),
              sql`(${printAgentPairings.usedAt} is not null or ${printAgentPairings.expiresAt} <= ${now})`,
            ),
          );
        const rows = await tx
          .insert(printAgentPairings)
          .values({ codeHash, restaurantId, expiresAt })
          .onConflictDoNothing()
          .returning({ codeHash: printAgentPairings.codeHash });
        return rows.length > 0;
      });
    },

    async agents(restaurantId: string) {
      return db
        .select()
        .from(printAgents)
        .where(and(eq(printAgents.restaurantId, restaurantId), isNull(printAgents.revokedAt)))
        .orderBy(asc(printAgents.pairedAt));
    },

    /** Revokes the agent; its NOTIFY goes out at the commit, so its open streams close on every instance. */
    async revokeAgent(restaurantId: string, agentId: string, now: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(printAgents)
          .set({ revokedAt: now })
          .where(
            and(
              eq(printAgents.restaurantId, restaurantId),
              eq(printAgents.id, agentId),
              isNull(printAgents.revokedAt),
            ),
          )
          .returning({ id: printAgents.id });
        if (row) await announceAgentsRevoked(tx, [row.id]);
        return row ?? null;
      });
    },

    async jobs(restaurantId: string, filter: { status?: JobRow['status']; stationId?: string }) {
      const where: SQL[] = [eq(printJobs.restaurantId, restaurantId)];
      if (filter.status) where.push(eq(printJobs.status, filter.status));
      if (filter.stationId) where.push(eq(printJobs.stationId, filter.stationId));
      return db
        .select({
          id: printJobs.id,
          seq: printJobs.seq,
          stationId: printJobs.stationId,
          stationName: kitchenStations.name,
          orderId: printJobs.orderId,
          billId: printJobs.billId,
          kind: printJobs.kind,
          reprint: printJobs.reprint,
          status: printJobs.status,
          error: printJobs.error,
          attempts: printJobs.attempts,
          createdAt: printJobs.createdAt,
          printedAt: printJobs.printedAt,
        })
        .from(printJobs)
        .innerJoin(kitchenStations, eq(kitchenStations.id, printJobs.stationId))
        .where(and(...where))
        .orderBy(desc(printJobs.seq))
        .limit(JOBS_LISTED);
    },

    async job(restaurantId: string, jobId: string) {
      const [row] = await db
        .select()
        .from(printJobs)
        .where(and(eq(printJobs.restaurantId, restaurantId), eq(printJobs.id, jobId)));
      return row ?? null;
    },

    /** The stations that printed an order (its first jobs). */
    async firstJobsOf(restaurantId: string, orderId: string) {
      return db
        .select()
        .from(printJobs)
        .where(
          and(
            eq(printJobs.restaurantId, restaurantId),
            eq(printJobs.orderId, orderId),
            eq(printJobs.reprint, false),
          ),
        )
        .orderBy(asc(printJobs.seq));
    },

    async insertJobs(values: (typeof printJobs.$inferInsert)[]) {
      if (values.length === 0) return [];
      return db.insert(printJobs).values(values).returning();
    },
  };
}

export type KitchenRepository = ReturnType<typeof createKitchenRepository>;
