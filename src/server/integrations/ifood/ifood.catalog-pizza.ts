/**
 * A Comanda pizza (an item with a 'flavors' group) through iFood's pizza template: type PIZZA with
 * the four groups the guide requires (SIZE, CRUST, EDGE, TOPPING). Which of our groups is which:
 * the flavours group is TOPPING; a group named 'Tamanho…' is SIZE, 'Massa…' CRUST, 'Borda…' EDGE.
 * Comanda has no crust or edge unless the owner made such a group; then a single free option
 * ('Tradicional', 'Sem borda') stands for the one crust and the plain edge the pizza has. A pizza
 * without a size group is sent without SIZE: iFood refuses it (422) and the owner is told to add
 * the sizes, since inventing a size would sell something the restaurant never priced.
 * Other groups on a pizza have no place in the template and are not sent (ADR 0024).
 */
import { minimumChoices } from '../../../domain/menu/pricing';
import type { GroupWithOptions, MenuItemRow } from '../../modules/menu/menu.repository';
import {
  IFOOD_MAX_FRACTIONS,
  type IfoodItemPayload,
  type IfoodOption,
  type IfoodOptionGroup,
  type IfoodProduct,
  itemCode,
  mainProduct,
  price,
  reais,
  stableId,
  status,
} from './ifood.catalog-payload';

type PizzaGroupType = 'SIZE' | 'CRUST' | 'EDGE' | 'TOPPING';

interface PizzaChoice {
  /** Our option id, or a fixed key for the stand-in crust and edge. */
  key: string;
  name: string;
  priceReais: number;
  available: boolean;
}

const matches = (group: GroupWithOptions, pattern: RegExp) =>
  group.kind !== 'flavors' && pattern.test(group.name.normalize('NFD').replace(/\p{M}/gu, ''));

function choicesOf(group: GroupWithOptions): PizzaChoice[] {
  return group.options.map((option) => ({
    key: option.id,
    name: option.name,
    priceReais: reais(option.price),
    available: !option.isSoldOut,
  }));
}

export function pizzaItemPayload(
  item: MenuItemRow,
  groups: readonly GroupWithOptions[],
  contexts: readonly string[],
  index: number,
): IfoodItemPayload {
  const flavors = groups.find((group) => group.kind === 'flavors')!;
  const size = groups.find((group) => matches(group, /tamanho/i));
  const crust = groups.find((group) => matches(group, /massa/i));
  const edge = groups.find((group) => matches(group, /borda/i));
  const base = reais(item.price);
  const fractionCount = Math.min(IFOOD_MAX_FRACTIONS, Math.max(1, flavors.maxChoices));

  const products: IfoodProduct[] = [];
  const optionGroups: IfoodOptionGroup[] = [];
  const options: IfoodOption[] = [];
  const references: { id: string; min: number; max: number }[] = [];

  const addGroup = (
    type: PizzaGroupType,
    key: string,
    name: string,
    externalCode: string,
    choices: PizzaChoice[],
    range: { min: number; max: number },
    option: (choice: PizzaChoice, optionId: string) => Partial<IfoodOption>,
  ) => {
    const groupId = stableId(item.id, key);
    const optionIds = choices.map((choice, choiceIndex) => {
      const optionId = stableId(item.id, key, choice.key);
      const productId = stableId('product', item.id, key, choice.key);
      products.push({ id: productId, externalCode: choice.key, name: choice.name });
      options.push({
        id: optionId,
        productId,
        externalCode: choice.key,
        status: status(choice.available),
        index: choiceIndex,
        price: price(choice.priceReais),
        fractions: [1],
        ...option(choice, optionId),
      });
      return optionId;
    });
    optionGroups.push({
      id: groupId,
      name,
      externalCode,
      status: 'AVAILABLE',
      index: optionGroups.length,
      optionGroupType: type,
      optionIds,
    });
    references.push({ id: groupId, ...range });
    return optionIds;
  };

  // The size carries the pizza's price (our base price plus the size's own), and how many flavours it takes.
  const sizeOptionIds = size
    ? addGroup(
        'SIZE',
        size.id,
        size.name,
        size.id,
        choicesOf(size).map((choice) => ({ ...choice, priceReais: round(base + choice.priceReais) })),
        { min: 1, max: 1 },
        () => ({ fractions: Array.from({ length: fractionCount }, (_, n) => n + 1) }),
      )
    : [];
  const standIn = (key: string, name: string): PizzaChoice[] => [
    { key: `${item.id}:${key}`, name, priceReais: 0, available: true },
  ];
  addGroup(
    'CRUST',
    crust?.id ?? 'crust',
    crust?.name ?? 'Massa',
    crust?.id ?? `${itemCode(item)}:massa`,
    crust ? choicesOf(crust) : standIn('massa', 'Tradicional'),
    crust ? { min: minimumChoices(crust), max: crust.maxChoices } : { min: 1, max: 1 },
    () => ({}),
  );
  addGroup(
    'EDGE',
    edge?.id ?? 'edge',
    edge?.name ?? 'Borda',
    edge?.id ?? `${itemCode(item)}:borda`,
    edge ? choicesOf(edge) : standIn('borda', 'Sem borda'),
    edge ? { min: minimumChoices(edge), max: edge.maxChoices } : { min: 0, max: 1 },
    () => ({}),
  );
  // Every flavour is offered in every size, at its own price (the guide's "linked with all sizes").
  addGroup(
    'TOPPING',
    flavors.id,
    flavors.name,
    flavors.id,
    choicesOf(flavors),
    { min: 1, max: 1 },
    (choice) => ({
      contextModifiers: contexts.flatMap((catalogContext) =>
        sizeOptionIds.map((parentOptionId) => ({
          catalogContext,
          parentOptionId,
          status: status(choice.available),
          price: price(choice.priceReais),
        })),
      ),
    }),
  );

  return {
    item: {
      id: item.id,
      type: 'PIZZA',
      status: status(item.isActive && !item.isSoldOut),
      externalCode: itemCode(item),
      index,
      productId: item.id,
    },
    products: [mainProduct(item, references), ...products],
    optionGroups,
    options,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
