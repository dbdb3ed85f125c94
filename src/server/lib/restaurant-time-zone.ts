/**
 * A restaurant's time zone (decision 0014), read where 'hoje' and day buckets are computed: the
 * dashboard, the reports and the orders panel's today. Only a zone from Brazil's list comes back, so
 * callers may inline it in SQL (a constant keeps a select and its group by the same expression).
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, isBrazilTimeZone } from '../../domain/format/time-zones';
import type { Db } from '../db/client';
import { restaurants } from '../db/schema';

export async function restaurantTimeZone(db: Db, restaurantId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row && isBrazilTimeZone(row.timeZone) ? row.timeZone : DEFAULT_TIME_ZONE;
}
