/**
 * The menu's answers as zod (menu.views.ts builds them; the shapes are the domain's menu-api.ts):
 * prices as decimal strings, dates as ISO strings.
 */
import { z } from 'zod';
import { OPTION_GROUP_KINDS } from '../../../domain/menu/menu';
import { isoDateTime, money } from '../../lib/answer-schemas';

export const optionViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: money.describe('Preço acrescentado, ex.: "5.00".'),
  isSoldOut: z.boolean().describe('Esgotado.'),
});

export const optionGroupViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(OPTION_GROUP_KINDS).describe('standard = complementos; flavors = sabores (meio a meio).'),
  isRequired: z.boolean(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  options: z.array(optionViewSchema),
});

export const ownerOptionGroupViewSchema = optionGroupViewSchema
  .extend({ itemIds: z.array(z.string()).describe('Itens do cardápio que oferecem o grupo.') })
  .describe('Grupo de opções da biblioteca do dono.');

const menuItemShape = {
  id: z.string(),
  restaurantId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: money,
  category: z.string().nullable().describe('Nome da categoria.'),
  categoryId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  isSoldOut: z.boolean().describe('Esgotado: marcado pelo dono ou sem estoque.'),
  loyaltyPoints: z.number().int(),
  hasInventoryControl: z.boolean(),
  stockUnit: z.string(),
  position: z.number().int(),
  createdAt: isoDateTime,
  optionGroups: z.array(optionGroupViewSchema),
};

export const menuItemViewSchema = z.object(menuItemShape).describe('Item do cardápio.');

export const ownerMenuItemViewSchema = z
  .object({
    ...menuItemShape,
    costPrice: money.describe('Custo, ex.: "12.00".'),
    stockQuantity: z.number().int(),
    minStockAlert: z.number().int(),
    soldOutSwitch: z
      .boolean()
      .describe('Só a chave "Esgotado" do dono (isSoldOut também reflete o estoque).'),
  })
  .describe('Item do cardápio, com os campos que só o dono vê.');

export const menuAnswerSchema = z
  .union([z.array(menuItemViewSchema), z.array(ownerMenuItemViewSchema)])
  .describe('Itens do cardápio: os ativos para o cliente; todos, com custo e estoque, para o dono.');

export const categoryViewSchema = z
  .object({ id: z.string(), name: z.string(), position: z.number().int() })
  .describe('Categoria do cardápio.');
