/**
 * The restaurant's library of option groups, reusable across items. Editing a group keeps the ids of
 * the options it still has (so past orders and the cart keep pointing at them), adds the new ones
 * and removes the rest. The 'Esgotado' switch of one option is its own quick update.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { OptionGroupValues } from '../../../domain/menu/option-group.schemas';
import { centsToDecimal } from '../../../domain/money/money';
import type { Db } from '../../db/client';
import { menuItemOptionGroups, optionGroups, options } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { createMenuRepository } from './menu.repository';
import { toOptionGroupView } from './menu.views';

const GROUP_NOT_FOUND = 'Grupo de opções não encontrado';
const OPTION_NOT_FOUND = 'Opção não encontrada';

export function createOptionGroupsService(db: Db) {
  async function findGroup(restaurantId: string, groupId: string) {
    const [row] = await db
      .select()
      .from(optionGroups)
      .where(and(eq(optionGroups.id, groupId), eq(optionGroups.restaurantId, restaurantId)));
    if (!row) throw notFound(GROUP_NOT_FOUND);
    return row;
  }

  async function view(groupId: string) {
    const groups = await createMenuRepository(db).groupsById([groupId]);
    const links = await db
      .select({ itemId: menuItemOptionGroups.menuItemId })
      .from(menuItemOptionGroups)
      .where(eq(menuItemOptionGroups.groupId, groupId));
    return { ...toOptionGroupView(groups.get(groupId)!), itemIds: links.map((link) => link.itemId) };
  }

  const groupColumns = (values: OptionGroupValues) => ({
    name: values.name,
    kind: values.kind,
    isRequired: values.isRequired,
    minChoices: values.minChoices,
    maxChoices: values.maxChoices,
  });

  return {
    /** Every group with its options and the items that offer it. */
    async list(restaurantId: string) {
      const rows = await db
        .select({ id: optionGroups.id })
        .from(optionGroups)
        .where(eq(optionGroups.restaurantId, restaurantId))
        .orderBy(asc(optionGroups.createdAt));
      const ids = rows.map((row) => row.id);
      const groups = await createMenuRepository(db).groupsById(ids);
      const links =
        ids.length === 0
          ? []
          : await db.select().from(menuItemOptionGroups).where(inArray(menuItemOptionGroups.groupId, ids));
      return ids.map((id) => ({
        ...toOptionGroupView(groups.get(id)!),
        itemIds: links.filter((link) => link.groupId === id).map((link) => link.menuItemId),
      }));
    },

    async create(restaurantId: string, values: OptionGroupValues) {
      const groupId = await db.transaction(async (tx) => {
        const [group] = await tx
          .insert(optionGroups)
          .values({ restaurantId, ...groupColumns(values) })
          .returning();
        await tx.insert(options).values(
          values.options.map((option, position) => ({
            groupId: group!.id,
            name: option.name,
            price: centsToDecimal(option.price),
            isSoldOut: option.isSoldOut,
            position,
          })),
        );
        return group!.id;
      });
      return view(groupId);
    },

    async replace(restaurantId: string, groupId: string, values: OptionGroupValues) {
      await findGroup(restaurantId, groupId);
      await db.transaction(async (tx) => {
        const keptIds = values.options.flatMap((option) => (option.id ? [option.id] : []));
        if (keptIds.length > 0) {
          const owned = await tx
            .select({ id: options.id })
            .from(options)
            .where(and(eq(options.groupId, groupId), inArray(options.id, keptIds)));
          if (owned.length !== new Set(keptIds).size) throw badRequest('Opção inválida para este grupo');
        }
        await tx.update(optionGroups).set(groupColumns(values)).where(eq(optionGroups.id, groupId));
        await tx
          .delete(options)
          .where(
            keptIds.length > 0
              ? and(eq(options.groupId, groupId), notInArray(options.id, keptIds))
              : eq(options.groupId, groupId),
          );
        for (const [position, option] of values.options.entries()) {
          const columns = {
            name: option.name,
            price: centsToDecimal(option.price),
            isSoldOut: option.isSoldOut,
            position,
          };
          if (option.id) await tx.update(options).set(columns).where(eq(options.id, option.id));
          else await tx.insert(options).values({ groupId, ...columns });
        }
      });
      return view(groupId);
    },

    /** Deletes the group; the items that offered it no longer do. */
    async remove(restaurantId: string, groupId: string) {
      await findGroup(restaurantId, groupId);
      await db.delete(optionGroups).where(eq(optionGroups.id, groupId));
    },

    async setOptionSoldOut(restaurantId: string, optionId: string, isSoldOut: boolean) {
      const [row] = await db
        .select({ groupId: options.groupId })
        .from(options)
        .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
        .where(and(eq(options.id, optionId), eq(optionGroups.restaurantId, restaurantId)));
      if (!row) throw notFound(OPTION_NOT_FOUND);
      await db.update(options).set({ isSoldOut }).where(eq(options.id, optionId));
      return view(row.groupId);
    },
  };
}
