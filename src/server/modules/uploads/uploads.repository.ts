/** The record of each owner's upload (decision 0035): the quota's usage and the orphan job's list. */
import { eq, sql } from 'drizzle-orm';
import {
  type UploadQuota,
  type UploadRefusal,
  type UploadUsage,
  uploadRefusal,
} from '../../../domain/uploads/upload-quota';
import type { Db, Tx } from '../../db/client';
import { uploadedImages } from '../../db/schema';

async function usageOf(db: Db | Tx, restaurantId: string): Promise<UploadUsage> {
  const [row] = await db
    .select({
      images: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${uploadedImages.bytes}), 0)::bigint`.mapWith(Number),
    })
    .from(uploadedImages)
    .where(eq(uploadedImages.restaurantId, restaurantId));
  return row ?? { images: 0, bytes: 0 };
}

export function createUploadsRepository(db: Db) {
  return {
    usage: (restaurantId: string) => usageOf(db, restaurantId),

    /**
     * Records the image if it fits the quota. The restaurant's uploads take turns on a transaction
     * lock, so two at once cannot both take the last place; nothing is stored before this answers.
     */
    async record(
      restaurantId: string,
      image: { name: string; bytes: number },
      quota: UploadQuota,
    ): Promise<UploadRefusal | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${restaurantId}`}))`);
        const refusal = uploadRefusal(await usageOf(tx, restaurantId), image.bytes, quota);
        if (refusal) return refusal;
        await tx.insert(uploadedImages).values({ restaurantId, ...image });
        return null;
      });
    },

    /** An upload whose bytes could not be stored gives its place back. */
    async forget(name: string) {
      await db.delete(uploadedImages).where(eq(uploadedImages.name, name));
    },
  };
}
