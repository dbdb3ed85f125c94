/**
 * The public menu's HTML: the built page with the restaurant and its menu inlined as a JSON data
 * block, the menu's first screens already drawn by the server-side renderer (when built), a real
 * <title> and description, and the banner preloaded. A diner's phone shows the menu from this one
 * response, with no chain of API requests. The data is exactly what the public API
 * answers (fetched in-process), so the page and the API can never disagree. The CSP forbids inline
 * scripts; a `type="application/json"` block is data, never executed, and `<` is escaped so the
 * data cannot close its tag.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const INITIAL_DATA_ID = 'initial-data';

interface PublicRestaurantLike {
  id: string;
  name: string;
  description?: string | null;
  address?: string | null;
  bannerUrl?: string | null;
}

export interface MenuPageData {
  restaurantId: string;
  restaurant: PublicRestaurantLike | null;
  menu: unknown[] | null;
  /** The restaurant's loyalty rewards, when its loyalty program publishes them. */
  rewards: unknown[] | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const serializeData = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

async function getJson(app: FastifyInstance, url: string): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  return response.statusCode === 200 ? response.json() : null;
}

export async function loadMenuPageData(app: FastifyInstance, restaurantId: string): Promise<MenuPageData> {
  const id = encodeURIComponent(restaurantId);
  const [restaurant, menu, rewards] = await Promise.all([
    getJson(app, `/api/restaurants/${id}`),
    getJson(app, `/api/restaurants/${id}/menu`),
    getJson(app, `/api/restaurants/${id}/loyalty/rewards`),
  ]);
  if (!restaurant) return { restaurantId, restaurant: null, menu: null, rewards: null };
  return {
    restaurantId,
    restaurant: restaurant as PublicRestaurantLike,
    menu: Array.isArray(menu) ? menu : null,
    rewards: Array.isArray(rewards) ? rewards : null,
  };
}

/** The public menu's server-side renderer, built by Vite from the web app (dist/ssr/menu-ssr.cjs). */
export interface MenuRenderer {
  /** `body` goes inside the root element, `head` (image preloads) before </head>. */
  renderMenuHtml(data: MenuPageData): { head: string; body: string };
}

/**
 * Loads the built renderer when there is one; without it the browser draws the menu itself. It is
 * CommonJS: the server bundle runs from V8's code cache, where Node 20 has no import().
 */
export async function loadMenuRenderer(file: string): Promise<MenuRenderer | null> {
  if (!existsSync(file)) return null;
  const module = createRequire(file)(file) as Partial<MenuRenderer>;
  return typeof module.renderMenuHtml === 'function' ? (module as MenuRenderer) : null;
}

export function renderMenuPage(
  template: string,
  data: MenuPageData,
  rendered: { head: string; body: string } = { head: '', body: '' },
): string {
  const restaurant = data.restaurant;
  const title = restaurant
    ? `${restaurant.name} | Cardápio | Comanda`
    : 'Restaurante não encontrado | Comanda';
  const description = restaurant
    ? restaurant.description?.trim() || `Cardápio digital de ${restaurant.name}: peça pelo WhatsApp.`
    : 'Verifique se o link está correto';
  const banner = restaurant?.bannerUrl?.startsWith('/') ? restaurant.bannerUrl : null;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    // The renderer's own preloads already start with the banner; without it, preload it here.
    rendered.head ||
      (banner ? `<link rel="preload" as="image" href="${escapeHtml(banner)}" fetchpriority="high" />` : ''),
  ].join('');
  // Replacer functions, never replacement strings: owner text holding `$&`, `$'` or `` $` `` would
  // otherwise be expanded by String.prototype.replace into pieces of the template.
  const root = `<div id="root">${rendered.body}</div><script type="application/json" id="${INITIAL_DATA_ID}">${serializeData(data)}</script>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => '')
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => root);
}

/**
 * `GET /menu/:id` and `/restaurante/:id`: the built menu page (or the app's index.html when there
 * is no menu page), its data inlined, and the menu drawn by the renderer when it is built.
 */
export async function registerMenuPages(app: FastifyInstance, webRoot: string) {
  const menuHtml = path.join(webRoot, 'menu.html');
  const hasMenuPage = existsSync(menuHtml);
  const template = readFileSync(hasMenuPage ? menuHtml : path.join(webRoot, 'index.html'), 'utf8');
  // The renderer (React's server renderer with it, 75 ms of blocking require) loads a second after
  // the server listens, so it delays neither start-up nor the first requests; a menu page asked
  // for before that loads it and waits.
  let loading: Promise<MenuRenderer | null> | undefined;
  const renderer = () => {
    loading ??= hasMenuPage
      ? loadMenuRenderer(path.join(webRoot, '..', 'ssr', 'menu-ssr.cjs')).catch((error) => {
          app.log.warn({ err: error }, 'menu renderer unavailable: the browser will draw the menu');
          return null;
        })
      : Promise.resolve(null);
    return loading;
  };
  app.addHook('onListen', async () => {
    setTimeout(() => void renderer(), 1000).unref();
  });

  const menuPage = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const [data, ssr] = await Promise.all([
      loadMenuPageData(app, request.params.id.slice(0, 64)),
      renderer(),
    ]);
    let rendered: { head: string; body: string } | undefined;
    try {
      rendered = ssr && data.restaurant ? ssr.renderMenuHtml(data) : undefined;
    } catch (error) {
      request.log.error({ err: error }, 'menu server rendering failed: the browser will draw the menu');
    }
    return reply
      .status(data.restaurant ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderMenuPage(template, data, rendered));
  };
  for (const url of ['/menu/:id', '/restaurante/:id'])
    app.get(url, { config: { access: 'public' } }, menuPage);
}
