import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../../test/harness/app';
import { openTestDatabase } from '../../../test/harness/database';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import type { App } from '../lib/types';
import { createItem } from '../modules/orders/order-placement.fixtures';
import { renderMenuPage, serializeData } from './menu-page';

const TEMPLATE = `<!doctype html><html><head><meta name="description" content="x" /><title>Cardápio | Comanda</title><script type="module" src="/assets/menu.js"></script></head><body><div id="root"></div></body></html>`;

let dir: string;
let database: Database;
let app: App;
let restaurantId: string;

beforeAll(async () => {
  // A built app as `vite build` leaves it: dist/web (pages) and dist/ssr (the menu renderer).
  dir = mkdtempSync(path.join(os.tmpdir(), 'comanda-menu-page-'));
  mkdirSync(path.join(dir, 'web'));
  mkdirSync(path.join(dir, 'ssr'));
  writeFileSync(path.join(dir, 'web/index.html'), TEMPLATE.replace('menu.js', 'index.js'));
  writeFileSync(path.join(dir, 'web/menu.html'), TEMPLATE);
  writeFileSync(
    path.join(dir, 'ssr/menu-ssr.cjs'),
    `exports.renderMenuHtml = function renderMenuHtml(data) {
      return { head: '<link rel="preload" as="image" href="/x.webp"/>', body: '<h1>' + data.menu.length + ' itens</h1>' };
    }`,
  );
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'data') });
  app = await buildApp({ config, database, webRoot: path.join(dir, 'web') });
  await app.ready();
  restaurantId = (await registerOwner(app, { name: 'Bar </script><script>alert(1)</script>' })).restaurant.id;
  await createItem(app.db, restaurantId, { name: 'Coxinha', price: '8.50' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe('GET /menu/:id and /restaurante/:id', () => {
  it.each(['menu', 'restaurante'])(
    '/%s/{id} answers the menu page with its data inlined and drawn',
    async (route) => {
      const response = await app.inject({ method: 'GET', url: `/${route}/${restaurantId}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      expect(html).toContain('<div id="root"><h1>1 itens</h1></div>');
      expect(html).toContain('<link rel="preload" as="image" href="/x.webp"/></head>');
      expect(html).toContain(
        '<title>Bar &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; | Cardápio | Comanda</title>',
      );
      expect(html.match(/<title>/g)).toHaveLength(1);
      const data = dataOf(html);
      expect(data.restaurant).toMatchObject({
        id: restaurantId,
        name: 'Bar </script><script>alert(1)</script>',
      });
      expect(data.menu).toEqual([expect.objectContaining({ name: 'Coxinha', price: '8.50' })]);
      // The data block cannot close itself: the restaurant's name stays inside it.
      expect(html.split('</script>').length).toBe(3);
      expect(JSON.stringify(data)).not.toContain('passwordHash');
    },
  );

  it('answers 404 with the not-found page data for an unknown restaurant', async () => {
    const response = await app.inject({ method: 'GET', url: '/menu/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Restaurante não encontrado | Comanda</title>');
    expect(response.body).toContain('<div id="root"></div>');
    expect(dataOf(response.body)).toEqual({
      restaurantId: 'nao-existe',
      restaurant: null,
      menu: null,
      rewards: null,
    });
  });
});

describe('renderMenuPage', () => {
  it('escapes every < of the data, so no text in it can end the block', () => {
    expect(serializeData({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
  });

  it('falls back to preloading the banner when nothing was drawn', () => {
    const html = renderMenuPage(TEMPLATE, {
      restaurantId: 'r',
      restaurant: { id: 'r', name: 'Cantina', bannerUrl: '/api/uploads/b.webp', description: null },
      menu: [],
      rewards: null,
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/uploads/b.webp" fetchpriority="high" />',
    );
    expect(html).toContain(
      '<meta name="description" content="Cardápio digital de Cantina: peça pelo WhatsApp." />',
    );
  });
});
