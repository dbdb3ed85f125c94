/**
 * `GET /api/cep/:cep`: the address of a CEP for the restaurant's and the diner's forms. The browser
 * asks us, we ask the provider (config CEP_LOOKUP_URL), so the page's CSP stays on our own origin.
 * Every failure is an answer the form can ignore: the address is then typed by hand.
 */
import { z } from 'zod';
import { createCepClient } from '../../integrations/cep/viacep.client';
import { HttpError } from '../../lib/http-error';
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

export async function cepRoutes(app: App) {
  const client = createCepClient(app.config.cepLookupUrl);
  app.get(
    '/cep/:cep',
    { schema: { params, response: { 200: addressSchema } }, config: { access: 'public' } },
    async (request, reply) => {
      const result = await client.lookup(request.params.cep);
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
