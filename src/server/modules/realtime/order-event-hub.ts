/**
 * One LISTEN on `order_changes` per process, fanned out to every open stream. The orders trigger
 * NOTIFYs at commit, whoever wrote the row (a diner, a panel, another app instance, an
 * integration), so every instance behind a load balancer sees every change; orders placed through
 * the order's write are announced by their instance in batches instead (order-announcements.ts).
 *
 * Notifications arriving together are loaded with one query and delivered in change order; loads
 * run one after another so a stream never sees an older state after a newer one. A watchdog pings
 * the channel: when the LISTEN connection has died (a database restart), it listens again and
 * closes the open streams, whose clients reconnect with Last-Event-ID and are replayed from the
 * orders table, so a lost notification never becomes a lost event.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { endedSessionsOf, LIVE_CHANNEL } from '../../lib/session-ends';
import { revokedAgentsOf } from './agent-revocations';
import { type BillEvent, billEventOf } from './bill-announcements';
import { type KitchenEvent, kitchenEventOf } from './kitchen-announcements';
import type { OrderChange } from './order-announcements';
import { type PrintJobEvent, printJobEventsOf } from './print-job-announcements';
import { type ChangedOrder, createRealtimeRepository } from './realtime.repository';
import { type ReceiptEvent, receiptEventOf } from './receipt-announcements';
import { type TableCallEvent, tableCallOf } from './table-call-announcements';

export const ORDER_CHANGES_CHANNEL = LIVE_CHANNEL;
/** Every tick sends a ping through the channel; a ping still missing at the next tick means the
 * LISTEN connection is gone. */
const WATCHDOG_MS = 15_000;

type Listener = (change: ChangedOrder) => void;

export interface HubOptions {
  watchdogMs?: number;
}

export class OrderEventHub {
  private readonly repository;
  private readonly readerPool: { close(): Promise<void> } | null = null;
  private readonly watchdogMs: number;
  private readonly byRestaurant = new Map<string, Set<Listener>>();
  private readonly byPhone = new Map<string, Set<Listener>>();
  private readonly callsByRestaurant = new Map<string, Set<(call: TableCallEvent) => void>>();
  private readonly billsByRestaurant = new Map<string, Set<(event: BillEvent) => void>>();
  private readonly kitchenByRestaurant = new Map<string, Set<(event: KitchenEvent) => void>>();
  private readonly printJobsByRestaurant = new Map<string, Set<(event: PrintJobEvent) => void>>();
  private readonly receiptsByRestaurant = new Map<string, Set<(event: ReceiptEvent) => void>>();
  private readonly closers = new Set<() => void>();
  private readonly bySession = new Map<string, Set<() => void>>();
  private readonly byAgent = new Map<string, Set<() => void>>();
  private pending: OrderChange[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  private unlisten: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;
  private watchdog: NodeJS.Timeout | null = null;
  private awaitedPing: string | null = null;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    options: HubOptions = {},
  ) {
    this.watchdogMs = options.watchdogMs ?? WATCHDOG_MS;
    // With a PostgreSQL server, changed rows are read through connections of the hub's own, so the
    // live stream never queues behind request traffic in the app's pool.
    const pool = database.openPool(2, (error) =>
      log.warn({ err: error }, 'live stream reader connection lost'),
    );
    this.readerPool = pool;
    this.repository = createRealtimeRepository(pool?.db ?? database.db);
  }

  /** Listens once; later calls wait for the same LISTEN. Streams start only once it is live. */
  start(): Promise<void> {
    this.starting ??= this.listen().then(() => {
      this.watchdog = setInterval(() => void this.ping(), this.watchdogMs);
      this.watchdog.unref();
    });
    return this.starting;
  }

  subscribeRestaurant(restaurantId: string, listener: Listener): () => void {
    return this.add(this.byRestaurant, restaurantId, listener);
  }

  subscribePhone(phone: string, listener: Listener): () => void {
    return this.add(this.byPhone, phone, listener);
  }

