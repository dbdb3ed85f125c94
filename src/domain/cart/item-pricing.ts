/**
 * Menu items as the API sends them (decimal strings) priced with the domain's one option-pricing
 * function. The add dialog shows a live subtotal with it, the cart stores its figures, and after a
 * price change the cart is repriced with it, so the diner sees what the server will charge.
 */
import type { HalfAndHalfPricing, OptionGroupKind } from '../menu/menu';
import { type PricedGroup, priceItem } from '../menu/pricing';
import { type Cents, centsToDecimal, parseCents } from '../money/money';
import type { Cart, CartOption } from './cart';

export interface MenuOptionLike {
  id: string;
  name: string;
  price: string;
  isSoldOut?: boolean;
}

export interface MenuOptionGroupLike {
  id: string;
  name: string;
  kind: OptionGroupKind | string;
  isRequired: boolean;
  minChoices: number;
  maxChoices: number;
  options: MenuOptionLike[];
}

export interface MenuItemLike {
  id: string;
  restaurantId: string;
  name: string;
  price: string;
  isActive?: boolean;
  isSoldOut?: boolean;
  optionGroups?: MenuOptionGroupLike[];
}

export function toPricedGroups(groups: readonly MenuOptionGroupLike[] = []): PricedGroup[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    kind: group.kind === 'flavors' ? 'flavors' : 'standard',
    isRequired: group.isRequired,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      priceCents: parseCents(option.price) ?? 0,
      isSoldOut: option.isSoldOut,
    })),
  }));
}

export type ItemPricing =
  | { ok: true; unitPrice: string; options: CartOption[] }
  | { ok: false; error: string };

/** The unit price of an item with the chosen options, or the rule the choice breaks. */
export function priceMenuItem(
  item: MenuItemLike,
  optionIds: readonly string[],
  halfAndHalf: HalfAndHalfPricing = 'highest',
): ItemPricing {
  const result = priceItem(
    parseCents(item.price) ?? 0,
    toPricedGroups(item.optionGroups),
    optionIds,
    halfAndHalf,
  );
  if (!result.ok) return result;
  return {
    ok: true,
    unitPrice: centsToDecimal(result.unitPriceCents),
    options: result.chosen.map((option) => ({
      groupId: option.groupId,
      groupName: option.groupName,
      optionId: option.optionId,
      name: option.name,
      price: centsToDecimal(option.priceCents),
    })),
  };
}

/**
 * The unit price of a choice still being made (a required group not chosen yet): the dialog's live
 * subtotal. Minimums are not enforced here; the add button enforces them.
 */
export function previewUnitCents(
  item: MenuItemLike,
  optionIds: readonly string[],
  halfAndHalf: HalfAndHalfPricing = 'highest',
): Cents {
  const relaxed = toPricedGroups(item.optionGroups).map((group) => ({
    ...group,
    isRequired: false,
    minChoices: 0,
    maxChoices: Math.max(group.maxChoices, group.options.length),
    options: group.options.map((option) => ({ ...option, isSoldOut: false })),
  }));
  const base = parseCents(item.price) ?? 0;
  const result = priceItem(base, relaxed, optionIds, halfAndHalf);
  return result.ok ? result.unitPriceCents : base;
}

export interface RepricedCart {
  cart: Cart;
  /** Names of the lines dropped because the item or a chosen option can no longer be ordered. */
  removed: string[];
  /** Whether any unit price changed. */
  changed: boolean;
}

/** Reprices every line from the current menu (after the server said prices changed). */
export function repriceCart(
  cart: Cart,
  menu: readonly MenuItemLike[],
  halfAndHalf: HalfAndHalfPricing = 'highest',
): RepricedCart {
  const byId = new Map(menu.map((item) => [item.id, item]));
  const removed: string[] = [];
  let changed = false;
  const items = cart.items.flatMap((line) => {
    const item = byId.get(line.menuItem.id);
    const pricing =
      item && item.isActive !== false && !item.isSoldOut
        ? priceMenuItem(
            item,
            line.options.map((option) => option.optionId),
            halfAndHalf,
          )
        : null;
    if (!item || !pricing?.ok) {
      removed.push(line.menuItem.name);
      return [];
    }
    if (pricing.unitPrice !== line.unitPrice || item.price !== line.menuItem.price) changed = true;
    return [
      {
        ...line,
        menuItem: { ...line.menuItem, name: item.name, price: item.price },
        options: pricing.options,
        unitPrice: pricing.unitPrice,
      },
    ];
  });
  return { cart: { ...cart, items }, removed, changed: changed || removed.length > 0 };
}
