/**
 * The fake iFood's Catalog v2 (menu sync): catalogs, categories and the complete-item PUT, with
 * the checks iFood documents. Sources, developer.ifood.com.br (pt-BR):
 * - modules/catalog/introduction: GET /catalogs, POST /categories with `template` DEFAULT or PIZZA.
 * - modules/catalog/guides/modifiers-management: optionGroups {id, name, status, optionGroupType,
 *   optionIds} and options {id, productId, status, price {value}} sent in the same PUT /items.
 * - modules/catalog/multisetup (example of a DEFAULT item): item {id, type, categoryId, status,
 *   price {value, originalValue}, externalCode, index, productId}, products[] whose main product
 *   lists its groups as {id, min, max}, optionGroupType "DEFAULT".
 * - modules/catalog/guides/pizza, verbatim: "Todo item PIZZA precisa dos quatro grupos abaixo com
 *   o optionGroupType exato: SIZE, CRUST, EDGE, TOPPING"; "A loja aceita no máximo uma categoria
 *   PIZZA. Se algum grupo faltar, o item é rejeitado com 422 Unprocessable Entity."; "Omita
 *   categoryId para que a categoria seja criada automaticamente".
 * - modules/catalog/errors-and-troubleshooting: 400 when referenced ids do not exist; 422 when
 *   business rules fail (item without price, group min greater than max, more than one PIZZA
 *   category, pizza without its mandatory groups).
 * - The guide's pizza example past what we could read (sizes carrying the price and `fractions`,
 *   EDGE min 0) and the live refusal "Pizza topping option <id> must be linked with all sizes in all
 *   contexts" (400), answered by contextModifiers[].parentOptionId: rodrigotjf1-boop/orzuni
 *   docs/pizza-combo-shape.md, a capture of that guide and of calls to the real API.
 * Silent in what we could read, so not copied: the error bodies (the fake keeps iFood's usual
 * {error: {code, message}}) and how iFood prices a pizza of several flavours.
 */
import { randomUUID } from 'node:crypto';

interface Reference {
  id: string;
  min: number;
  max: number;
}
export interface FakeCatalogItem {
  item: {
    id: string;
    type: string;
    categoryId?: string;
    status: string;
    price?: { value: number; originalValue?: number };
    externalCode?: string;
    productId: string;
  };
  products: { id: string; name?: string; externalCode?: string; optionGroups?: Reference[] }[];
  optionGroups?: { id: string; name: string; optionGroupType?: string; optionIds: string[] }[];
  options?: {
    id: string;
    productId: string;
    price?: { value: number };
    fractions?: number[];
    contextModifiers?: { parentOptionId?: string; catalogContext?: string }[];
  }[];
}
export interface FakeCategory {
  id: string;
  catalogId: string;
  name: string;
  status: string;
  template: string;
}

type Answer = { status: number; body?: unknown };
const refuse = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});
const PIZZA_GROUPS = ['SIZE', 'CRUST', 'EDGE', 'TOPPING'] as const;

export function createFakeCatalog() {
  const categories: FakeCategory[] = [];
  const items = new Map<string, FakeCatalogItem>();
  /** Every PUT /items body, accepted or refused, with the status the fake answered, in order. */
  const puts: { body: FakeCatalogItem; status: number }[] = [];

  function putItem(input: FakeCatalogItem, catalogId: string): Answer {
    const answer = checkAndStore(input, catalogId);
    puts.push({ body: input, status: answer.status });
    return answer;
  }

  function checkAndStore(input: FakeCatalogItem, catalogId: string): Answer {
    const groups = new Map((input.optionGroups ?? []).map((group) => [group.id, group]));
    const options = new Map((input.options ?? []).map((option) => [option.id, option]));
    const products = new Map(input.products.map((product) => [product.id, product]));
    const main = products.get(input.item.productId);
    if (!main) return refuse(400, 'BadRequest', 'item.productId not found in products');
    for (const group of groups.values())
      for (const optionId of group.optionIds)
        if (!options.get(optionId)) return refuse(400, 'BadRequest', `option ${optionId} not found`);
    for (const option of options.values())
      if (!products.has(option.productId))
        return refuse(400, 'BadRequest', `product ${option.productId} not found`);
    const references = main.optionGroups ?? [];
    for (const reference of references) {
      if (!groups.has(reference.id))
        return refuse(400, 'BadRequest', `option group ${reference.id} not found`);
      if (reference.min > reference.max)
        return refuse(422, 'UnprocessableEntity', `option group ${reference.id}: min greater than max`);
    }
    if (input.item.type === 'PIZZA') {
      const types = references.map((reference) => groups.get(reference.id)?.optionGroupType);
      const missing = PIZZA_GROUPS.filter((type) => !types.includes(type));
      if (missing.length)
        return refuse(422, 'UnprocessableEntity', `Pizza must have option groups ${missing.join(', ')}`);
      const sizes = [...groups.values()].find((group) => group.optionGroupType === 'SIZE')!.optionIds;
      const toppings = [...groups.values()].find((group) => group.optionGroupType === 'TOPPING')!.optionIds;
      for (const toppingId of toppings) {
        const linked = new Set(options.get(toppingId)?.contextModifiers?.map((m) => m.parentOptionId));
        if (sizes.some((sizeId) => !linked.has(sizeId)))
          return refuse(
            400,
            'BadRequest',
            `Pizza topping option ${toppingId} must be linked with all sizes in all contexts`,
          );
      }
      // No categoryId: iFood files the pizza in the store's one PIZZA category, creating it.
      let pizzas = categories.find((category) => category.template === 'PIZZA');
      if (!pizzas) {
        pizzas = { id: randomUUID(), catalogId, name: 'Pizzas', status: 'AVAILABLE', template: 'PIZZA' };
        categories.push(pizzas);
      }
      items.set(input.item.id, { ...input, item: { ...input.item, categoryId: pizzas.id } });
      return { status: 200, body: input };
    }
    if (!categories.some((category) => category.id === input.item.categoryId))
      return refuse(400, 'BadRequest', 'category not found');
    if (input.item.price?.value === undefined)
      return refuse(422, 'UnprocessableEntity', 'item price is required');
    items.set(input.item.id, input);
    return { status: 200, body: input };
  }

  function createCategory(catalogId: string, input: Omit<FakeCategory, 'id' | 'catalogId'>): Answer {
    if (input.template === 'PIZZA' && categories.some((category) => category.template === 'PIZZA'))
      return refuse(422, 'UnprocessableEntity', 'merchant already has a PIZZA category');
    const category = { id: randomUUID(), catalogId, ...input };
    categories.push(category);
    return { status: 201, body: category };
  }

  return { categories, items, puts, putItem, createCategory };
}

export type FakeCatalog = ReturnType<typeof createFakeCatalog>;
