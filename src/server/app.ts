/**
 * Builds the Fastify app. Start-up order matters and is explicit:
 * 1. external plugins (compression, security headers, cookies) and the zod compilers;
 * 2. app plugins (errors, auth) and decorations (db, config);
 * 3. public API routes, then owner routes behind the one ownership guard;
 * 4. the web app, last, so its catch-all never shadows an API route.
 */
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyRequest, LogController, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { loggableError } from './db/errors';
import { type AppFiscalProvider, createFiscalProvider } from './integrations/fiscal';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { type LogStream, logDestination } from './lib/log-output';
import type { App } from './lib/types';
import { wellFormedJson } from './lib/well-formed-text';
import { ownerModules, publicModules } from './modules';
import { createSessionStore } from './modules/accounts/sessions';
import { noCodeSender, type OneTimeCodeSender } from './modules/phone-proof/code-sender';
import { orderAnnouncementsOf } from './modules/realtime/order-announcements';
import { ownerScopeOptions } from './modules/route-capabilities';
import type { ImageStorage } from './modules/uploads/image-storage';
import { createImageStorage } from './modules/uploads/image-storage-driver';
import { WEB_DIST_DIR } from './paths';
import authPlugin, { ownerScope } from './plugins/auth';
import errorsPlugin from './plugins/errors';
import openApiPlugin from './plugins/openapi';
import securityPlugin from './plugins/security';
import webPlugin from './plugins/web';

z.config(z.locales.pt());

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Where uploaded images live (local disk or S3), one store for the whole app. */
    images: ImageStorage;
    /** Delivers the one-time codes that prove a diner holds a phone (phone-proof module). */
    codeSender: OneTimeCodeSender;
    /** The NFC-e's fiscal provider: Focus NFe, or its local sandbox without an account (decision 0056). */
    fiscalProvider: AppFiscalProvider;
    /** Every registered route with its access class, for the route inventory test. */
    routeInventory(): {
      method: string;
      url: string;
      access: string | undefined;
      capability?: string;
    }[];
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Where the built web app lives; tests of the API alone pass a folder without a build. */
  webRoot?: string;
  /** Outgoing e-mail; defaults to SMTP_URL or the DATA_DIR/outbox folder. */
  mailer?: Mailer;
  /** Delivers one-time phone codes (the WhatsApp integration's sender); none delivered by default. */
  codeSender?: OneTimeCodeSender;
  /** Where log lines go; main.ts passes the stream it also prints the demo login on. */
  logStream?: LogStream;
}

/** A path segment or query value that is a phone in any formatting: "(11) 98765-4321", "+55 11 9…". */
const PHONE_LIKE = /^[\d\s()+.-]*$/;

/**
 * Masks phones (in any formatting), e-mails and invitation tokens in a URL's path, and drops its query, which may
 * carry a credential (Meta's `hub.verify_token`, an OAuth `code`) or a diner's phone: logs hold no
 * personal data and no secret.
 */
function redactUrl(url: string): string {
  const mask = (part: string) => {
    let text = part;
    try {
      text = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      // Not valid percent-encoding: judge the raw text.
    }
    const digits = text.replace(/\D/g, '').length;
    if (text.includes('@') || (digits >= 8 && PHONE_LIKE.test(text))) return '***';
    return part.replace(/\d{8,}/g, '***');
  };
  const path = url.split('?')[0] ?? '';
  // A team invitation's page (`/convite/<token>`) and a bill part's PIX page (`/conta/<token>`)
  // carry their token in the path: a credential.
  return path
    .split('/')
    .map((part, index, parts) =>
      (parts[index - 1] === 'convite' || parts[index - 1] === 'conta') && part ? '***' : mask(part),
    )
    .join('/');
}

export async function buildApp({
  config,
  database,
  webRoot = WEB_DIST_DIR,
  mailer,
  codeSender = noCodeSender,
  logStream = logDestination(),
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: logStream,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        req: (request) => ({ method: request.method, url: redactUrl(request.url), id: request.id }),
        // Every `{ err }` of every log line: a failed query's parameters never reach the logs.
        err: loggableError,
      },
    },
    // TRUST_PROXY counts the reverse proxies in front of us; their X-Forwarded-For hops are trusted.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    // One line per request (the onResponse hook below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Every JSON body, as Fastify parses it (prototype poisoning refused), with its text made storable.
  const defaultJson = app.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    body: string,
    done: (error: Error | null, value?: unknown) => void,
  ) => void;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    defaultJson(request, body as string, (error, parsed) =>
      done(error, error ? undefined : wellFormedJson(body as string, parsed)),
    ),
  );
  // A route's zod response schema describes its JSON for /api/openapi.json and for the API tests,
  // which check every answer against it; the answer itself is sent as built (decision 0007).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: path.join(config.dataDir, 'outbox'),
        from: config.mailFrom,
      }),
  );
  app.decorate('codeSender', codeSender);
  const fiscalProvider = createFiscalProvider(config, app.log);
  app.decorate('fiscalProvider', fiscalProvider);
  app.addHook('onClose', async () => fiscalProvider.close());
  const images = await createImageStorage(config);
  app.decorate('images', images);
  app.addHook('onClose', async () => images.close?.());
  // New orders reach the live streams in batches (decision 0028): a failed batch is logged, and the
  // last one is sent before the app closes.
  const announcements = orderAnnouncementsOf(database.db);
  announcements.onError = (error) =>
    app.log.warn({ err: error }, 'could not announce new orders; live streams catch up on reconnect');
  app.addHook('onClose', () => announcements.flush());
  // The one line a request leaves at `info`: its path without the query (which may carry a token
  // or a phone), phones and e-mails in the path masked, the status and the time taken.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('routeInventory', () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        access: (route.config as { access?: string } | undefined)?.access,
        ...((route.config as { capability?: string } | undefined)?.capability && {
          capability: (route.config as { capability: string }).capability,
        }),
      })),
    ),
  );

  // 1. External plugins.
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    whatsAppSdkUrl: config.whatsapp.embeddedSignup?.sdkUrl,
  });

  // 2. App plugins.
  await app.register(errorsPlugin);
  // Before any route, so the description sees them all.
  await app.register(openApiPlugin);
  await app.register(authPlugin, {
    sessions: createSessionStore(database.db, config.sessionSecret),
    secureCookies: config.publicUrl.startsWith('https://'),
  });

  // 3. API: public routes, then the owner scope.
  await app.register(
    async (api) => {
      for (const module of publicModules) await api.register(module);
      await api.register(
        ownerScope(async (owner) => {
          for (const module of ownerModules) await owner.register(module);
        }, ownerScopeOptions(database.db)),
      );
    },
    { prefix: '/api' },
  );

  // 4. The web app.
  await app.register(webPlugin, { root: webRoot });
  return app as unknown as App;
}
