import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restaurants } from '../../db/schema';

export function createRestaurantsRepository(db: Db) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id));
      return row ?? null;
    },
    async findByEmail(email: string) {
      const [row] = await db.select().from(restaurants).where(eq(restaurants.email, email));
      return row ?? null;
    },
  };
}

export type RestaurantsRepository = ReturnType<typeof createRestaurantsRepository>;
