/**
 * Menu sync (autoSyncMenu): pushes our categories and items (inactive or sold out as unavailable) to the merchant's DEFAULT iFood
 * catalog. Items go out with our id as iFood item id (a repeat push updates instead of
 * duplicating) and externalCode = our item's external code or its id, which is how imported
 * orders find their way back to our menu items.
 */
import { asc, eq } from 'drizzle-orm';
import { parseCents } from '../../../domain/money/money';
import type { Db } from '../../db/client';
import { deliveryIntegrations, menuItems } from '../../db/schema';
import type { IntegrationRow } from '../integration-store';
import { type IfoodClient, IfoodError } from './ifood.client';

const UNCATEGORISED = 'Outros';

export async function syncIfoodMenu(db: Db, client: IfoodClient, integration: IntegrationRow) {
  if (!integration.merchantId) throw new IfoodError(400, 'Informe o Merchant ID para sincronizar o cardápio');
  const merchantId = integration.merchantId;
  const items = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.restaurantId, integration.restaurantId))
    .orderBy(asc(menuItems.position), asc(menuItems.createdAt));
  const catalogs = await client.catalogs(merchantId);
  const catalog = catalogs.find((candidate) => candidate.context.includes('DEFAULT')) ?? catalogs[0];
  if (!catalog) throw new IfoodError(404, 'Nenhum catálogo encontrado no iFood');
  const existing = new Map(
    (await client.categories(merchantId, catalog.catalogId)).map((c) => [c.name, c.id]),
  );
  const names = [...new Set(items.map((item) => item.category || UNCATEGORISED))];
  for (const [sequence, name] of names.entries()) {
    if (!existing.has(name))
      existing.set(name, (await client.createCategory(merchantId, catalog.catalogId, name, sequence)).id);
  }
  for (const [index, item] of items.entries()) {
    const code = item.externalCode || item.id;
    const price = (parseCents(item.price) ?? 0) / 100;
    await client.putItem(merchantId, {
      item: {
        id: item.id,
        type: 'DEFAULT',
        categoryId: existing.get(item.category || UNCATEGORISED),
        // A deactivated or sold-out item stays in the catalog, unavailable, so iFood stops selling it.
        status: item.isActive && !item.isSoldOut ? 'AVAILABLE' : 'UNAVAILABLE',
        price: { value: price, originalValue: price },
        externalCode: code,
        index,
        productId: item.id,
      },
      products: [{ id: item.id, externalCode: code, name: item.name, description: item.description ?? '' }],
    });
  }
  await db
    .update(deliveryIntegrations)
    .set({ isMenuSynced: true, lastSync: new Date() })
    .where(eq(deliveryIntegrations.id, integration.id));
  return { categories: names.length, items: items.length };
}
