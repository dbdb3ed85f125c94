/**
 * New orders placed through the order's write are announced to the live streams in batches: one
 * NOTIFY on `order_changes` for every order this process placed in the last BATCH_MS, instead of
 * one per order from the trigger (decision 0028, migration 0016).
 *
 * Why: PostgreSQL takes one lock for the whole database from a notifying transaction's commit
 * until its notifications are queued, so a NOTIFY per order made every order's commit, fsync
 * included, wait for the one before it. With 1,000 orders a second offered, 45% of the database
 * sessions were waiting on that lock (bench/orders-throughput.mjs).
 *
 * What it costs: a new order reaches the panels up to BATCH_MS later. What it risks: should the
 * process die between an order's commit and the batch's NOTIFY, panels streaming from other
 * instances learn of that order only when they reconnect (their Last-Event-ID replay reads the
 * orders table, so it is late, never lost). Every other change (an order's status, an edit, an
 * order imported from a platform) is still announced by the trigger at its commit.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { LIVE_CHANNEL } from '../../lib/session-ends';

/** How long a placed order waits for others to share its NOTIFY. */
export const BATCH_MS = 20;
/** Changes per NOTIFY: a payload must stay under PostgreSQL's 8,000 bytes (about 120 bytes each). */
const PER_NOTIFY = 50;

/** What a NOTIFY on `order_changes` says of an order, alone (the trigger) or in a batch (here). */
export interface OrderChange {
  restaurantId: string;
  orderId: string;
  seq: number;
}

export class OrderAnnouncements {
  /** Told when a batch could not be sent (the database is down): its streams catch up on reconnect. */
  onError: (error: unknown) => void = () => undefined;
  private pending: OrderChange[] = [];
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** A placed order, committed: announced with the others of its batch. */
  announce(change: OrderChange): void {
    this.pending.push(change);
    this.timer ??= setTimeout(() => void this.flush(), BATCH_MS);
  }

  /** Sends what is waiting now (also on shutdown); resolves once every batch so far was sent. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const changes = this.pending;
    this.pending = [];
    if (changes.length > 0) {
      const payloads: string[] = [];
      for (let start = 0; start < changes.length; start += PER_NOTIFY)
        payloads.push(JSON.stringify({ changes: changes.slice(start, start + PER_NOTIFY) }));
      // One statement, one transaction: the database's notify lock is taken once per batch.
      this.sending = this.sending.then(() =>
        this.db
          .execute(
            sql`select pg_notify(${LIVE_CHANNEL}, payload #>> '{}')
                from jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) as payload`,
          )
          .then(
            () => undefined,
            (error: unknown) => this.onError(error),
          ),
      );
    }
    return this.sending;
  }
}

/** One batcher per database handle (the app's pool, a test's database). */
export const orderAnnouncementsOf = perDatabase((db) => new OrderAnnouncements(db));
