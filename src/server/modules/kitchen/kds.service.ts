/**
 * The kitchen display (issue 34, decision 0047): a station's open tickets with their lines, lines
 * struck through, 'Pronto' (bump) and 'Voltar' (recall). The kitchen's work moves the order through
 * the orders service's own status change, in the same transaction, so the diner's tracker, the
 * WhatsApp message and a platform's status follow exactly as when the panel taps the button; every
 * change is announced to the restaurant's live streams as a `kitchen` event.
 */
import {
  allDayCounts,
  everyTicketBumped,
  kitchenLine,
  kitchenProgress,
  type StoredOption,
  ticketServiceLabel,
  ticketSourceLabel,
} from '../../../domain/kitchen/kds';
import { orderNumber } from '../../../domain/orders/order-number';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { createOrdersService } from '../orders/orders.service';
import { announceKitchen, type KitchenChange } from '../realtime/kitchen-announcements';
import { createKdsRepository } from './kds.repository';

export const STATION_NOT_FOUND = 'Praça não encontrada.';
export const TICKET_NOT_FOUND = 'Comanda não encontrada nesta praça.';
export const ITEM_NOT_FOUND = 'Item não encontrado nesta comanda.';
export const TICKET_ALREADY_OUT = 'Esta comanda já saiu. Toque em “Voltar” para trazê-la de volta.';
export const NOTHING_TO_RECALL = 'Nenhuma comanda pronta para voltar nesta praça.';

