/**
 * The diners' menu, answered from memory while it has not changed. Each request is answered after
 * one indexed question to PostgreSQL that began after it arrived, the restaurant's menu version
 * (bumped by triggers on every menu write, migration 0002), so an edit is visible to the very next
 * request, on every instance; requests arriving together share that question. While the
 * version holds, the answer is the JSON serialised once and compressed once (gzip and brotli),
 * with a content-hash ETag that turns a diner's revalidation into a 304.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuVersions, restaurants } from '../../db/schema';
import { freshReads } from '../../lib/fresh-reads';
import type { PreparedJson } from '../../lib/prepared-json';

export interface CachedMenu extends PreparedJson {
  version: number;
}

/** Restaurants kept in memory; the least recently used leaves first. Each entry is a few dozen KB. */
const MAX_ENTRIES = 500;

export function createPublicMenuCache(db: Db) {
  const entries = new Map<string, CachedMenu>();
  // Prepared once: this runs on every diner's request, so it skips building the query each time.
  const versionQuery = db
    .select({ version: menuVersions.version })
    .from(restaurants)
    .leftJoin(menuVersions, eq(menuVersions.restaurantId, restaurants.id))
    .where(eq(restaurants.id, sql.placeholder('id')))
    .prepare('public_menu_version');

  // Diners asking together share one version query, never one that began before they asked.
  const readVersion = freshReads(async (restaurantId: string) => {
    const [row] = await versionQuery.execute({ id: restaurantId });
    return row ? (row.version ?? 0) : null;
  });

  return {
    /** The restaurant's current menu version, or null for an unknown restaurant. */
    version: readVersion,

    /** The cached answer for this version, or a fresh one built from `load` and kept. */
    async get(restaurantId: string, version: number, load: () => Promise<unknown>): Promise<CachedMenu> {
      const cached = entries.get(restaurantId);
      if (cached && cached.version === version) {
        // Map order is insertion order: re-inserting marks it as the most recently used.
        entries.delete(restaurantId);
        entries.set(restaurantId, cached);
        return cached;
      }
      const json = Buffer.from(JSON.stringify(await load()));
      const entry: CachedMenu = {
        version,
        etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
        json,
        gzip: gzipSync(json, { level: 9 }),
        br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      };
      entries.delete(restaurantId);
      entries.set(restaurantId, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return entry;
    },
  };
}
