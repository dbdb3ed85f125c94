/**
 * The kitchen hears of an order (decision 0047): when it reaches 'confirmed', in the status
 * change's own transaction, one kitchen_tickets row per station with lines there (the KDS's
 * ticket) and one print_jobs row per such station with an active printer, its bytes encoded now
 * for that printer (every copy in one job). Both are unique per (order, station), so a retried
 * confirmation writes nothing new. The caller announces the jobs after the commit.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PrinterSettings } from '../../../domain/kitchen/printers';
import { type Station, type StationRouting, splitByStation } from '../../../domain/kitchen/stations';
import { encodeTicket } from '../../../domain/kitchen/ticket-commands';
import {
  type StoredOption,
  type TicketOrder,
  type TicketOrderLine,
  ticketFromOrder,
} from '../../../domain/kitchen/ticket-from-order';
import type { Db, Tx } from '../../db/client';
import {
  kitchenRoutes,
  kitchenStations,
  kitchenTickets,
  menuItems,
  orderItems,
  type orders,
  printJobs,
  restaurants,
} from '../../db/schema';
import type { PrintJobEvent } from '../realtime/print-job-announcements';

export type OrderRow = typeof orders.$inferSelect;
type StationRow = typeof kitchenStations.$inferSelect;

export interface DispatchOptions {
  /** The app's public address, for the tracking QR on delivery tickets. */
  publicUrl?: string | null;
}

/** A station's routing rules as the domain reads them. */
export async function routingOf(on: Db | Tx, restaurantId: string): Promise<StationRouting> {
  const rows = await on.select().from(kitchenRoutes).where(eq(kitchenRoutes.restaurantId, restaurantId));
  const byCategory = new Map<string, string[]>();
  const byItem = new Map<string, string[]>();
  for (const row of rows) {
    const [map, key] = row.categoryId ? [byCategory, row.categoryId] : [byItem, row.menuItemId!];
    map.set(key, [...(map.get(key) ?? []), row.stationId]);
  }
  return { byCategory, byItem };
}

export async function activeStationsOf(on: Db | Tx, restaurantId: string): Promise<StationRow[]> {
  return on
    .select()
    .from(kitchenStations)
    .where(and(eq(kitchenStations.restaurantId, restaurantId), eq(kitchenStations.isActive, true)))
    .orderBy(asc(kitchenStations.position), asc(kitchenStations.createdAt));
}

export interface DispatchLine extends TicketOrderLine {
  menuItemId: string | null;
  categoryId: string | null;
}

/** An order's lines with their menu item's category, in line order. */
export async function dispatchLinesOf(on: Db | Tx, orderId: string): Promise<DispatchLine[]> {
  const rows = await on
    .select({
      id: orderItems.id,
      quantity: orderItems.quantity,
      name: orderItems.name,
      notes: orderItems.notes,
      options: orderItems.options,
      menuItemId: orderItems.menuItemId,
      categoryId: menuItems.categoryId,
    })
    .from(orderItems)
    .leftJoin(menuItems, eq(menuItems.id, orderItems.menuItemId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.createdAt));
  return rows.map((row) => ({
    ...row,
    options: Array.isArray(row.options) ? (row.options as StoredOption[]) : [],
    categoryId: row.categoryId ?? null,
  }));
}

export async function restaurantForTickets(on: Db | Tx, restaurantId: string) {
  const [row] = await on
    .select({ name: restaurants.name, timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row ?? { name: '', timeZone: undefined };
}

export function ticketOrderOf(order: OrderRow): TicketOrder {
  return {
    id: order.id,
    createdAt: order.createdAt,
    deliveryType: order.deliveryType,
    tableNumber: order.tableNumber,
    orderSource: order.orderSource,
    takenByName: order.takenByName,
    takenByRole: order.takenByRole,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    deliveryAddress: order.deliveryAddress,
    deliveryAddressDetails: order.deliveryAddressDetails,
    notes: order.notes,
    paymentMethod: order.paymentMethod,
    cardType: order.cardType,
    cardBrand: order.cardBrand,
    changeFor: order.changeFor,
    paidAt: order.paidAt,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    discountApplied: order.discountApplied,
    total: order.total,
  };
}

/** Every copy of a ticket, one after the other, as one job's bytes. */
export function ticketPayload(ticket: Parameters<typeof encodeTicket>[0], printer: PrinterSettings): Buffer {
  const copy = encodeTicket(ticket, printer);
  return Buffer.concat(Array.from({ length: Math.max(1, printer.copies ?? 1) }, () => Buffer.from(copy)));
}

/**
 * Writes the order's tickets and first print jobs; answers the jobs written now (none when the
 * order was already dispatched), for the caller to announce once the transaction commits.
 */
export async function dispatchToKitchen(
  tx: Tx,
  order: OrderRow,
  options: DispatchOptions = {},
): Promise<PrintJobEvent[]> {
  const stations = await activeStationsOf(tx, order.restaurantId);
  if (stations.length === 0) return [];
  const lines = await dispatchLinesOf(tx, order.id);
  if (lines.length === 0) return [];
  const routing = await routingOf(tx, order.restaurantId);
  const domainStations: Station[] = stations.map(({ id, name, kind }) => ({ id, name, kind }));
  const byStation = splitByStation(lines, routing, domainStations);
  if (byStation.size === 0) return [];
  await tx
    .insert(kitchenTickets)
    .values(
      [...byStation].map(([stationId, stationLines]) => ({
        restaurantId: order.restaurantId,
        orderId: order.id,
        stationId,
        itemIds: stationLines.map((line) => line.id),
      })),
    )
    .onConflictDoNothing();
  const printing = stations.filter((station) => station.printer && byStation.has(station.id));
  if (printing.length === 0) return [];
  // Stations that printed this order already (a retried confirmation): nothing to encode again.
  const done = new Set(
    (
      await tx
        .select({ stationId: printJobs.stationId })
        .from(printJobs)
        .where(
          and(
            eq(printJobs.orderId, order.id),
            eq(printJobs.reprint, false),
            inArray(
              printJobs.stationId,
              printing.map((station) => station.id),
            ),
          ),
        )
    ).map((row) => row.stationId),
  );
  const fresh = printing.filter((station) => !done.has(station.id));
  if (fresh.length === 0) return [];
  const restaurant = await restaurantForTickets(tx, order.restaurantId);
  const ticketOrder = ticketOrderOf(order);
  const values = fresh.map((station) => {
    const ticket = ticketFromOrder({
      order: ticketOrder,
      lines: byStation.get(station.id)!,
      station,
      restaurantName: restaurant.name,
      timeZone: restaurant.timeZone ?? undefined,
      publicUrl: options.publicUrl,
    });
    return {
      restaurantId: order.restaurantId,
      stationId: station.id,
      orderId: order.id,
      billId: order.billId,
      kind: ticket.kind,
      payload: ticketPayload(ticket, station.printer!),
    };
  });
  const written = await tx.insert(printJobs).values(values).onConflictDoNothing().returning({
    id: printJobs.id,
    restaurantId: printJobs.restaurantId,
    stationId: printJobs.stationId,
    status: printJobs.status,
  });
  return written;
}
