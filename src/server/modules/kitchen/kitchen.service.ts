/**
 * The owner's kitchen (decision 0047): stations and their printers, where items go, the kitchen's
 * settings, the paired print agents and the print queue with its reprints. Every id is checked to
 * be the restaurant's: another restaurant's station, agent, job or order is a 404.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  autoAcceptOf,
  DEFAULT_KITCHEN_SETTINGS,
  kdsThresholdsIssue,
} from '../../../domain/kitchen/kitchen-settings';
import { MAX_STATIONS } from '../../../domain/kitchen/stations';
import { ticketFromOrder } from '../../../domain/kitchen/ticket-from-order';
import { orderNumber } from '../../../domain/orders/order-number';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { kitchenTickets, orders } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { announcePrintJobs } from '../realtime/print-job-announcements';
import { createKitchenRepository, type JobRow, type StationRow } from './kitchen.repository';
import type {
  createStationBody,
  patchSettingsBody,
  patchStationBody,
  routingSchema,
} from './kitchen.schemas';
import { dispatchLinesOf, restaurantForTickets, ticketOrderOf, ticketPayload } from './kitchen-dispatch';

export const STATION_NOT_FOUND = 'Praça não encontrada';
export const JOB_NOT_FOUND = 'Trabalho de impressão não encontrado';
export const AGENT_NOT_FOUND = 'Agente de impressão não encontrado';
export const STATION_NAME_TAKEN = 'Já existe uma praça com este nome.';
export const NO_PRINTER = 'Esta praça não tem impressora configurada.';
export const NEVER_PRINTED = 'Este pedido ainda não foi impresso em nenhuma praça.';

/** A pairing code lives ten minutes and is used once. */
export const PAIRING_TTL_MS = 10 * 60 * 1000;
/** An agent is online when it was heard from in the last 30 seconds. */
export const ONLINE_WITHIN_MS = 30_000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function toStation(row: StationRow) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    position: row.position,
    isActive: row.isActive,
    printer: row.printer ?? null,
  };
}

function toJob(row: {
  id: string;
  seq: number;
  stationId: string;
  stationName: string;
  orderId: string | null;
  billId?: string | null;
  kind: JobRow['kind'];
  reprint: boolean;
  status: JobRow['status'];
  error: string | null;
  attempts: number;
  createdAt: Date;
  printedAt: Date | null;
}) {
  return {
    id: row.id,
    seq: row.seq,
    stationId: row.stationId,
    stationName: row.stationName,
    orderId: row.orderId,
    orderNumber: row.orderId ? orderNumber(row.orderId) : null,
    billId: row.billId ?? null,
    kind: row.kind,
    reprint: row.reprint,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
  };
}

function nameTaken(error: unknown): never {
  if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(STATION_NAME_TAKEN);
  throw error;
}

