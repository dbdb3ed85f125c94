/**
 * The API describes itself: an OpenAPI 3.1 document generated from the zod schemas the routes
 * declare (@fastify/swagger with the type provider's JSON-schema transform), served at
 * `/api/openapi.json`, and a reference page at `/api/docs` (Swagger UI, its files served from
 * node_modules: no CDN, and its scripts are files, so the strict CSP holds). The document is built
 * on its first request, not at start-up, then kept serialised and compressed: a megabyte built per
 * request starved the server (issue 32). Every route states how it is authenticated and answers
 * errors as `{"error": "…", "fields"?: {…}}`. Decision record 0007.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type PreparedJson, prepareJson, sendPreparedJson } from '../lib/prepared-json';
import { enforceRateLimits } from '../lib/rate-limit';
import { describeRoute } from './openapi-routes';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';
/** Reads of the description per client address a minute: a person's docs page asks it once. */
export const OPENAPI_READS_PER_MINUTE = 30;
export const TOO_MANY_OPENAPI_READS =
  'Muitas leituras da descrição da API em pouco tempo. Aguarde um minuto e tente novamente.';

const INFO = {
  title: 'API do Comanda',
  version: '1.0.0',
  description: [
    'Cardápio digital, pedidos por WhatsApp, fidelidade e painel para restaurantes.',
    '',
    'As chamadas da seção 7 da especificação funcionam como descritas: campos que acrescentamos são',
    'opcionais e, ausentes, mantêm o comportamento da especificação.',
    '',
    'Autenticação: o dono do restaurante entra com `POST /api/auth/login` e recebe o cookie de sessão',
    '`comanda_session` (envie-o em todas as chamadas do painel). Os webhooks não usam sessão: cada um',
    'é autenticado pela assinatura da plataforma que o envia.',
    '',
    'Erros: toda resposta 4xx/5xx é JSON `{"error": "mensagem em português"}`, com `fields`',
    '(campo → mensagem) quando a entrada é inválida.',
  ].join('\n'),
};

async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: INFO,
      servers: [{ url: '/', description: 'Este servidor' }],
      components: {
        securitySchemes: {
          sessao: {
            type: 'apiKey',
            in: 'cookie',
            name: 'comanda_session',
            description: 'Cookie de sessão do dono, criado por POST /api/auth/login.',
          },
          agente: {
            type: 'http',
            scheme: 'bearer',
            description: 'Token do agente de impressão, recebido em POST /api/print-agent/pair.',
          },
          assinaturaMercadoPago: {
            type: 'apiKey',
            in: 'header',
            name: 'x-signature',
            description:
              'Assinatura HMAC-SHA256 do Mercado Pago (ts e v1), conferida com o segredo do webhook.',
          },
          assinaturaPlataforma: {
            type: 'apiKey',
            in: 'header',
            name: 'x-ifood-signature',
            description:
              'Assinatura HMAC-SHA256 do corpo exato, feita pela plataforma com o segredo da integração: x-ifood-signature (iFood), x-uber-signature (Uber Eats) ou rappi-signature (Rappi).',
          },
        },
      },
    },
    transform: (input) =>
      describeRoute(input, jsonSchemaTransform(input) as Parameters<typeof describeRoute>[1]),
  });

  // The routes are all registered by the first request; a failed build is tried again on the next.
  let document: Promise<PreparedJson> | undefined;
  const preparedDocument = () => {
    document ??= prepareJson(app.swagger()).catch((error) => {
      document = undefined;
      throw error;
    });
    return document;
  };
  app.get(
    OPENAPI_PATH,
    { schema: { hide: true }, config: { access: 'public' }, compress: false },
    async (request, reply) => {
      await enforceRateLimits(app.db, [
        {
          key: `openapi:ip:${request.ip}`,
          limit: OPENAPI_READS_PER_MINUTE,
          windowMs: 60_000,
          message: TOO_MANY_OPENAPI_READS,
        },
      ]);
      reply.header('cache-control', 'no-cache');
      return sendPreparedJson(request, reply, await preparedDocument());
    },
  );

  await app.register(async (docs) => {
    // Swagger UI's own routes (the page and its files) are public, like the description.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), access: 'public' };
    });
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { url: OPENAPI_PATH, docExpansion: 'list', deepLinking: true, validatorUrl: null },
      theme: { title: 'API do Comanda' },
    });
  });
}

export default fp(openApiPlugin, { name: 'openapi' });
