/**
 * Test fixtures for ordering: a restaurant's menu written straight into the real database (items,
 * option groups and options), so order tests do not depend on the menu-management routes.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  deliveryZones,
  menuItemOptionGroups,
  menuItems,
  openingHours,
  optionGroups,
  options,
  restaurants,
} from '../../db/schema';

type ItemValues = Partial<typeof menuItems.$inferInsert>;

export async function createItem(db: Db, restaurantId: string, values: ItemValues = {}) {
  const [item] = await db
    .insert(menuItems)
    .values({ restaurantId, name: 'Pizza Margherita', price: '40.00', category: 'Pizzas', ...values })
    .returning();
  return item!;
}

interface GroupSpec {
  name: string;
  isRequired?: boolean;
  minChoices?: number;
  maxChoices?: number;
  kind?: 'standard' | 'flavors';
  options: { name: string; price: string; isSoldOut?: boolean }[];
}

export async function addGroup(db: Db, restaurantId: string, itemId: string, spec: GroupSpec, position = 0) {
  const [group] = await db
    .insert(optionGroups)
    .values({
      restaurantId,
      name: spec.name,
      isRequired: spec.isRequired ?? false,
      minChoices: spec.minChoices ?? 0,
      maxChoices: spec.maxChoices ?? 1,
      kind: spec.kind ?? 'standard',
    })
    .returning();
  await db.insert(menuItemOptionGroups).values({ menuItemId: itemId, groupId: group!.id, position });
  const rows = await db
    .insert(options)
    .values(spec.options.map((option, index) => ({ ...option, groupId: group!.id, position: index })))
    .returning();
  return {
    group: group!,
    options: Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, string>,
  };
}

/** A pizza with a required size and optional add-ons (one of them 'Esgotado'). */
export async function pizzaWithOptions(db: Db, restaurantId: string) {
  const item = await createItem(db, restaurantId, { name: 'Pizza Margherita', price: '40.00' });
  const size = await addGroup(db, restaurantId, item.id, {
    name: 'Tamanho',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Média', price: '0.00' },
      { name: 'Grande', price: '15.00' },
    ],
  });
  const extras = await addGroup(
    db,
    restaurantId,
    item.id,
    {
      name: 'Adicionais',
      maxChoices: 3,
      options: [
        { name: 'Bacon', price: '5.00' },
        { name: 'Catupiry', price: '6.50' },
        { name: 'Cheddar', price: '4.00', isSoldOut: true },
      ],
    },
    1,
  );
  return { item, size: size.options, extras: extras.options };
}

export async function setRestaurant(
  db: Db,
  restaurantId: string,
  values: Partial<typeof restaurants.$inferInsert>,
) {
  await db.update(restaurants).set(values).where(eq(restaurants.id, restaurantId));
}

/** Opening hours that exclude now: one period on the weekday three days away. */
export async function closeForNow(db: Db, restaurantId: string, now = new Date()) {
  const weekday = (now.getUTCDay() + 3) % 7;
  await db.insert(openingHours).values({ restaurantId, weekday, opensAt: 600, closesAt: 660 });
}

export async function addZone(
  db: Db,
  restaurantId: string,
  values: Partial<typeof deliveryZones.$inferInsert>,
) {
  await db.insert(deliveryZones).values({ restaurantId, name: 'Centro', kind: 'neighborhood', ...values });
}
