/**
 * One Drizzle schema and query layer over two engines: embedded PGlite (the default, in DATA_DIR)
 * or a PostgreSQL server (DATABASE_URL). Callers see the same `Db` and the same LISTEN/NOTIFY. Only
 * the engine in use is loaded, which keeps start-up short.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * A small pool of its own on a PostgreSQL server (PGlite has one connection: null), so a reader
   * such as the live streams never waits behind the requests' pool.
   */
  openPool(max: number, onError: (error: Error) => void): { db: Db; close(): Promise<void> } | null;
  /** PGlite only: its data folder as a tarball (the tests' migrated template). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite; undefined means in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  onError?: (error: Error) => void;
  /** An in-memory PGlite starts from this dumped data folder (tests' migrated template). */
  pgliteLoadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.pgliteDir, options.pgliteLoadDataDir);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // A client losing its server (restart, network) must not crash the process: the pool reports an
  // idle one, and every client gets its own listener for the time it is checked out (in a
  // transaction, between two queries), when an unheard 'error' event would end the process.
  const report = (error: Error) => options.onError?.(error);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    openPool(max, onError) {
      const own = new pg.Pool({ connectionString: url, max });
      own.on('error', onError);
      own.on('connect', (client) => client.on('error', onError));
      return { db: drizzle(own, { schema, casing: 'snake_case' }) as unknown as Db, close: () => own.end() };
    },
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => options.onError?.(error));
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const release = dir ? lockFolder(dir) : () => undefined;
  const client = dir ? new PGlite(dir) : new PGlite(loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    openPool: () => null,
    async listen(channel, onPayload) {
      return client.listen(channel, onPayload);
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      await client.close();
      release();
    },
  };
}

/**
 * Two processes on one PGlite folder corrupt it, so the folder is locked by a pid file. A lock left
 * by a process that no longer runs (kill -9) is taken over.
 */
function lockFolder(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, '..', `${path.basename(dir)}.lock`);
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `O banco embutido em ${dir} já está em uso pelo processo ${pid}. Dois processos na mesma pasta perdem dados: pare o outro processo ou use DATABASE_URL.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
