/**
 * Menu sync (autoSyncMenu): pushes our categories and items (inactive or sold out as unavailable)
 * to the merchant's DEFAULT iFood catalog, each item complete with its option groups; pizzas go
 * through iFood's pizza template (ifood.catalog-pizza.ts). Items keep our id as iFood item id and
 * every group and option a derived one, so a repeat push updates instead of duplicating;
 * externalCode = our item's external code or its id, which is how imported orders find their way
 * back to our menu items.
 *
 * An item iFood refuses (400/409/422: its rules, not the connection) does not stop the others: the
 * push goes on and the refusals come back as one Portuguese message for the integrations card.
 * The menu then counts as pushed, so an unchanged menu is not re-sent every poll; the owner's next
 * edit pushes it again.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryIntegrations, menuItems } from '../../db/schema';
import { createMenuRepository, type MenuItemRow } from '../../modules/menu/menu.repository';
import type { IntegrationRow } from '../integration-store';
import { defaultItemPayload, isPizza } from './ifood.catalog-payload';
import { pizzaItemPayload } from './ifood.catalog-pizza';
import { type IfoodClient, IfoodError, IfoodRateLimited } from './ifood.client';

const UNCATEGORISED = 'Outros';
/** How every refusal message starts, so a later poll knows the card's error is a refusal to keep. */
export const MENU_REFUSAL_PREFIX = 'O iFood recusou';
/** Statuses that mean "iFood's rules refused this item", as opposed to a failing connection. */
const REFUSALS = new Set([400, 409, 422]);

export async function syncIfoodMenu(db: Db, client: IfoodClient, integration: IntegrationRow) {
  if (!integration.merchantId) throw new IfoodError(400, 'Informe o Merchant ID para sincronizar o cardápio');
  const merchantId = integration.merchantId;
  const items = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.restaurantId, integration.restaurantId))
    .orderBy(asc(menuItems.position), asc(menuItems.createdAt));
  const groupsOf = await createMenuRepository(db).groupsOfItems(items.map((item) => item.id));
  const catalogs = await client.catalogs(merchantId);
  const catalog = catalogs.find((candidate) => candidate.context.includes('DEFAULT')) ?? catalogs[0];
  if (!catalog) throw new IfoodError(404, 'Nenhum catálogo encontrado no iFood');
  const existing = new Map(
    (await client.categories(merchantId, catalog.catalogId)).map((c) => [c.name, c.id]),
  );
  // Pizzas go without a category: iFood files them in its one PIZZA category.
  const regular = items.filter((item) => !isPizza(groupsOf.get(item.id) ?? []));
  const names = [...new Set(regular.map((item) => item.category || UNCATEGORISED))];
  for (const [sequence, name] of names.entries()) {
    if (!existing.has(name))
      existing.set(name, (await client.createCategory(merchantId, catalog.catalogId, name, sequence)).id);
  }
  const refused: string[] = [];
  for (const [index, item] of items.entries()) {
    const groups = groupsOf.get(item.id) ?? [];
    const pizza = isPizza(groups);
    const payload = pizza
      ? pizzaItemPayload(item, groups, catalog.context.length ? catalog.context : ['DEFAULT'], index)
      : defaultItemPayload(item, groups, existing.get(item.category || UNCATEGORISED)!, index);
    try {
      await client.putItem(merchantId, payload);
    } catch (error) {
      if (error instanceof IfoodRateLimited || !(error instanceof IfoodError) || !REFUSALS.has(error.status))
        throw error;
      refused.push(refusalMessage(item, pizza, groups, error.status));
    }
  }
  await db
    .update(deliveryIntegrations)
    .set({ isMenuSynced: true, lastSync: new Date() })
    .where(eq(deliveryIntegrations.id, integration.id));
  return {
    categories: names.length,
    items: items.length - refused.length,
    error: refused.length ? refused.join(' ') : null,
  };
}

function refusalMessage(
  item: MenuItemRow,
  pizza: boolean,
  groups: readonly { name: string; kind: string }[],
  status: number,
): string {
  if (pizza && !groups.some((group) => group.kind !== 'flavors' && /tamanho/i.test(group.name)))
    return `${MENU_REFUSAL_PREFIX} a pizza "${item.name}": toda pizza no iFood precisa de tamanhos. Crie um grupo de opções "Tamanho" com os tamanhos e preços e ligue-o a esta pizza.`;
  return `${MENU_REFUSAL_PREFIX} o item "${item.name}" (erro ${status}). Confira as opções e os preços do item e salve-o de novo.`;
}