export function createKdsService(db: Db) {
  const repository = createKdsRepository(db);

  async function stationOf(restaurantId: string, stationId: string) {
    const station = await repository.station(restaurantId, stationId);
    if (!station) throw notFound(STATION_NOT_FOUND);
    return station;
  }

  /**
   * Runs a change of one ticket with its order's row locked first (so two stations bumping the
   * same order at once see each other's bump), then moves the order as the kitchen's work says.
   */
  async function changeTicket(
    restaurantId: string,
    stationId: string,
    ticketId: string,
    change: KitchenChange,
    apply: (
      tx: Tx,
      ticket: NonNullable<Awaited<ReturnType<typeof repository.lockTicket>>>,
    ) => Promise<boolean>,
    now: Date,
  ) {
    const orderId = await repository.orderOfTicket(restaurantId, ticketId);
    if (!orderId) throw notFound(TICKET_NOT_FOUND);
    await db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, orderId);
      const ticket = await repository.lockTicket(tx, restaurantId, stationId, ticketId);
      if (!order || !ticket) throw notFound(TICKET_NOT_FOUND);
      const changed = await apply(tx, ticket);
      if (!changed) return;
      if (change !== 'recall') {
        const { readyWhenBumped } = await repository.settings(restaurantId, tx);
        const allBumped = everyTicketBumped(await repository.ticketsOfOrder(tx, orderId));
        const steps = kitchenProgress(order, { allBumped, readyWhenBumped });
        // The panel's own status change, inside this transaction (a savepoint): stock, points,
        // the platform's sync, the tracker's and WhatsApp's triggers, all as from the panel.
        const orders = createOrdersService(tx as unknown as Db);
        for (const status of steps) await orders.advanceOrderStatus(orderId, { status }, now);
      }
      await announceKitchen(tx as unknown as Db, { restaurantId, stationId, ticketId, orderId, change });
    });
  }

  return {
    /** GET kds: the stations a screen may show (the picker at /painel/cozinha). */
    async stations(restaurantId: string) {
      return { stations: await repository.stations(restaurantId) };
    },

    /** GET kds/:stationId: the station's screen as it is now. */
    async display(restaurantId: string, stationId: string) {
      const station = await stationOf(restaurantId, stationId);
      const [settings, rows, lastBumped] = await Promise.all([
        repository.settings(restaurantId),
        repository.openTickets(stationId),
        repository.lastBumped(stationId),
      ]);
      const lines = new Map(
        (await repository.lines(restaurantId, [...new Set(rows.flatMap((row) => row.itemIds))])).map(
          (line) => [line.id, line],
        ),
      );
      const tickets = rows.map((row) => {
        const done = new Set(row.doneItemIds);
        const items = row.itemIds
          .map((itemId) => lines.get(itemId))
          .filter((line) => line !== undefined)
          .sort((a, b) => a.position - b.position)
          .map((line) => ({
            id: line.id,
            ...kitchenLine({ ...line, options: line.options as StoredOption[] }),
            done: done.has(line.id),
          }));
        return {
          id: row.id,
          orderId: row.orderId,
          orderNumber: orderNumber(row.orderId),
          sourceLabel: ticketSourceLabel(row),
          serviceLabel: ticketServiceLabel(row),
          createdAt: row.createdAt.toISOString(),
          notes: row.orderNotes?.trim() || null,
          items,
        };
      });
      return {
        station: { id: station.id, name: station.name, kind: station.kind, isActive: station.isActive },
        warnMinutes: settings.kdsWarnMinutes,
        lateMinutes: settings.kdsLateMinutes,
        readyWhenBumped: settings.readyWhenBumped,
        tickets,
        allDay: allDayCounts(tickets),
        lastBumped: lastBumped?.id ?? null,
      };
    },

    /** A line struck through (or back). The first stroke on a confirmed order starts it ('preparing'). */
    async setItemDone(
      restaurantId: string,
      stationId: string,
      ticketId: string,
      itemId: string,
      done: boolean,
      now = new Date(),
    ) {
      await stationOf(restaurantId, stationId);
      await changeTicket(
        restaurantId,
        stationId,
        ticketId,
        'item',
        async (tx, ticket) => {
          if (ticket.bumpedAt) throw conflict(TICKET_ALREADY_OUT);
          if (!ticket.itemIds.includes(itemId)) throw notFound(ITEM_NOT_FOUND);
          const already = ticket.doneItemIds.includes(itemId);
          if (already === done) return false;
          const doneItemIds = done
            ? ticket.itemIds.filter((id) => id === itemId || ticket.doneItemIds.includes(id))
            : ticket.doneItemIds.filter((id) => id !== itemId);
          await repository.updateTicket(tx, ticket.id, { doneItemIds });
          return true;
        },
        now,
      );
      return this.display(restaurantId, stationId);
    },

    /** 'Pronto': the ticket leaves the screen; the order's last one makes it ready. Repeating it changes nothing. */
    async bump(
      restaurantId: string,
      stationId: string,
      ticketId: string,
      staffId: string | null,
      now = new Date(),
    ) {
      await stationOf(restaurantId, stationId);
      await changeTicket(
        restaurantId,
        stationId,
        ticketId,
        'bump',
        async (tx, ticket) => {
          if (ticket.bumpedAt) return false;
          await repository.updateTicket(tx, ticket.id, { bumpedAt: now, bumpedByStaffId: staffId });
          return true;
        },
        now,
      );
      return this.display(restaurantId, stationId);
    },

    /**
     * 'Voltar': the station's most recently bumped ticket comes back. The order keeps its status (the
     * panel's transitions never go back from 'ready'); a second bump moves nothing again.
     */
    async recall(restaurantId: string, stationId: string, now = new Date()) {
      await stationOf(restaurantId, stationId);
      const last = await repository.lastBumped(stationId);
      if (!last) throw conflict(NOTHING_TO_RECALL);
      await changeTicket(
        restaurantId,
        stationId,
        last.id,
        'recall',
        async (tx, ticket) => {
          if (!ticket.bumpedAt) return false;
          await repository.updateTicket(tx, ticket.id, { bumpedAt: null, bumpedByStaffId: null });
          return true;
        },
        now,
      );
      return this.display(restaurantId, stationId);
    },
  };
}

export type KdsService = ReturnType<typeof createKdsService>;
