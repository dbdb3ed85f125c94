import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryIntegrations, orders } from '../../db/schema';

export type IntegrationRow = typeof deliveryIntegrations.$inferSelect;
export type IntegrationPatch = Partial<typeof deliveryIntegrations.$inferInsert>;

export function createIntegrationsRepository(db: Db) {
  return {
    list(restaurantId: string) {
      return db
        .select()
        .from(deliveryIntegrations)
        .where(eq(deliveryIntegrations.restaurantId, restaurantId))
        .orderBy(deliveryIntegrations.createdAt);
    },

    async find(restaurantId: string, platform: string) {
      const [row] = await db
        .select()
        .from(deliveryIntegrations)
        .where(
          and(
            eq(deliveryIntegrations.restaurantId, restaurantId),
            eq(deliveryIntegrations.platform, platform),
          ),
        );
      return row ?? null;
    },

    async findById(id: string) {
      const [row] = await db.select().from(deliveryIntegrations).where(eq(deliveryIntegrations.id, id));
      return row ?? null;
    },

    /** One integration per platform and restaurant: connecting again replaces the credentials. */
    async upsert(values: typeof deliveryIntegrations.$inferInsert) {
      const { restaurantId: _restaurant, platform: _platform, ...changes } = values;
      const [row] = await db
        .insert(deliveryIntegrations)
        .values(values)
        .onConflictDoUpdate({
          target: [deliveryIntegrations.restaurantId, deliveryIntegrations.platform],
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    async update(id: string, patch: IntegrationPatch) {
      const [row] = await db
        .update(deliveryIntegrations)
        .set(patch)
        .where(eq(deliveryIntegrations.id, id))
        .returning();
      return row!;
    },

    ordersBySource(restaurantId: string) {
      return db
        .select({ source: orders.orderSource, orders: count() })
        .from(orders)
        .where(eq(orders.restaurantId, restaurantId))
        .groupBy(orders.orderSource);
    },
  };
}
