/**
 * Categories are real records with an order the owner sets; the public menu is grouped by them.
 * Items keep the category's name as text too (the specification's API), so renames and deletions
 * update the items in the same transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { categories, menuItems } from '../../db/schema';
import { markMenuChanged } from '../../integrations/integration-store';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { toCategoryView } from './menu.views';

const CATEGORY_TAKEN = 'Já existe uma categoria com este nome';
const CATEGORY_NOT_FOUND = 'Categoria não encontrada';

/** The restaurant's category with this name (any case), created at the end when new. */
export async function ensureCategory(db: Db, restaurantId: string, name: string) {
  const sameName = and(
    eq(categories.restaurantId, restaurantId),
    sql`lower(${categories.name}) = lower(${name})`,
  );
  const [existing] = await db.select().from(categories).where(sameName);
  if (existing) return existing;
  await db
    .insert(categories)
    .values({
      restaurantId,
      name,
      position: sql`(select coalesce(max(${categories.position}), -1) + 1 from ${categories} where ${categories.restaurantId} = ${restaurantId})`,
    })
    .onConflictDoNothing();
  const [created] = await db.select().from(categories).where(sameName);
  return created!;
}

export function createCategoriesService(db: Db) {
  async function find(restaurantId: string, categoryId: string) {
    const [row] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.id, categoryId), eq(categories.restaurantId, restaurantId)));
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return row;
  }

  const list = async (restaurantId: string) =>
    (
      await db
        .select()
        .from(categories)
        .where(eq(categories.restaurantId, restaurantId))
        .orderBy(asc(categories.position), asc(categories.createdAt))
    ).map(toCategoryView);

  return {
    list,

    async create(restaurantId: string, name: string) {
      const [taken] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(eq(categories.restaurantId, restaurantId), sql`lower(${categories.name}) = lower(${name})`),
        );
      if (taken) throw conflict(CATEGORY_TAKEN);
      return toCategoryView(await ensureCategory(db, restaurantId, name));
    },

    async rename(restaurantId: string, categoryId: string, name: string) {
      await find(restaurantId, categoryId);
      try {
        return await db.transaction(async (tx) => {
          const [clash] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(
              and(
                eq(categories.restaurantId, restaurantId),
                sql`lower(${categories.name}) = lower(${name})`,
                sql`${categories.id} <> ${categoryId}`,
              ),
            );
          if (clash) throw conflict(CATEGORY_TAKEN);
          const [row] = await tx
            .update(categories)
            .set({ name })
            .where(eq(categories.id, categoryId))
            .returning();
          await tx.update(menuItems).set({ category: name }).where(eq(menuItems.categoryId, categoryId));
          await markMenuChanged(tx, restaurantId);
          return toCategoryView(row!);
        });
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(CATEGORY_TAKEN);
        throw error;
      }
    },

    /** Deletes the category; its items stay on the menu without a category. */
    async remove(restaurantId: string, categoryId: string) {
      await find(restaurantId, categoryId);
      await db.transaction(async (tx) => {
        await tx
          .update(menuItems)
          .set({ category: null, categoryId: null })
          .where(eq(menuItems.categoryId, categoryId));
        await tx.delete(categories).where(eq(categories.id, categoryId));
        await markMenuChanged(tx, restaurantId);
      });
    },

    /** Sets the order: the listed categories first, in that order, then any not listed. */
    async reorder(restaurantId: string, ids: string[]) {
      const owned = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.restaurantId, restaurantId), inArray(categories.id, ids)));
      if (owned.length !== ids.length) throw badRequest('Categoria inválida na nova ordem');
      const current = await list(restaurantId);
      const rest = current.filter((category) => !ids.includes(category.id)).map((category) => category.id);
      await db.transaction(async (tx) => {
        for (const [position, id] of [...ids, ...rest].entries()) {
          await tx.update(categories).set({ position }).where(eq(categories.id, id));
        }
      });
      return list(restaurantId);
    },
  };
}
