/** The fiscal profile's row, and the restaurant's details the provider's company record needs. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fiscalProfiles, restaurants } from '../../db/schema';

export type ProfileRow = typeof fiscalProfiles.$inferSelect;
export type ProfileWrite = Omit<typeof fiscalProfiles.$inferInsert, 'restaurantId' | 'createdAt'>;

export function createProfileRepository(db: Db) {
  return {
    async find(restaurantId: string): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(fiscalProfiles)
        .where(eq(fiscalProfiles.restaurantId, restaurantId));
      return row;
    },

    async save(restaurantId: string, values: ProfileWrite): Promise<ProfileRow> {
      const [row] = await db
        .insert(fiscalProfiles)
        .values({ restaurantId, ...values })
        .onConflictDoUpdate({
          target: fiscalProfiles.restaurantId,
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    async update(restaurantId: string, patch: Partial<ProfileWrite>): Promise<ProfileRow> {
      const [row] = await db
        .update(fiscalProfiles)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(fiscalProfiles.restaurantId, restaurantId))
        .returning();
      return row!;
    },

    async restaurant(restaurantId: string) {
      const [row] = await db
        .select({
          name: restaurants.name,
          email: restaurants.email,
          whatsapp: restaurants.whatsapp,
          address: restaurants.address,
          city: restaurants.city,
          state: restaurants.state,
          zipCode: restaurants.zipCode,
        })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row;
    },
  };
}
