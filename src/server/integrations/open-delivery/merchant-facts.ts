/**
 * What the merchant document says about the store beyond its menu, read from where Comanda keeps
 * it: the CNPJ and legal name of the fiscal profile ('Dados fiscais'), the opening periods and the
 * pause of 'Horários', the smallest minimum order of the active delivery zones, and the average
 * time from confirming to ready of the restaurant's recent orders. `merchantDocumentGaps` names
 * what the document still lacks for Keeta, so the card can tell the owner where to fill it in.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { utcOffsetMinutes } from '../../../domain/integrations/open-delivery-hours';
import type { OpeningPeriod } from '../../../domain/menu/opening-hours';
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import type { Db } from '../../db/client';
import { deliveryZones, fiscalProfiles, openingHours, orders, type restaurants } from '../../db/schema';

type Restaurant = typeof restaurants.$inferSelect;

/** The panel's own estimate when an order is confirmed (domain/orders/order-status.ts). */
const DEFAULT_PREPARATION_MINUTES = 30;
const RECENT_ORDERS = 50;

export interface MerchantFacts {
  cnpj: string | null;
  legalName: string | null;
  periods: OpeningPeriod[];
  utcOffsetMinutes: number;
  paused: boolean;
  minOrderReais: number;
  averagePreparationMinutes: number;
}

/** The standard types its entity ids as UUIDs: ours are derived from our own ids, stable across reads. */
export function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function readMerchantFacts(
  db: Db,
  restaurant: Restaurant,
  now = new Date(),
): Promise<MerchantFacts> {
  const [fiscal] = await db
    .select({ cnpj: fiscalProfiles.cnpj, legalName: fiscalProfiles.legalName })
    .from(fiscalProfiles)
    .where(eq(fiscalProfiles.restaurantId, restaurant.id));
  const periods = await db
    .select({ weekday: openingHours.weekday, opensAt: openingHours.opensAt, closesAt: openingHours.closesAt })
    .from(openingHours)
    .where(eq(openingHours.restaurantId, restaurant.id));
  const zones = await db
    .select({ minOrder: deliveryZones.minOrder })
    .from(deliveryZones)
    .where(and(eq(deliveryZones.restaurantId, restaurant.id), eq(deliveryZones.isActive, true)));
  const recent = await db
    .select({ confirmedAt: orders.confirmedAt, readyAt: orders.readyAt })
    .from(orders)
    .where(
      and(eq(orders.restaurantId, restaurant.id), isNotNull(orders.confirmedAt), isNotNull(orders.readyAt)),
    )
    .orderBy(desc(orders.createdAt))
    .limit(RECENT_ORDERS);
  const minutes = recent
    .map((order) => (order.readyAt!.getTime() - order.confirmedAt!.getTime()) / 60_000)
    .filter((value) => value > 0 && value < 24 * 60);
  const minOrders = zones.map((zone) => parseCents(zone.minOrder) ?? 0);
  return {
    cnpj: fiscal?.cnpj ?? null,
    legalName: fiscal?.legalName ?? null,
    periods,
    utcOffsetMinutes: utcOffsetMinutes(now, restaurant.timeZone),
    paused: !!restaurant.ordersPausedUntil && restaurant.ordersPausedUntil > now,
    minOrderReais: minOrders.length ? Number(centsToDecimal(Math.min(...minOrders))) : 0,
    averagePreparationMinutes: minutes.length
      ? Math.round(minutes.reduce((sum, value) => sum + value, 0) / minutes.length)
      : DEFAULT_PREPARATION_MINUTES,
  };
}

/** What the owner must still fill in for the document to pass Keeta's schema, in Portuguese. */
export function merchantDocumentGaps(
  restaurant: Pick<Restaurant, 'logoUrl'>,
  facts: MerchantFacts,
): string[] {
  const gaps: string[] = [];
  if (!facts.cnpj) gaps.push('o CNPJ (na aba Dados fiscais)');
  else if (!/^\d{14}$/.test(facts.cnpj))
    gaps.push('um CNPJ só de números: o padrão Open Delivery ainda não aceita o CNPJ alfanumérico');
  if (!restaurant.logoUrl) gaps.push('o logo (na aba Visual)');
  return gaps;
}
