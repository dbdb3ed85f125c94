import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { restaurants } from './restaurants';

/**
 * Every image an owner uploaded since decision 0035, by its stored name: what the restaurant's upload
 * quota counts and what the orphan-image job may delete once nothing refers to it. Images stored
 * before this table (and the demo's) have no row: never counted, never deleted.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    /** The stored name, `<uuid>.webp`; its URL is `/api/uploads/<name>`. */
    name: text().primaryKey(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Bytes as stored (after re-encoding). */
    bytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploaded_images_restaurant_idx').on(t.restaurantId),
    index('uploaded_images_created_idx').on(t.createdAt),
  ],
);
