/**
 * The server-rendered menu page inserts the owner's text literally. `String.prototype.replace` with a
 * replacement string expands `$&` (the match), `` $` `` (the text before it) and `$'` (the text
 * after it): a restaurant description or item name holding them duplicated the template, broke the
 * description attribute and cut the inline JSON. The page must carry exactly what the public API
 * answers, once.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import type { App } from '../../src/server/lib/types';
import { registerOwner } from '../harness/app';
import { openTestDatabase } from '../harness/database';

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="x" /><title>Cardápio | Comanda</title></head><body><div id="root"></div></body></html>';
const PATTERNS = "antes $` meio $& depois $' fim $$ e $1";

let dir: string;
let database: Database;
let app: App;
let restaurantId: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'comanda-menu-literal-'));
  mkdirSync(path.join(dir, 'web'));
  writeFileSync(path.join(dir, 'web/menu.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'web/index.html'), TEMPLATE);
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'data') });
  app = await buildApp({ config, database, webRoot: path.join(dir, 'web') });
  await app.ready();
  const owner = await registerOwner(app, { name: `Bar $' e $&`, description: PATTERNS });
  restaurantId = owner.restaurant.id;
  const item = await app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/menu`,
    headers: { cookie: owner.cookie },
    payload: { name: 'Prato $` $&', description: PATTERNS, price: '10.00', category: "Pratos $'" },
  });
  expect(item.statusCode, item.body).toBe(201);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the menu page with `$`` `$&` `$'` in owner text", () => {
  it('holds the template once, the description verbatim and the same data as the API', async () => {
    const html = (await app.inject({ method: 'GET', url: `/menu/${restaurantId}` })).body;
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    const decode = (text: string) =>
      text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
    const meta = /<meta name="description" content="([^"]*)" \/>/.exec(html);
    expect(decode(meta?.[1] ?? '')).toBe(PATTERNS);
    const title = /<title>([^<]*)<\/title>/.exec(html);
    expect(decode(title?.[1] ?? '')).toBe("Bar $' e $& | Cardápio | Comanda");

    const block = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html);
    const data = JSON.parse(block?.[1] ?? 'null');
    const api = (await app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}/menu` })).json();
    expect(data.menu).toEqual(api);
    expect(data.restaurant.description).toBe(PATTERNS);
  });
});
