import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { buildRegistration } from '../../src/server/db/factories';
import type { App } from '../../src/server/lib/types';
import { checkAnswersAgainstDescription } from './answer-check';
import { openTestDatabase } from './database';

export interface TestContext {
  app: App;
  database: Database;
  /** The app's DATA_DIR (its e-mail outbox is DATA_DIR/outbox). */
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a real database, driven through app.inject. */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  options: Pick<BuildAppOptions, 'codeSender'> = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-test-'));
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Every suite registers its owners from 127.0.0.1; the sign-up trust test passes undefined here
    // to meet the real default.
    SIGNUPS_PER_HOUR_PER_ADDRESS: '100000',
    ...env,
  });
  const app = await buildApp({ config, database, webRoot: path.join(dataDir, 'no-web-build'), ...options });
  await app.ready();
  const answers = checkAnswersAgainstDescription(app);
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      answers.assertAllMatched();
    },
  };
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'comanda_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `comanda_session=${cookie.value}`;
}

/** Registers a restaurant and returns it with its session cookie. */
export async function registerOwner(app: App, overrides: Parameters<typeof buildRegistration>[0] = {}) {
  const registration = buildRegistration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/restaurants', payload: registration });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return {
    restaurant: response.json() as { id: string; name: string },
    cookie: sessionCookie(response),
    registration,
  };
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request to `/api<url>` as the API tests make it: with a session cookie or none, and a JSON body. */
export function callApi(
  app: App,
  method: ApiMethod,
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload !== undefined && { payload: payload as object }),
  });
}
