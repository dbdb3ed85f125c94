/**
 * Deletes uploaded images that nothing uses (decision 0035): recorded in `uploaded_images`, older
 * than the grace period, and named by no menu item, logo, banner or reward of any restaurant. The
 * grace covers the minutes between an upload and the form that saves its URL, and an owner who
 * swaps a photo and changes their mind. Only recorded images are candidates: those stored before the
 * record existed, and the demo's, are never touched. Runs once across instances (jobs/runner).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { loyaltyRewards, menuItems, restaurants, uploadedImages } from '../../db/schema';
import type { Job } from '../../jobs/runner';
import type { ImageStorage } from './image-storage';

/** At most this many a run; a larger backlog goes on the next runs. */
const BATCH = 500;

/** Our stored names inside a saved URL (`/api/uploads/<uuid>.webp`, or absolute). */
const STORED_NAME_IN_URL = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.[a-z]{3,4}';

/** Deletes one batch of orphans, rows and bytes; answers the names deleted. */
export async function deleteOrphanImages(tx: Tx, storage: ImageStorage, graceHours: number) {
  // Every stored name any row refers to, as one set the candidates are anti-joined against.
  const result = await tx.execute(sql`
    with referenced as (
      select substring(url from ${STORED_NAME_IN_URL}) as name
      from (
        select ${menuItems.imageUrl} as url from ${menuItems}
        union all select ${restaurants.logoUrl} from ${restaurants}
        union all select ${restaurants.bannerUrl} from ${restaurants}
        union all select ${loyaltyRewards.imageUrl} from ${loyaltyRewards}
      ) urls
      where url is not null
    )
    delete from ${uploadedImages}
    where ${uploadedImages.name} in (
      select candidate.name from ${uploadedImages} candidate
      where candidate.created_at < now() - make_interval(secs => ${graceHours * 3600})
        and not exists (select 1 from referenced where referenced.name = candidate.name)
      order by candidate.created_at
      limit ${BATCH}
    )
    returning ${uploadedImages.name} as name`);
  const names = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  // A failed removal fails the run: its transaction puts the rows back and the next run retries
  // (removing an image already gone is not an error on either driver).
  for (const name of names) await storage.remove(name);
  return names;
}

export function orphanImagesJob(storage: ImageStorage, graceHours: number): Job {
  return {
    name: 'orphan-images',
    everyMs: 60 * 60 * 1000,
    async run(tx) {
      await deleteOrphanImages(tx, storage, graceHours);
    },
  };
}
