/**
 * Menu items: the public menu, and the owner's create, replace, partial update ('Esgotado',
 * deactivate) and delete. Prices arrive as cents from the domain schemas and are stored as
 * numeric(10,2); a category named for the first time is created on the way.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { MenuItemPatch, MenuItemValues } from '../../../domain/menu/menu-item.schemas';
import { centsToDecimal } from '../../../domain/money/money';
import type { Db } from '../../db/client';
import { menuItemOptionGroups, menuItems, optionGroups } from '../../db/schema';
import { markMenuChanged } from '../../integrations/integration-store';
import { badRequest, notFound } from '../../lib/http-error';
import { ensureCategory } from './categories.service';
import { createMenuRepository, type MenuItemRow } from './menu.repository';
import { toMenuItemView, toOwnerMenuItemView } from './menu.views';

export const ITEM_NOT_FOUND = 'Item não encontrado';

/** The column values of the fields present in a create or update. */
async function columnsOf(db: Db, restaurantId: string, values: MenuItemPatch) {
  const columns: Partial<typeof menuItems.$inferInsert> = {};
  if (values.name !== undefined) columns.name = values.name;
  if (values.description !== undefined) columns.description = values.description;
  if (values.price !== undefined) columns.price = centsToDecimal(values.price);
  if (values.imageUrl !== undefined) columns.imageUrl = values.imageUrl;
  if (values.loyaltyPoints !== undefined) columns.loyaltyPoints = values.loyaltyPoints;
  if (values.isActive !== undefined) columns.isActive = values.isActive;
  if (values.isSoldOut !== undefined) columns.isSoldOut = values.isSoldOut;
  if (values.category !== undefined) {
    const category = values.category ? await ensureCategory(db, restaurantId, values.category) : null;
    columns.category = category?.name ?? null;
    columns.categoryId = category?.id ?? null;
  }
  return columns;
}

/** Replaces the item's option groups; every group must be this restaurant's. */
async function linkGroups(db: Db, restaurantId: string, itemId: string, groupIds: string[]) {
  if (groupIds.length > 0) {
    const owned = await db
      .select({ id: optionGroups.id })
      .from(optionGroups)
      .where(and(eq(optionGroups.restaurantId, restaurantId), inArray(optionGroups.id, groupIds)));
    if (owned.length !== groupIds.length)
      throw badRequest('Grupo de opções inválido', { optionGroupIds: 'Grupo de opções inválido' });
  }
  await db.delete(menuItemOptionGroups).where(eq(menuItemOptionGroups.menuItemId, itemId));
  if (groupIds.length > 0) {
    await db
      .insert(menuItemOptionGroups)
      .values(groupIds.map((groupId, position) => ({ menuItemId: itemId, groupId, position })));
  }
}

export function createMenuService(db: Db) {
  const repository = createMenuRepository(db);

  async function ownerView(row: MenuItemRow) {
    const groups = await repository.groupsOfItems([row.id]);
    return toOwnerMenuItemView(row, groups.get(row.id) ?? []);
  }

  async function update(restaurantId: string, itemId: string, values: MenuItemPatch) {
    const row = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const existing = await createMenuRepository(txDb).findItem(restaurantId, itemId);
      if (!existing) throw notFound(ITEM_NOT_FOUND);
      const columns = await columnsOf(txDb, restaurantId, values);
      const [updated] =
        Object.keys(columns).length > 0
          ? await tx.update(menuItems).set(columns).where(eq(menuItems.id, itemId)).returning()
          : [existing];
      if (values.optionGroupIds !== undefined)
        await linkGroups(txDb, restaurantId, itemId, values.optionGroupIds);
      await markMenuChanged(tx, restaurantId);
      return updated!;
    });
    return ownerView(row);
  }

  return {
    /** The menu in display order; inactive items and owner fields only for the owner. */
    async listMenu(restaurantId: string, { owner }: { owner: boolean }) {
      const rows = await repository.listItems(restaurantId, { includeInactive: owner });
      const groups = await repository.groupsOfItems(rows.map((row) => row.id));
      const view = owner ? toOwnerMenuItemView : toMenuItemView;
      return rows.map((row) => view(row, groups.get(row.id) ?? []));
    },

    async create(restaurantId: string, values: MenuItemValues) {
      const row = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const columns = await columnsOf(txDb, restaurantId, values);
        const position = await createMenuRepository(txDb).nextItemPosition(restaurantId);
        const [created] = await tx
          .insert(menuItems)
          .values({
            ...columns,
            name: values.name,
            price: centsToDecimal(values.price),
            restaurantId,
            position,
          })
          .returning();
        await linkGroups(txDb, restaurantId, created!.id, values.optionGroupIds);
        await markMenuChanged(tx, restaurantId);
        return created!;
      });
      return ownerView(row);
    },

    /** PUT: every field as sent (absent optional text clears it). */
    replace(restaurantId: string, itemId: string, values: MenuItemValues) {
      return update(restaurantId, itemId, {
        ...values,
        description: values.description ?? null,
        category: values.category ?? null,
        imageUrl: values.imageUrl ?? null,
      });
    },

    patch: update,

    async remove(restaurantId: string, itemId: string) {
      const deleted = await db
        .delete(menuItems)
        .where(and(eq(menuItems.id, itemId), eq(menuItems.restaurantId, restaurantId)))
        .returning({ id: menuItems.id });
      if (deleted.length === 0) throw notFound(ITEM_NOT_FOUND);
      await markMenuChanged(db, restaurantId);
    },
  };
}
