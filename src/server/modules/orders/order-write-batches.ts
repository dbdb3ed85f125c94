/**
 * Orders written in batches (decision 0030): while a few order writes are running, the orders that
 * arrive wait and leave together, in one statement and one commit (order-placement.write.ts).
 *
 * - At the pace of a normal evening nothing waits: an order finds no write running and leaves at
 *   once, alone. Only when `IN_FLIGHT` writes are already running do the next orders queue, and
 *   they leave (up to `BATCH`) as soon as one of them ends.
 * - A batch is all or nothing: any refusal inside it (a used Idempotency-Key, a diner over a rate
 *   limit, a menu that moved, a conflict with another batch) rolls all of it back. Its orders are
 *   then written again one by one, so each gets exactly the answer it would have had alone; a
 *   batch of one answers its own error. A failure that is no refusal (the database unreachable, the
 *   connection lost) is every order's answer as it is: written again, an order whose commit was
 *   lost with the connection would be refused as a duplicate of itself.
 * - Every order's promise settles only after the commit that holds it.
 */
import type { Db } from '../../db/client';
import { pgErrorCode } from '../../db/errors';
import { perDatabase } from '../../db/per-database';
import { type OrderRow, type OrderWrite, storedOrder, writeOrders } from './order-placement.write';

/** Writes running at once on the pool: enough to keep PostgreSQL's cores busy while one commits. */
export const IN_FLIGHT = 2;
/** Orders in one statement at most. */
export const BATCH = 32;

/**
 * An error that one order of the batch may have caused alone: any answer of PostgreSQL to the
 * statement (a used key, a value it refused, a conflict between transactions, the write's guard:
 * CM409 menu moved, CM429 over a limit), but not a connection lost or a server going away (classes
 * 08, 53, 57, 58 and XX), nor an error without a SQLSTATE: then nobody knows whether it committed.
 */
function refusedByOneOfThem(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && !/^(08|53|57|58|XX)/.test(code);
}

interface Waiting {
  write: OrderWrite;
  resolve: (row: OrderRow) => void;
  reject: (error: unknown) => void;
}

export class OrderWriteBatches {
  private readonly waiting: Waiting[] = [];
  private running = 0;
  /** How many statements wrote how many orders, for the tests and the bench. */
  readonly stats = { statements: 0, orders: 0, retriedAlone: 0 };

  constructor(private readonly db: Db) {}

  write(write: OrderWrite): Promise<OrderRow> {
    return new Promise<OrderRow>((resolve, reject) => {
      this.waiting.push({ write, resolve, reject });
      this.next();
    });
  }

  private next() {
    while (this.running < IN_FLIGHT && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, BATCH);
      this.running += 1;
      void this.run(batch).finally(() => {
        this.running -= 1;
        this.next();
      });
    }
  }

  private async run(batch: Waiting[]) {
    try {
      const stored = await this.statement(batch);
      for (const { write, resolve, reject } of batch) {
        try {
          resolve(storedOrder(stored, write));
        } catch (missing) {
          reject(missing);
        }
      }
    } catch (error) {
      if (batch.length === 1 || !refusedByOneOfThem(error)) {
        for (const { reject } of batch) reject(error);
        return;
      }
      this.stats.retriedAlone += batch.length;
      await Promise.all(batch.map((one) => this.run([one])));
    }
  }

  private statement(batch: Waiting[]) {
    this.stats.statements += 1;
    this.stats.orders += batch.length;
    return writeOrders(
      this.db,
      batch.map(({ write }) => write),
    );
  }
}

/** The database's batches of order writes (one per database handle, so per process). */
export const orderWriteBatchesOf = perDatabase((db) => new OrderWriteBatches(db));
