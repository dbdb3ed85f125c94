/**
 * Our menu as Open Delivery's Merchant entity, served by Comanda at the merchant's own URL
 * (`GET /v1/merchant` of the standard is hosted by the merchant software; the marketplace reads
 * it after each `POST /v1/menuUpdated`). Shape from the schema Merchant and the merchantExample of
 * Abrasel-Nacional/opendelivery-v2 docs/reference/v1/openapi.yaml: items, itemOffers (an item's
 * price in a menu), categories, optionGroups whose options point to items, menus, services and
 * availabilities. Ids are ours, so imported orders find our items again (externalCode).
 * The store itself (BasicInfo, Service) carries what the schema requires and Keeta checks: the CNPJ
 * of the fiscal profile, the preparation time, the minimum order, the logo, the real opening
 * hours, the order types the restaurant offers and its pause (merchant-facts.ts reads them).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { openDeliveryWeekHours } from '../../../domain/integrations/open-delivery-hours';
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import type { Db } from '../../db/client';
import { menuItemOptionGroups, menuItems, optionGroups, options, restaurants } from '../../db/schema';
import type { IntegrationRow } from '../integration-store';
import { readMerchantFacts, stableUuid } from './merchant-facts';
import type { OpenDeliveryMerchant } from './open-delivery.merchant.schemas';

const UNCATEGORISED = 'Outros';
const price = (value: string | null) => {
  const reais = Number(centsToDecimal(parseCents(value ?? '0') ?? 0));
  return { value: reais, originalValue: reais, currency: 'BRL' as const };
};
const ALL_WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

export async function buildOpenDeliveryMerchant(
  db: Db,
  integration: IntegrationRow,
  publicUrl: string,
): Promise<OpenDeliveryMerchant | null> {
  const [restaurant] = await db
    .select()
    .from(restaurants)
    .where(eq(restaurants.id, integration.restaurantId));
  if (!restaurant) return null;
  const items = (
    await db
      .select()
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurant.id))
      .orderBy(asc(menuItems.position), asc(menuItems.createdAt))
  ).filter((item) => item.isActive);
  const links = items.length
    ? await db
        .select()
        .from(menuItemOptionGroups)
        .where(
          inArray(
            menuItemOptionGroups.menuItemId,
            items.map((item) => item.id),
          ),
        )
        .orderBy(asc(menuItemOptionGroups.position))
    : [];
  const groups = await db.select().from(optionGroups).where(eq(optionGroups.restaurantId, restaurant.id));
  const groupIds = groups.map((group) => group.id);
  const choices = groupIds.length
    ? await db.select().from(options).where(inArray(options.groupId, groupIds)).orderBy(asc(options.position))
    : [];

  const facts = await readMerchantFacts(db, restaurant);
  const menuId = stableUuid(`${restaurant.id}:menu`);
  const availabilityId = `${restaurant.id}-always`;
  const categoryNames = [...new Set(items.map((item) => item.category || UNCATEGORISED))];
  const categoryId = (name: string) => `${restaurant.id}-cat-${categoryNames.indexOf(name)}`;
  const status = (available: boolean) => (available ? ('AVAILABLE' as const) : ('UNAVAILABLE' as const));

  return {
    lastUpdate: (integration.updatedAt ?? new Date()).toISOString(),
    // The standard's minimum TTL is 500 s.
    TTL: 600,
    id: integration.merchantId ?? restaurant.id,
    // Paused ('Pausar pedidos') or disconnected: the marketplace must not send orders.
    status: status(integration.status === 'active' && !facts.paused),
    basicInfo: {
      name: restaurant.name,
      // Empty only while the restaurant has no fiscal profile: the card says what is missing.
      document: facts.cnpj ?? '',
      corporateName: facts.legalName ?? restaurant.name,
      description: restaurant.description ?? restaurant.name,
      averagePreparationTime: facts.averagePreparationMinutes,
      minOrderValue: { value: facts.minOrderReais, currency: 'BRL' },
      merchantType: 'RESTAURANT',
      // Comanda keeps no cuisine for the restaurant; the schema requires the list, not an entry.
      merchantCategories: [],
      address: {
        country: 'BR',
        state: restaurant.state ?? '',
        city: restaurant.city ?? '',
        district: '',
        street: restaurant.address,
        number: '',
        postalCode: restaurant.zipCode ?? '',
        // The address is one line in Comanda: its complement is in `street`.
        complement: '',
        latitude: Number(restaurant.latitude ?? 0),
        longitude: Number(restaurant.longitude ?? 0),
      },
      // The restaurant's e-mail is the owner's login, not a public contact: this document is public
      // (anyone with its URL reads it), and we keep no e-mail the owner chose to publish. The
      // standard requires the list, not an address in it.
      contactEmails: [],
      contactPhones: { commercialNumber: restaurant.whatsapp, whatsappNumber: restaurant.whatsapp },
      ...(restaurant.logoUrl
        ? { logoImage: { URL: new URL(restaurant.logoUrl, publicUrl).toString() } }
        : {}),
      createdAt: restaurant.createdAt.toISOString(),
    },
    services: (
      [
        ['DELIVERY', restaurant.acceptsDelivery],
        ['TAKEOUT', restaurant.acceptsPickup],
      ] as const
    )
      .filter(([, offered]) => offered)
      .map(([serviceType]) => ({
        id: stableUuid(`${restaurant.id}:${serviceType}`),
        status: status(!facts.paused),
        serviceType,
        menuId,
        serviceHours: {
          id: stableUuid(`${restaurant.id}:${serviceType}:hours`),
          weekHours: openDeliveryWeekHours(facts.periods, facts.utcOffsetMinutes),
        },
      })),
    menus: [
      {
        id: menuId,
        name: restaurant.name,
        description: 'Cardápio',
        externalCode: menuId,
        categoryId: categoryNames.map(categoryId),
      },
    ],
    categories: categoryNames.map((name, index) => ({
      id: categoryId(name),
      index,
      name,
      description: name,
      externalCode: categoryId(name),
      status: 'AVAILABLE',
      availabilityId: [availabilityId],
      itemOfferId: items
        .filter((item) => (item.category || UNCATEGORISED) === name)
        .map((item) => `${item.id}-offer`),
    })),
    itemOffers: items.map((item, index) => ({
      id: `${item.id}-offer`,
      itemId: item.id,
      index,
      price: price(item.price),
      status: status(!item.isSoldOut),
      availabilityId: [availabilityId],
      optionGroupsId: links.filter((link) => link.menuItemId === item.id).map((link) => link.groupId),
    })),
    items: [
      ...items.map((item) => ({
        id: item.id,
        name: item.name,
        description: item.description ?? item.name,
        externalCode: item.externalCode || item.id,
        ...(item.imageUrl ? { image: { URL: new URL(item.imageUrl, publicUrl).toString() } } : {}),
        unit: 'UN',
      })),
      // Options are items of their own in the standard (Option.itemId).
      ...choices.map((choice) => ({
        id: choice.id,
        name: choice.name,
        description: choice.name,
        externalCode: choice.id,
        unit: 'UN',
      })),
    ],
    optionGroups: groups
      .filter((group) => links.some((link) => link.groupId === group.id))
      .map((group, index) => ({
        id: group.id,
        index,
        name: group.name,
        description: group.name,
        externalCode: group.id,
        status: 'AVAILABLE',
        minPermitted: group.isRequired ? Math.max(1, group.minChoices) : group.minChoices,
        maxPermitted: group.maxChoices,
        options: choices
          .filter((choice) => choice.groupId === group.id)
          .map((choice, position) => ({
            id: `${choice.id}-option`,
            itemId: choice.id,
            index: position,
            price: price(choice.price),
            maxPermitted: 1,
            status: status(!choice.isSoldOut),
          })),
      })),
    availabilities: [
      {
        id: availabilityId,
        hours: [
          { dayOfWeek: ALL_WEEK, timePeriods: { startTime: '00:00:00.000Z', endTime: '23:59:00.000Z' } },
        ],
      },
    ],
  };
}
