/**
 * One menu item as iFood's Catalog v2 "item completo" (PUT /catalog/v2.0/merchants/{id}/items):
 * `item`, `products`, `optionGroups`, `options`, flat and linked by id. Shapes from
 * developer.ifood.com.br (modules/catalog/guides/modifiers-management, .../guides/pizza,
 * .../multisetup) and, for the parts of the pizza guide past what we could read, the capture of
 * that guide in rodrigotjf1-boop/orzuni docs/pizza-combo-shape.md (see ADR 0024).
 *
 * - A regular item is type DEFAULT with its option groups (complements): the main product lists
 *   each group with {id, min, max}; each option points at a product of its own.
 * - An item with a 'flavors' group is a pizza: type PIZZA, no categoryId (iFood files it in its
 *   PIZZA category) and the four groups SIZE, CRUST, EDGE and TOPPING. The price lives on the
 *   sizes; `fractions` on each size says how many flavours it takes (our flavours group's maximum,
 *   iFood's ceiling of 4); every flavour is linked to every size through contextModifiers.
 *
 * Ids are derived from ours, so a re-sync updates the same iFood records instead of adding new ones.
 */
import { createHash } from 'node:crypto';
import { minimumChoices } from '../../../domain/menu/pricing';
import { parseCents } from '../../../domain/money/money';
import type { GroupWithOptions, MenuItemRow } from '../../modules/menu/menu.repository';

export type Status = 'AVAILABLE' | 'UNAVAILABLE';
type GroupType = 'DEFAULT' | 'SIZE' | 'CRUST' | 'EDGE' | 'TOPPING';

interface Price {
  value: number;
  originalValue: number;
}
export interface IfoodProduct {
  id: string;
  externalCode: string;
  name: string;
  description?: string;
  optionGroups?: { id: string; min: number; max: number }[];
}
export interface IfoodOptionGroup {
  id: string;
  name: string;
  externalCode: string;
  status: Status;
  index: number;
  optionGroupType: GroupType;
  optionIds: string[];
}
export interface IfoodOption {
  id: string;
  productId: string;
  externalCode: string;
  status: Status;
  index: number;
  price: Price;
  fractions?: number[];
  contextModifiers?: { catalogContext: string; parentOptionId: string; status: Status; price: Price }[];
}
export interface IfoodItemPayload {
  item: {
    id: string;
    type: 'DEFAULT' | 'PIZZA';
    categoryId?: string;
    status: Status;
    price?: Price;
    externalCode: string;
    index: number;
    productId: string;
  };
  products: IfoodProduct[];
  optionGroups: IfoodOptionGroup[];
  options: IfoodOption[];
}

/** iFood's pizza takes at most four flavours (fractions 1..4). */
export const IFOOD_MAX_FRACTIONS = 4;

/** A UUID-shaped id derived from ours (name-based, like UUID v5), stable across syncs. */
export function stableId(...parts: string[]): string {
  const hex = createHash('sha1')
    .update(`comanda-ifood:${parts.join(':')}`)
    .digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const reais = (decimal: string | number) => (parseCents(decimal) ?? 0) / 100;
export const price = (value: number): Price => ({ value, originalValue: value });
export const status = (available: boolean): Status => (available ? 'AVAILABLE' : 'UNAVAILABLE');

export const isPizza = (groups: readonly GroupWithOptions[]) =>
  groups.some((group) => group.kind === 'flavors');

export function itemCode(item: MenuItemRow): string {
  return item.externalCode || item.id;
}

export function mainProduct(item: MenuItemRow, optionGroups: IfoodProduct['optionGroups']): IfoodProduct {
  return {
    id: item.id,
    externalCode: itemCode(item),
    name: item.name,
    description: item.description ?? '',
    optionGroups,
  };
}

/** A regular item with its complements. */
export function defaultItemPayload(
  item: MenuItemRow,
  groups: readonly GroupWithOptions[],
  categoryId: string,
  index: number,
): IfoodItemPayload {
  const products: IfoodProduct[] = [];
  const optionGroups: IfoodOptionGroup[] = [];
  const options: IfoodOption[] = [];
  const references: { id: string; min: number; max: number }[] = [];
  for (const [groupIndex, group] of groups.entries()) {
    const groupId = stableId(item.id, group.id);
    const optionIds: string[] = [];
    for (const [optionIndex, option] of group.options.entries()) {
      const optionId = stableId(item.id, option.id);
      const productId = stableId('product', item.id, option.id);
      optionIds.push(optionId);
      products.push({ id: productId, externalCode: option.id, name: option.name });
      options.push({
        id: optionId,
        productId,
        externalCode: option.id,
        status: status(!option.isSoldOut),
        index: optionIndex,
        price: price(reais(option.price)),
      });
    }
    optionGroups.push({
      id: groupId,
      name: group.name,
      externalCode: group.id,
      status: 'AVAILABLE',
      index: groupIndex,
      optionGroupType: 'DEFAULT',
      optionIds,
    });
    references.push({ id: groupId, min: minimumChoices(group), max: group.maxChoices });
  }
  return {
    item: {
      id: item.id,
      type: 'DEFAULT',
      categoryId,
      // A deactivated or sold-out item stays in the catalog, unavailable, so iFood stops selling it.
      status: status(item.isActive && !item.isSoldOut),
      price: price(reais(item.price)),
      externalCode: itemCode(item),
      index,
      productId: item.id,
    },
    products: [mainProduct(item, references), ...products],
    optionGroups,
    options,
  };
}