export function createKitchenService(db: Db, options: { publicUrl?: string | null } = {}) {
  const repository = createKitchenRepository(db);

  async function stationOf(restaurantId: string, stationId: string) {
    const station = await repository.station(restaurantId, stationId);
    if (!station) throw notFound(STATION_NOT_FOUND);
    return station;
  }

  /**
   * A new job marked 'REIMPRESSÃO' for one station's part of an order, encoded now for the station's
   * printer as it is now. A job that is not an order's (a pre-bill) is copied as it was.
   */
  async function reprintOne(restaurantId: string, job: JobRow) {
    const station = await stationOf(restaurantId, job.stationId);
    if (!station.printer) throw conflict(NO_PRINTER);
    let payload = job.payload;
    if (job.orderId) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, job.orderId), eq(orders.restaurantId, restaurantId)));
      if (!order) throw notFound(JOB_NOT_FOUND);
      const [ticketRow] = await db
        .select({ itemIds: kitchenTickets.itemIds })
        .from(kitchenTickets)
        .where(and(eq(kitchenTickets.orderId, order.id), eq(kitchenTickets.stationId, station.id)));
      const all = await dispatchLinesOf(db, order.id);
      const mine = new Set(ticketRow?.itemIds ?? []);
      const lines =
        station.kind === 'caixa' || mine.size === 0 ? all : all.filter((line) => mine.has(line.id));
      const restaurant = await restaurantForTickets(db, restaurantId);
      const ticket = ticketFromOrder({
        order: ticketOrderOf(order),
        lines,
        station,
        restaurantName: restaurant.name,
        timeZone: restaurant.timeZone ?? undefined,
        publicUrl: options.publicUrl,
        reprint: true,
      });
      payload = ticketPayload(ticket, station.printer);
    }
    return {
      restaurantId,
      stationId: station.id,
      orderId: job.orderId,
      billId: job.billId,
      kind: job.kind,
      reprint: true,
      payload,
      stationName: station.name,
    };
  }

  async function writeReprints(restaurantId: string, jobs: JobRow[]) {
    const planned = [];
    for (const job of jobs) planned.push(await reprintOne(restaurantId, job));
    const names = new Map(planned.map((job) => [job.stationId, job.stationName]));
    const written = await repository.insertJobs(planned.map(({ stationName: _name, ...values }) => values));
    await announcePrintJobs(
      db,
      written.map(({ id, stationId, status }) => ({ id, restaurantId, stationId, status })),
    ).catch(() => undefined);
    return written.map((row) => toJob({ ...row, stationName: names.get(row.stationId) ?? '' }));
  }

  return {
    async stations(restaurantId: string) {
      return { stations: (await repository.stations(restaurantId)).map(toStation) };
    },

    async createStation(restaurantId: string, body: z.infer<typeof createStationBody>) {
      if ((await repository.stations(restaurantId)).length >= MAX_STATIONS)
        throw conflict(`Um restaurante pode ter até ${MAX_STATIONS} praças.`);
      const row = await repository
        .insertStation({
          restaurantId,
          name: body.name,
          kind: body.kind,
          printer: body.printer ?? null,
          position: await repository.nextPosition(restaurantId),
        })
        .catch(nameTaken);
      return toStation(row);
    },

    async updateStation(restaurantId: string, stationId: string, body: z.infer<typeof patchStationBody>) {
      await stationOf(restaurantId, stationId);
      const patch = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const row = await repository.updateStation(restaurantId, stationId, patch).catch(nameTaken);
      if (!row) throw notFound(STATION_NOT_FOUND);
      return toStation(row);
    },

    /** DELETE deactivates: past tickets and jobs still name the station. */
    async deactivateStation(restaurantId: string, stationId: string) {
      await stationOf(restaurantId, stationId);
      const row = await repository.updateStation(restaurantId, stationId, { isActive: false });
      return toStation(row!);
    },

    async routing(restaurantId: string) {
      const categories: Record<string, string[]> = {};
      const items: Record<string, string[]> = {};
      for (const row of await repository.routes(restaurantId)) {
        const [map, key] = row.categoryId ? [categories, row.categoryId] : [items, row.menuItemId!];
        map[key] = [...(map[key] ?? []), row.stationId];
      }
      return { categories, items };
    },

    /** Replaces the routing; every category, item and station must be this restaurant's. */
    async replaceRouting(restaurantId: string, body: z.infer<typeof routingSchema>) {
      const clean = (record: Record<string, string[]>) =>
        Object.entries(record)
          .map(([key, stations]) => [key, [...new Set(stations)]] as const)
          .filter(([, stations]) => stations.length > 0);
      const categories = clean(body.categories);
      const items = clean(body.items);
      const stationIds = [...new Set([...categories, ...items].flatMap(([, stations]) => stations))];
      const own = await repository.ownIds(restaurantId, {
        categories: categories.map(([key]) => key),
        items: items.map(([key]) => key),
        stations: stationIds,
      });
      if (categories.some(([key]) => !own.categories.has(key)))
        throw badRequest('Categoria não encontrada neste restaurante.', {
          categories: 'Categoria desconhecida',
        });
      if (items.some(([key]) => !own.items.has(key)))
        throw badRequest('Item não encontrado no cardápio deste restaurante.', {
          items: 'Item desconhecido',
        });
      if (stationIds.some((id) => !own.stations.has(id)))
        throw badRequest('Praça não encontrada neste restaurante.', { stations: 'Praça desconhecida' });
      await repository.replaceRoutes(restaurantId, [
        ...categories.flatMap(([categoryId, stations]) =>
          stations.map((stationId) => ({ restaurantId, stationId, categoryId })),
        ),
        ...items.flatMap(([menuItemId, stations]) =>
          stations.map((stationId) => ({ restaurantId, stationId, menuItemId })),
        ),
      ]);
      return this.routing(restaurantId);
    },

    async settings(restaurantId: string) {
      const row = await repository.settings(db, restaurantId);
      const settings = row ?? { ...DEFAULT_KITCHEN_SETTINGS, autoAccept: {} };
      return {
        autoAccept: autoAcceptOf(settings.autoAccept),
        readyWhenBumped: settings.readyWhenBumped,
        kdsWarnMinutes: settings.kdsWarnMinutes,
        kdsLateMinutes: settings.kdsLateMinutes,
      };
    },

    async updateSettings(restaurantId: string, body: z.infer<typeof patchSettingsBody>) {
      const current = await this.settings(restaurantId);
      const next = {
        autoAccept: { ...current.autoAccept, ...body.autoAccept },
        readyWhenBumped: body.readyWhenBumped ?? current.readyWhenBumped,
        kdsWarnMinutes: body.kdsWarnMinutes ?? current.kdsWarnMinutes,
        kdsLateMinutes: body.kdsLateMinutes ?? current.kdsLateMinutes,
      };
      const issue = kdsThresholdsIssue(next);
      if (issue) throw badRequest(issue, { kdsLateMinutes: issue });
      // Only the channels turned on are stored: the placement reads `autoAccept` on every order.
      const on = Object.fromEntries(Object.entries(next.autoAccept).filter(([, value]) => value));
      await repository.saveSettings({ restaurantId, ...next, autoAccept: on });
      return this.settings(restaurantId);
    },

    /** Six digits shown in the panel: ten minutes, once; only its SHA-256 is stored. */
    async pairingCode(restaurantId: string, now = new Date()) {
      const expiresAt = new Date(now.getTime() + PAIRING_TTL_MS);
      for (let attempt = 0; attempt < 10; attempt++) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        if (await repository.insertPairing(sha256(code), restaurantId, expiresAt, now))
          return { code, expiresAt: expiresAt.toISOString() };
      }
      throw new HttpError(503, 'Não foi possível gerar um código agora. Tente de novo.');
    },

    async agents(restaurantId: string, now = new Date()) {
      return {
        agents: (await repository.agents(restaurantId)).map((agent) => ({
          id: agent.id,
          name: agent.name,
          kind: agent.kind,
          pairedAt: agent.pairedAt.toISOString(),
          lastSeenAt: agent.lastSeenAt?.toISOString() ?? null,
          online: agent.lastSeenAt !== null && now.getTime() - agent.lastSeenAt.getTime() <= ONLINE_WITHIN_MS,
        })),
      };
    },

    async revokeAgent(restaurantId: string, agentId: string, now = new Date()) {
      if (!(await repository.revokeAgent(restaurantId, agentId, now))) throw notFound(AGENT_NOT_FOUND);
    },

    async jobs(restaurantId: string, filter: { status?: JobRow['status']; stationId?: string }) {
      return { jobs: (await repository.jobs(restaurantId, filter)).map(toJob) };
    },

    async reprint(restaurantId: string, jobId: string) {
      const job = await repository.job(restaurantId, jobId);
      if (!job) throw notFound(JOB_NOT_FOUND);
      const [written] = await writeReprints(restaurantId, [job]);
      return written!;
    },

    /** Prints an order again on every station that printed it, as reprints. */
    async printOrder(restaurantId: string, orderId: string) {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.restaurantId, restaurantId)));
      if (!order) throw notFound('Pedido não encontrado');
      const first = await repository.firstJobsOf(restaurantId, orderId);
      if (first.length === 0) throw conflict(NEVER_PRINTED);
      return { jobs: await writeReprints(restaurantId, first) };
    },
  };
}
