/**
 * The lines of a counter order while the owner builds it. Prices come from the domain's priceItem,
 * the same function the server uses, so the preview matches what the server will store.
 */
import type { HalfAndHalfPricing } from '../../../../domain/menu/menu';
import { type PricedGroup, type PricingResult, priceItem } from '../../../../domain/menu/pricing';
import { type Cents, multiplyCents, parseCents, sumCents } from '../../../../domain/money/money';
import type { CounterMenuGroup, CounterMenuItem } from '../api/get-menu';

export interface CounterLine {
  key: string;
  menuItemId: string;
  name: string;
  quantity: number;
  notes: string;
  optionIds: string[];
  optionNames: string[];
  unitCents: Cents;
}

const cents = (value: string) => parseCents(value) ?? 0;

export function toPricedGroups(groups: readonly CounterMenuGroup[] = []): PricedGroup[] {
  return groups.map((group) => ({
    ...group,
    options: group.options.map((option) => ({ ...option, priceCents: cents(option.price) })),
  }));
}

export function priceCounterItem(
  item: CounterMenuItem,
  optionIds: readonly string[],
  halfAndHalf: HalfAndHalfPricing = 'highest',
): PricingResult {
  return priceItem(cents(item.price), toPricedGroups(item.optionGroups), optionIds, halfAndHalf);
}

let sequence = 0;

/** A line for the order, or the option rule the choice breaks. */
export function buildCounterLine(
  item: CounterMenuItem,
  choice: { quantity: number; notes: string; optionIds: string[] },
  halfAndHalf: HalfAndHalfPricing = 'highest',
): { line: CounterLine } | { error: string } {
  const priced = priceCounterItem(item, choice.optionIds, halfAndHalf);
  if (!priced.ok) return { error: priced.error };
  if (!Number.isInteger(choice.quantity) || choice.quantity < 1 || choice.quantity > 99)
    return { error: 'A quantidade deve ser de 1 a 99.' };
  sequence += 1;
  return {
    line: {
      key: `${item.id}-${sequence}`,
      menuItemId: item.id,
      name: item.name,
      quantity: choice.quantity,
      notes: choice.notes.trim(),
      optionIds: priced.chosen.map((option) => option.optionId),
      optionNames: priced.chosen.map((option) => option.name),
      unitCents: priced.unitPriceCents,
    },
  };
}

export function lineTotalCents(line: CounterLine): Cents {
  return multiplyCents(line.unitCents, line.quantity);
}

export function linesSubtotalCents(lines: readonly CounterLine[]): Cents {
  return sumCents(lines.map(lineTotalCents));
}
