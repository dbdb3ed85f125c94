/**
 * `GET /api/cep/:cep`: the address of a CEP for the restaurant's and the diner's forms. The browser
 * asks us, we ask the provider (config CEP_LOOKUP_URL), so the page's CSP stays on our own origin.
 * Every failure is an answer the form can ignore: the address is then typed by hand.
 */
import { z } from 'zod';
import { rememberCepLookups } from '../../integrations/cep/cep-cache';
import { createCepClient } from '../../integrations/cep/viacep.client';
import { HttpError } from '../../lib/http-error';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { App } from '../../lib/types';

const params = z.object({ cep: z.string().max(16) });
const addressSchema = z
  .object({
    cep: z.string().describe('Os 8 dígitos do CEP.'),
    street: z.string().describe('Logradouro (vazio quando o CEP é de uma cidade inteira).'),
    neighborhood: z.string(),
    city: z.string(),
    state: z.string().describe('UF, ex.: "SP".'),
  })
  .describe('Endereço do CEP.');

const FAILURES = {
  invalid: [400, 'CEP inválido: informe os 8 dígitos.'],
  'not-found': [404, 'CEP não encontrado. Preencha o endereço.'],
  // Not a 5xx: nothing a client sends may produce one (the trust suite's rule), and to the form a
  // provider that is down is the same as an unknown CEP — the address is typed by hand.
  unavailable: [404, 'Não foi possível consultar o CEP agora. Preencha o endereço.'],
} as const;

/** A form looks up a few CEPs; a sweep of the provider through us is refused (issue 32). */
export const CEP_LOOKUPS_PER_MINUTE_PER_ADDRESS = 30;
export const TOO_MANY_CEP_LOOKUPS =
  'Muitas consultas de CEP em pouco tempo. Aguarde um minuto e tente novamente.';

export async function cepRoutes(app: App) {
  const lookup = rememberCepLookups(createCepClient(app.config.cepLookupUrl).lookup);
  app.get(
    '/cep/:cep',
    { schema: { params, response: { 200: addressSchema } }, config: { access: 'public' } },
    async (request, reply) => {
      await enforceRateLimits(app.db, [
        {
          key: `cep:ip:${request.ip}`,
          limit: CEP_LOOKUPS_PER_MINUTE_PER_ADDRESS,
          windowMs: 60_000,
          message: TOO_MANY_CEP_LOOKUPS,
        },
      ]);
      const result = await lookup(request.params.cep);
      if (!result.ok) {
        const [status, message] = FAILURES[result.reason];
        throw new HttpError(status, message);
      }
      // A CEP's address changes rarely: browsers may keep it for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return result.address;
    },
  );
}