  /** A restaurant's table calls ('Chamar garçom', 'Pedir a conta') and their answers. */
  subscribeTableCalls(restaurantId: string, listener: (call: TableCallEvent) => void): () => void {
    return this.add(this.callsByRestaurant, restaurantId, listener);
  }

  /** A restaurant's bills split, paid and closed (decision 0043). */
  subscribeBills(restaurantId: string, listener: (event: BillEvent) => void): () => void {
    return this.add(this.billsByRestaurant, restaurantId, listener);
  }

  /** A restaurant's kitchen display changes: lines done, tickets bumped and recalled (decision 0047). */
  subscribeKitchen(restaurantId: string, listener: (event: KitchenEvent) => void): () => void {
    return this.add(this.kitchenByRestaurant, restaurantId, listener);
  }

  /** A restaurant's print jobs made, claimed, printed or failed (decision 0047). */
  subscribePrintJobs(restaurantId: string, listener: (event: PrintJobEvent) => void): () => void {
    return this.add(this.printJobsByRestaurant, restaurantId, listener);
  }

  /** A restaurant's fiscal receipts (NFC-e) changing state (issue 35, decision 0052). */
  subscribeReceipts(restaurantId: string, listener: (event: ReceiptEvent) => void): () => void {
    return this.add(this.receiptsByRestaurant, restaurantId, listener);
  }

  /** Registers how to end a stream when the hub stops or restarts its LISTEN. */
  trackStream(close: () => void): () => void {
    this.closers.add(close);
    return () => this.closers.delete(close);
  }

  /** Closes a stream as soon as its session ends (logout, password change), on any instance. */
  closeOnSessionEnd(sessionId: string, close: () => void): () => void {
    return this.add(this.bySession, sessionId, close);
  }

  /** Closes a print agent's stream as soon as the panel revokes it ('Desconectar'), on any instance. */
  closeOnAgentRevoked(agentId: string, close: () => void): () => void {
    return this.add(this.byAgent, agentId, close);
  }

  get streamCount(): number {
    return this.closers.size;
  }

