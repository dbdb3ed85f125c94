/**
 * The menu item rules: the 'Cardápio' form and the server's menu routes both parse with these, so an
 * owner sees the same Portuguese message in the form and from the API. Prices leave as cents.
 */
import { z } from 'zod';
import { moneyField } from './money-input';
import { clearableText, imageUrlField, requiredText } from './text-fields';

export const MENU_ITEM_NAME_MAX = 120;
export const MENU_ITEM_DESCRIPTION_MAX = 1000;
export const CATEGORY_NAME_MAX = 60;
export const LOYALTY_POINTS_MAX = 10_000;
export const OPTION_GROUPS_PER_ITEM_MAX = 20;

export const menuItemPriceField = () => moneyField({ subject: 'o preço', allowZero: false });

const idList = (max: number, tooMany: string) =>
  z
    .array(z.string().min(1).max(64), { error: 'Lista inválida' })
    .max(max, tooMany)
    .refine((ids) => new Set(ids).size === ids.length, 'A lista tem itens repetidos');

/** Every field, none defaulted: the base of the create and the partial update schemas. */
const menuItemFields = {
  name: requiredText(
    'Nome é obrigatório',
    MENU_ITEM_NAME_MAX,
    `O nome deve ter no máximo ${MENU_ITEM_NAME_MAX} caracteres`,
  ),
  description: clearableText(
    MENU_ITEM_DESCRIPTION_MAX,
    `A descrição deve ter no máximo ${MENU_ITEM_DESCRIPTION_MAX.toLocaleString('pt-BR')} caracteres`,
  ),
  price: menuItemPriceField(),
  /** The category's name (the specification's API); a new name creates the category. */
  category: clearableText(
    CATEGORY_NAME_MAX,
    `A categoria deve ter no máximo ${CATEGORY_NAME_MAX} caracteres`,
  ),
  imageUrl: imageUrlField(),
  loyaltyPoints: z.coerce
    .number({ error: 'Pontos inválidos' })
    .int('Os pontos devem ser um número inteiro')
    .min(0, 'Os pontos não podem ser negativos')
    .max(LOYALTY_POINTS_MAX, `Use no máximo ${LOYALTY_POINTS_MAX.toLocaleString('pt-BR')} pontos`),
  isActive: z.boolean({ error: 'Valor inválido' }),
  /** The 'Esgotado' switch. */
  isSoldOut: z.boolean({ error: 'Valor inválido' }),
  /** The option groups offered with this item, in the order they are shown. */
  optionGroupIds: idList(OPTION_GROUPS_PER_ITEM_MAX, `Use no máximo ${OPTION_GROUPS_PER_ITEM_MAX} grupos`),
};

/** Creating an item, or replacing all its fields (PUT). */
export const menuItemSchema = z.object({
  ...menuItemFields,
  loyaltyPoints: menuItemFields.loyaltyPoints.default(0),
  isActive: menuItemFields.isActive.default(true),
  isSoldOut: menuItemFields.isSoldOut.default(false),
  optionGroupIds: menuItemFields.optionGroupIds.default([]),
});
export type MenuItemInput = z.input<typeof menuItemSchema>;
export type MenuItemValues = z.output<typeof menuItemSchema>;

/** Changing some fields (PATCH): the 'Esgotado' tap, deactivating, a new price. */
export const menuItemPatchSchema = z.object(menuItemFields).partial();
export type MenuItemPatch = z.output<typeof menuItemPatchSchema>;

export const categorySchema = z.object({
  name: requiredText(
    'Nome da categoria é obrigatório',
    CATEGORY_NAME_MAX,
    `O nome da categoria deve ter no máximo ${CATEGORY_NAME_MAX} caracteres`,
  ),
});
export type CategoryValues = z.output<typeof categorySchema>;

/** A new order for categories (or items): every id once, first shown first. */
export const reorderSchema = z.object({
  ids: idList(500, 'Lista grande demais').refine((ids) => ids.length > 0, 'Informe a nova ordem'),
});
export type ReorderValues = z.output<typeof reorderSchema>;

/** Only the 'Esgotado' switch, for an option. */
export const soldOutSchema = z.object({ isSoldOut: z.boolean({ error: 'Informe se está esgotado' }) });
