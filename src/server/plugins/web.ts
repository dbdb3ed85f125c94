/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and any
 * page path answered with index.html so the client router can draw it (including its 404 page).
 * The public menu has its own small page (menu.html) with its data inlined: see menu-page.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';
import { registerMenuPages } from './menu-page';

interface WebOptions {
  root: string;
}

async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const hasBuild = existsSync(path.join(options.root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  // The public menu's own page, with its data inlined and the menu drawn on the server.
  if (hasBuild) await registerMenuPages(app, options.root);

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    if (!isPage) return sendNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}

export default fp(webPlugin, { name: 'web' });