  /** Ends every open stream (app shutdown; clients reconnect elsewhere with Last-Event-ID). */
  closeStreams(): void {
    for (const close of [...this.closers]) close();
    this.closers.clear();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.watchdog) clearInterval(this.watchdog);
    this.closeStreams();
    await this.flushing;
    await this.unlisten?.();
    this.unlisten = null;
    await this.readerPool?.close();
  }

  private async listen(): Promise<void> {
    this.unlisten = await this.database.listen(ORDER_CHANGES_CHANNEL, (payload) =>
      this.onNotification(payload),
    );
  }

  private add<L>(map: Map<string, Set<L>>, key: string, listener: L): () => void {
    const listeners = map.get(key) ?? new Set<L>();
    map.set(key, listeners);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) map.delete(key);
    };
  }

  private onNotification(payload: string): void {
    let change: Partial<OrderChange> & {
      ping?: string;
      endedSessions?: unknown;
      revokedAgents?: unknown;
      changes?: unknown;
      tableCall?: unknown;
      billEvent?: unknown;
      kitchenEvent?: unknown;
      printJobs?: unknown;
      receiptEvent?: unknown;
    };
    try {
      change = JSON.parse(payload);
    } catch {
      return;
    }
    const ended = endedSessionsOf(change);
    if (ended) {
      for (const sessionId of ended) for (const close of [...(this.bySession.get(sessionId) ?? [])]) close();
      return;
    }
    const revoked = revokedAgentsOf(change);
    if (revoked) {
      for (const agentId of revoked) for (const close of [...(this.byAgent.get(agentId) ?? [])]) close();
      return;
    }
    const call = tableCallOf(change);
    if (call) {
      for (const listener of [...(this.callsByRestaurant.get(call.restaurantId) ?? [])]) {
        try {
          listener(call);
        } catch (error) {
          this.log.error({ err: error }, 'live table call listener failed');
        }
      }
      return;
    }
    const billEvent = billEventOf(change);
    if (billEvent) {
      for (const listener of [...(this.billsByRestaurant.get(billEvent.restaurantId) ?? [])]) {
        try {
          listener(billEvent);
        } catch (error) {
          this.log.error({ err: error }, 'live bill listener failed');
        }
      }
      return;
    }
    const kitchenEvent = kitchenEventOf(change);
    if (kitchenEvent) {
      for (const listener of [...(this.kitchenByRestaurant.get(kitchenEvent.restaurantId) ?? [])]) {
        try {
          listener(kitchenEvent);
        } catch (error) {
          this.log.error({ err: error }, 'live kitchen listener failed');
        }
      }
      return;
    }
    const receiptEvent = receiptEventOf(change);
    if (receiptEvent) {
      for (const listener of [...(this.receiptsByRestaurant.get(receiptEvent.restaurantId) ?? [])]) {
        try {
          listener(receiptEvent);
        } catch (error) {
          this.log.error({ err: error }, 'live receipt listener failed');
        }
      }
      return;
    }
    const printJobs = printJobEventsOf(change);
    if (printJobs) {
      for (const event of printJobs)
        for (const listener of [...(this.printJobsByRestaurant.get(event.restaurantId) ?? [])]) {
          try {
            listener(event);
          } catch (error) {
            this.log.error({ err: error }, 'live print job listener failed');
          }
        }
      return;
    }
    if (change.ping) {
      if (change.ping === this.awaitedPing) this.awaitedPing = null;
      return;
    }
    // New orders placed by an instance come in batches (order-announcements.ts); others one by one.
    const changes = Array.isArray(change.changes) ? (change.changes as Partial<OrderChange>[]) : [change];
    for (const one of changes) this.take(one);
  }

  private take(change: Partial<OrderChange>): void {
    if (typeof change.orderId !== 'string' || typeof change.restaurantId !== 'string') return;
    const interested = this.byRestaurant.has(change.restaurantId) || this.byPhone.size > 0;
    if (!interested) return;
    this.pending.push(change as OrderChange);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        this.flushing = this.flushing.then(() => this.flush());
      });
    }
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0 || this.stopped) return;
    try {
      const changed = await this.repository.changedOrders([...new Set(batch.map((c) => c.orderId))]);
      for (const change of changed) this.deliver(change);
    } catch (error) {
      // The rows could not be read: close the streams so their clients replay from the table.
      this.log.error({ err: error }, 'could not load changed orders; closing live streams');
      this.closeStreams();
    }
  }

  private deliver(change: ChangedOrder): void {
    const listeners = [
      ...(this.byRestaurant.get(change.order.restaurantId) ?? []),
      ...(this.byPhone.get(change.order.customerPhone) ?? []),
    ];
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log.error({ err: error }, 'live order listener failed');
      }
    }
  }

  /** Sends a ping through the channel; if the previous one never came back, listens again. */
  private async ping(): Promise<void> {
    if (this.stopped) return;
    if (this.awaitedPing) {
      this.log.warn('order_changes LISTEN lost; listening again and closing live streams');
      await this.unlisten?.().catch(() => undefined);
      try {
        await this.listen();
      } catch (error) {
        this.log.error({ err: error }, 'could not LISTEN on order_changes');
      }
      this.closeStreams();
    }
    const ping = randomUUID();
    this.awaitedPing = ping;
    await this.database.db
      .execute(sql`select pg_notify(${ORDER_CHANGES_CHANNEL}, ${JSON.stringify({ ping })})`)
      .catch((error: unknown) => this.log.warn({ err: error }, 'order_changes ping failed'));
  }
}

const hubs = new WeakMap<Database, OrderEventHub>();

/** The process's one hub for a database, shared by the owner and tracking streams. */
export function orderEventHub(
  database: Database,
  log: FastifyBaseLogger,
  options: HubOptions = {},
): OrderEventHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new OrderEventHub(database, log, options);
    hubs.set(database, hub);
  }
  return hub;
}

export function releaseOrderEventHub(database: Database): Promise<void> {
  const hub = hubs.get(database);
  hubs.delete(database);
  return hub?.stop() ?? Promise.resolve();
}
