/**
 * The price of a menu item with its chosen options. The cart shows it, the server recomputes it for
 * every order with this same function, so what the diner sees is what the order stores.
 *
 * - A standard group adds the price of each chosen option.
 * - A 'flavors' group (half-and-half pizza) adds the dearest chosen flavour's price, or the average,
 *   as the restaurant chooses (rounded half up to the cent).
 */
import type { Cents } from '../money/money';
import type { HalfAndHalfPricing, OptionGroupKind } from './menu';

export interface PricedOption {
  id: string;
  name: string;
  priceCents: Cents;
  isSoldOut?: boolean;
}

export interface PricedGroup {
  id: string;
  name: string;
  kind: OptionGroupKind;
  isRequired: boolean;
  minChoices: number;
  maxChoices: number;
  options: PricedOption[];
}

export interface ChosenOption {
  groupId: string;
  groupName: string;
  optionId: string;
  name: string;
  priceCents: Cents;
}

export type PricingResult =
  | { ok: true; unitPriceCents: Cents; chosen: ChosenOption[] }
  | { ok: false; error: string };

/** Fewest choices a group accepts: a required group needs at least one. */
export function minimumChoices(group: Pick<PricedGroup, 'isRequired' | 'minChoices'>): number {
  return group.isRequired ? Math.max(1, group.minChoices) : group.minChoices;
}

const plural = (count: number) => (count === 1 ? 'opção' : 'opções');

export function priceItem(
  basePriceCents: Cents,
  groups: readonly PricedGroup[],
  selectedOptionIds: readonly string[],
  halfAndHalf: HalfAndHalfPricing = 'highest',
): PricingResult {
  const selected = new Set(selectedOptionIds);
  if (selected.size !== selectedOptionIds.length) return { ok: false, error: 'Opção repetida no item.' };

  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  if (selectedOptionIds.some((id) => !known.has(id)))
    return { ok: false, error: 'Opção inválida para este item.' };

  let unitPriceCents = basePriceCents;
  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    const picks = group.options.filter((option) => selected.has(option.id));
    const min = minimumChoices(group);
    if (picks.length < min)
      return { ok: false, error: `Escolha pelo menos ${min} ${plural(min)} em "${group.name}".` };
    if (picks.length > group.maxChoices) {
      return {
        ok: false,
        error: `Escolha no máximo ${group.maxChoices} ${plural(group.maxChoices)} em "${group.name}".`,
      };
    }
    const soldOut = picks.find((option) => option.isSoldOut);
    if (soldOut) return { ok: false, error: `"${soldOut.name}" está esgotado.` };

    unitPriceCents += groupPrice(group.kind, picks, halfAndHalf);
    for (const option of picks) {
      chosen.push({
        groupId: group.id,
        groupName: group.name,
        optionId: option.id,
        name: option.name,
        priceCents: option.priceCents,
      });
    }
  }
  return { ok: true, unitPriceCents, chosen };
}

function groupPrice(kind: OptionGroupKind, picks: PricedOption[], halfAndHalf: HalfAndHalfPricing): Cents {
  if (picks.length === 0) return 0;
  const prices = picks.map((option) => option.priceCents);
  if (kind !== 'flavors') return prices.reduce((sum, price) => sum + price, 0);
  if (halfAndHalf === 'average')
    return Math.round(prices.reduce((sum, price) => sum + price, 0) / prices.length);
  return Math.max(...prices);
}
