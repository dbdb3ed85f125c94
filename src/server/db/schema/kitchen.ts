import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PRINT_AGENT_KINDS, PRINT_JOB_STATUSES } from '../../../domain/kitchen/print-jobs';
import type { PrinterSettings } from '../../../domain/kitchen/printers';
import { STATION_KINDS } from '../../../domain/kitchen/stations';
import { TICKET_KINDS } from '../../../domain/kitchen/ticket';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { categories, menuItems } from './menu';
import { orders } from './orders';
import { restaurants } from './restaurants';
import { staffMembers } from './staff';
import { bills } from './tables';

export const stationKindEnum = pgEnum('station_kind', STATION_KINDS);
export const ticketKindEnum = pgEnum('ticket_kind', TICKET_KINDS);
export const printJobStatusEnum = pgEnum('print_job_status', PRINT_JOB_STATUSES);

export const printAgentKindEnum = pgEnum('print_agent_kind', PRINT_AGENT_KINDS);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A restaurant's stations (praças: Cozinha, Bar, Pizzaria, Caixa; issue 34, decision 0047), each
 * with its printer, if any. Deactivating keeps the row, so past jobs and tickets still name it.
 */
export const kitchenStations = pgTable(
  'kitchen_stations',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: stationKindEnum().notNull().default('producao'),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** The printer (domain/kitchen/printers.ts), null when the station only has a screen. */
    printer: jsonb().$type<PrinterSettings | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('kitchen_stations_restaurant_name_unique').on(t.restaurantId, t.name)],
);

/** Where a category's items, or one item, are made: one row per station it goes to. */
export const kitchenRoutes = pgTable(
  'kitchen_routes',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    stationId: text()
      .notNull()
      .references(() => kitchenStations.id, { onDelete: 'cascade' }),
    categoryId: text().references(() => categories.id, { onDelete: 'cascade' }),
    menuItemId: text().references(() => menuItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('kitchen_routes_restaurant_idx').on(t.restaurantId),
    index('kitchen_routes_station_idx').on(t.stationId),
    uniqueIndex('kitchen_routes_category_unique')
      .on(t.stationId, t.categoryId)
      .where(sql`${t.categoryId} is not null`),
    uniqueIndex('kitchen_routes_item_unique')
      .on(t.stationId, t.menuItemId)
      .where(sql`${t.menuItemId} is not null`),
    index('kitchen_routes_category_idx').on(t.categoryId),
    index('kitchen_routes_item_idx').on(t.menuItemId),
    check('kitchen_routes_one_target', sql`(${t.categoryId} is null) <> (${t.menuItemId} is null)`),
  ],
);

/** The kitchen's choices; a restaurant without a row has the defaults (nothing automatic). */
export const kitchenSettings = pgTable('kitchen_settings', {
  restaurantId: text()
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  /** Channels whose new orders are confirmed (and printed) on arrival: { cardapio: true, ifood: false, ... }. */
  autoAccept: jsonb().$type<Record<string, boolean>>().notNull().default({}),
  /** The order becomes 'Pronto' when every station has bumped it; off: the panel marks it by hand. */
  readyWhenBumped: boolean().notNull().default(true),
  /** The KDS colours a ticket amber after this many minutes, red after the second. */
  kdsWarnMinutes: integer().notNull().default(10),
  kdsLateMinutes: integer().notNull().default(20),
  updatedAt: updatedAt(),
});

/**
 * One station's part of one order, on the kitchen display: which lines are done and when it was
 * bumped ('Pronto'). Written with the order's print jobs, once (the unique index), when the order
 * is confirmed.
 */
export const kitchenTickets = pgTable(
  'kitchen_tickets',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stationId: text()
      .notNull()
      .references(() => kitchenStations.id, { onDelete: 'cascade' }),
    /** The order_items ids this station makes. */
    itemIds: jsonb().$type<string[]>().notNull().default([]),
    /** The order_items ids struck through on the KDS. */
    doneItemIds: jsonb().$type<string[]>().notNull().default([]),
    bumpedAt: timestamptz(),
    bumpedByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('kitchen_tickets_order_station_unique').on(t.orderId, t.stationId),
    index('kitchen_tickets_station_open_idx').on(t.stationId, t.createdAt).where(sql`${t.bumpedAt} is null`),
    index('kitchen_tickets_restaurant_idx').on(t.restaurantId, t.createdAt),
    // Only bumped tickets name who bumped them; the index lets a staff member's removal find them.
    index('kitchen_tickets_bumped_by_idx').on(t.bumpedByStaffId).where(sql`${t.bumpedByStaffId} is not null`),
  ],
);

/**
 * A computer running the print agent, paired with a restaurant by a code shown in the panel. It
 * holds a random token; only its SHA-256 is kept here.
 */
export const printAgents = pgTable(
  'print_agents',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** 'computador': the print agent of this repository; 'navegador': a panel printing by WebUSB or Web Serial. */
    kind: printAgentKindEnum().notNull().default('computador'),
    tokenHash: text().notNull(),
    pairedAt: timestamptz().notNull().defaultNow(),
    lastSeenAt: timestamptz(),
    revokedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('print_agents_token_unique').on(t.tokenHash),
    index('print_agents_restaurant_idx').on(t.restaurantId),
  ],
);

/** A pairing code shown in the panel: six digits, valid for ten minutes, used once. */
export const printAgentPairings = pgTable(
  'print_agent_pairings',
  {
    codeHash: text().primaryKey(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('print_agent_pairings_restaurant_idx').on(t.restaurantId)],
);

/**
 * One ticket to print on one station's printer. `seq` orders the agents' stream and its replay;
 * a job is claimed by one agent (the conditional update), printed once, and reprinted only by a new
 * job marked `reprint`. An order's first job per station is unique, so a retried confirmation never
 * prints twice.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: id(),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    stationId: text()
      .notNull()
      .references(() => kitchenStations.id, { onDelete: 'cascade' }),
    orderId: text().references(() => orders.id, { onDelete: 'cascade' }),
    billId: text().references(() => bills.id, { onDelete: 'cascade' }),
    kind: ticketKindEnum().notNull(),
    reprint: boolean().notNull().default(false),
    status: printJobStatusEnum().notNull().default('pendente'),
    /** The printer's commands, encoded when the job was made for the station's printer then. */
    payload: bytea().notNull(),
    attempts: integer().notNull().default(0),
    agentId: text().references(() => printAgents.id, { onDelete: 'set null' }),
    claimedAt: timestamptz(),
    printedAt: timestamptz(),
    failedAt: timestamptz(),
    /** The agent's reason, in Portuguese ('Sem papel', 'Impressora desligada'). */
    error: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('print_jobs_seq_unique').on(t.seq),
    uniqueIndex('print_jobs_first_print_unique')
      .on(t.orderId, t.stationId)
      .where(sql`${t.reprint} = false and ${t.orderId} is not null`),
    index('print_jobs_restaurant_seq_idx').on(t.restaurantId, t.seq),
    index('print_jobs_open_idx')
      .on(t.restaurantId, t.status)
      .where(sql`${t.status} in ('pendente', 'imprimindo', 'falhou')`),
    index('print_jobs_station_idx').on(t.stationId),
    index('print_jobs_order_idx').on(t.orderId),
    index('print_jobs_bill_idx').on(t.billId),
    index('print_jobs_agent_idx').on(t.agentId),
  ],
);
