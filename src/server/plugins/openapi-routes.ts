/**
 * What the OpenAPI document says of each route beyond its zod schemas: its group (tag), how it is
 * authenticated (from `config.access`), the Portuguese error answer, and the multipart body of the
 * uploads (parsed by @fastify/multipart, so no zod schema describes it).
 */
import type { RouteOptions } from 'fastify';

type Access = 'public' | 'owner' | 'signed' | 'agent' | undefined;
type JsonSchema = Record<string, unknown>;
interface Transformed {
  schema: JsonSchema;
  url: string;
}

/** `{"error": "…", "fields"?: {campo: mensagem}}`: every 4xx and 5xx answer (plugins/errors.ts). */
export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Erro: mensagem em português; `fields` aponta os campos inválidos.',
  properties: {
    error: { type: 'string', description: 'Mensagem para mostrar à pessoa.' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Campo → mensagem, quando a entrada é inválida.',
    },
  },
  required: ['error'],
};

const TAGS: [RegExp, string][] = [
  [/^\/api\/(auth|restaurants\/:id\/(account|password))/, 'Conta e sessão'],
  [/^\/api\/(integrations|restaurants\/:id\/integrations)/, 'Integrações de delivery'],
  [
    /^\/api\/(payments|plan-payments|plans|restaurants\/:restaurantId\/checkout|restaurants\/:id\/plan-payments)/,
    'Plano e pagamentos',
  ],
  [/^\/api\/(orders|restaurants\/:id\/(orders|panel-settings))/, 'Pedidos'],
  [/\/loyalty/, 'Fidelidade'],
  [/\/(menu|categories|option-groups|options)/, 'Cardápio'],
  [/\/(stock|inventory|suppliers|purchases)/, 'Estoque e compras'],
  [/\/(reports|report-templates|scheduled-reports)/, 'Relatórios'],
  [/\/coupons/, 'Cupons'],
  [/\/(upload|uploads)/, 'Imagens'],
  [/\/qr-code/, 'QR code'],
  [/^\/api\/(print-agent|restaurants\/:id\/kitchen)/, 'Cozinha e impressão'],
  [/\/customers/, 'Clientes e privacidade'],
  [/^\/api\/(restaurants|municipalities)/, 'Restaurantes'],
];

const tagOf = (url: string) => TAGS.find(([pattern]) => pattern.test(url))?.[1] ?? 'Geral';

const SECURITY: Record<Exclude<Access, undefined>, { security: Record<string, string[]>[]; text: string }> = {
  public: { security: [], text: 'Pública: sem sessão.' },
  owner: {
    security: [{ sessao: [] }],
    text: 'Do dono: exige o cookie de sessão, e só vale para o próprio restaurante (401 sem sessão, 403 para outro restaurante).',
  },
  signed: { security: [], text: 'Webhook: sem sessão, autenticado pela assinatura da plataforma.' },
  agent: {
    security: [{ agente: [] }],
    text: 'Do agente de impressão: exige `Authorization: Bearer <token>` recebido no pareamento (401 sem ele ou com o agente desconectado).',
  },
};

/**
 * The diner-PIX notification may come unsigned (Mercado Pago does not document whether a payment's
 * `notification_url` is signed): the signature is checked when present, and the payment is read
 * again from the API either way, so its security is optional (`{}`).
 */
const signedSecurity = (url: string) => {
  if (url.startsWith('/api/payments/diner-pix')) return [{ assinaturaMercadoPago: [] }, {}];
  return url.startsWith('/api/payments') ? [{ assinaturaMercadoPago: [] }] : [{ assinaturaPlataforma: [] }];
};

/** The uploads' multipart body (parsed by @fastify/multipart); their answers are declared on the routes. */
const MULTIPART: Record<string, string> = {
  '/api/upload/menu-item': 'image',
  '/api/upload/restaurant': 'logo ou banner',
};

function multipartBody(url: string): JsonSchema | undefined {
  const field = MULTIPART[url];
  if (!field) return undefined;
  return {
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      description: `Um arquivo de imagem no campo ${field} (no máximo 5MB).`,
      properties: Object.fromEntries(
        field.split(' ou ').map((name) => [name, { type: 'string', format: 'binary' }]),
      ),
    },
  };
}

const ERROR_STATUSES = ['400', '401', '403', '404', '409', '413', '415', '429', '4xx', '5xx'];

export function describeRoute(
  input: { url: string; route: RouteOptions },
  transformed: Transformed,
): Transformed {
  const { url } = transformed;
  const schema = { ...transformed.schema };
  if (schema.hide) return { schema, url };
  const access = (input.route.config as { access?: Access } | undefined)?.access ?? 'owner';
  const rule = SECURITY[access];
  Object.assign(schema, multipartBody(url));
  const response = { ...((schema.response as Record<string, JsonSchema> | undefined) ?? {}) };
  for (const status of ERROR_STATUSES) response[status] ??= { ...ERROR_SCHEMA };
  return {
    url,
    schema: {
      ...schema,
      tags: [tagOf(url)],
      description: [schema.description, rule.text].filter(Boolean).join('\n\n'),
      security: access === 'signed' ? signedSecurity(url) : rule.security,
      response,
    },
  };
}
