/**
 * What an order is priced and admitted from — the restaurant, its opening hours, its active delivery
 * zones, its menu items and their option groups — read once per process per restaurant and kept
 * with the restaurant's menu version (decision 0027). A diner's order then reads nothing before its
 * write. The snapshot is never trusted blindly: the order's INSERT checks the version it was priced
 * from (`order_menu_guard`, migration 0015) and fails with CM409 if anything changed since, on any
 * instance; the caller drops the snapshot and prices the order again from a fresh one.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgErrorCode } from '../../db/errors';
import { perDatabase } from '../../db/per-database';
import {
  deliveryZones,
  kitchenSettings,
  menuItemOptionGroups,
  menuItems,
  menuVersions,
  openingHours,
  optionGroups,
  options,
  restaurants,
} from '../../db/schema';
import type { MenuItemRow, OptionGroupWithOptions } from './order-placement.repository';

export interface MenuSnapshot {
  version: number;
  restaurant: typeof restaurants.$inferSelect;
  hours: (typeof openingHours.$inferSelect)[];
  zones: (typeof deliveryZones.$inferSelect)[];
  items: Map<string, MenuItemRow>;
  /** Every item's option groups, in the item's order, each with its options in order. */
  groups: OptionGroupWithOptions[];
  /**
   * The channels whose new orders are confirmed on arrival (kitchen_settings, decision 0047): read
   * with the snapshot, so auto-accept costs an order no query; saving the settings bumps the version.
   */
  autoAccept: Readonly<Record<string, boolean>>;
}

/** The SQLSTATE of `order_menu_guard`: the snapshot the order was priced from is stale. */
export const MENU_CHANGED = 'CM409';
export const isMenuChanged = (error: unknown) => pgErrorCode(error) === MENU_CHANGED;

/** Restaurants kept per process; the least recently used goes first. */
const MAX_RESTAURANTS = 1_000;

function prepareReads(db: Db) {
  const restaurantId = sql.placeholder('restaurantId');
  return {
    // Read first, alone: the rows read after it are at least as new, so a snapshot is never newer
    // than its version says (the guard would then let a stale price through).
    version: db
      .select({ version: menuVersions.version })
      .from(restaurants)
      .leftJoin(menuVersions, eq(menuVersions.restaurantId, restaurants.id))
      .where(eq(restaurants.id, restaurantId))
      .prepare('order_snapshot_version'),
    restaurant: db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
      .prepare('order_snapshot_restaurant'),
    hours: db
      .select()
      .from(openingHours)
      .where(eq(openingHours.restaurantId, restaurantId))
      .prepare('order_snapshot_hours'),
    zones: db
      .select()
      .from(deliveryZones)
      .where(and(eq(deliveryZones.restaurantId, restaurantId), eq(deliveryZones.isActive, true)))
      .orderBy(asc(deliveryZones.position))
      .prepare('order_snapshot_zones'),
    items: db
      .select()
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurantId))
      .prepare('order_snapshot_items'),
    groups: db
      .select({ menuItemId: menuItemOptionGroups.menuItemId, group: optionGroups })
      .from(menuItemOptionGroups)
      .innerJoin(optionGroups, eq(optionGroups.id, menuItemOptionGroups.groupId))
      .where(eq(optionGroups.restaurantId, restaurantId))
      .orderBy(asc(menuItemOptionGroups.menuItemId), asc(menuItemOptionGroups.position))
      .prepare('order_snapshot_groups'),
    options: db
      .select()
      .from(options)
      .where(
        inArray(
          options.groupId,
          db
            .select({ id: optionGroups.id })
            .from(optionGroups)
            .where(eq(optionGroups.restaurantId, restaurantId)),
        ),
      )
      .orderBy(asc(options.position), asc(options.createdAt))
      .prepare('order_snapshot_options'),
    kitchen: db
      .select({ autoAccept: kitchenSettings.autoAccept })
      .from(kitchenSettings)
      .where(eq(kitchenSettings.restaurantId, restaurantId))
      .prepare('order_snapshot_kitchen'),
  };
}

async function readSnapshot(reads: ReturnType<typeof prepareReads>, restaurantId: string) {
  const [found] = await reads.version.execute({ restaurantId });
  if (!found) return null;
  const [[restaurant], hours, zones, items, links, choices, [kitchen]] = await Promise.all([
    reads.restaurant.execute({ restaurantId }),
    reads.hours.execute({ restaurantId }),
    reads.zones.execute({ restaurantId }),
    reads.items.execute({ restaurantId }),
    reads.groups.execute({ restaurantId }),
    reads.options.execute({ restaurantId }),
    reads.kitchen.execute({ restaurantId }),
  ]);
  if (!restaurant) return null;
  const snapshot: MenuSnapshot = {
    version: Number(found.version ?? 0),
    restaurant,
    hours,
    zones,
    items: new Map(items.map((item) => [item.id, item])),
    groups: links.map(({ menuItemId, group }) => ({
      ...group,
      menuItemId,
      options: choices.filter((option) => option.groupId === group.id),
    })),
    autoAccept: kitchen?.autoAccept ?? {},
  };
  return snapshot;
}

interface Entry {
  read: Promise<MenuSnapshot | null>;
  /** Set once the read resolved. */
  snapshot?: MenuSnapshot | null;
}

export function createMenuSnapshots(db: Db) {
  const reads = prepareReads(db);
  const entries = new Map<string, Entry>();

  return {
    /** The kept snapshot, or one read now (callers arriving during that read share it). */
    get(restaurantId: string): Promise<MenuSnapshot | null> {
      let entry = entries.get(restaurantId);
      if (entry) {
        // Map order is insertion order: re-inserting marks it as the most recently used.
        entries.delete(restaurantId);
      } else {
        const read = readSnapshot(reads, restaurantId);
        const created: Entry = { read };
        entry = created;
        // A failed or empty read is not kept: the next order reads again.
        read.then(
          (snapshot) => {
            created.snapshot = snapshot;
            if (!snapshot && entries.get(restaurantId) === created) entries.delete(restaurantId);
          },
          () => {
            if (entries.get(restaurantId) === created) entries.delete(restaurantId);
          },
        );
      }
      entries.set(restaurantId, entry);
      if (entries.size > MAX_RESTAURANTS) entries.delete(entries.keys().next().value!);
      return entry.read;
    },

    /**
     * Whether a snapshot is still the restaurant's current version: asked before refusing an order
     * over what the snapshot says (an item sold out, the restaurant closed), which a newer version
     * may have changed.
     */
    async isCurrent(snapshot: MenuSnapshot): Promise<boolean> {
      const [found] = await reads.version.execute({ restaurantId: snapshot.restaurant.id });
      return Number(found?.version ?? 0) === snapshot.version;
    },

    /** Forgets a snapshot the guard refused, unless a newer one already replaced it. */
    drop(restaurantId: string, stale: MenuSnapshot) {
      const entry = entries.get(restaurantId);
      if (entry?.snapshot === stale) entries.delete(restaurantId);
    },
  };
}

export type MenuSnapshots = ReturnType<typeof createMenuSnapshots>;

/** One set of snapshots per database handle (the app's pool, a test's database). */
export const menuSnapshotsOf: (db: Db) => MenuSnapshots = perDatabase(createMenuSnapshots);
