/**
 * Building blocks of the routes' zod response schemas (decision 0007): they describe the JSON a
 * client receives, so dates and money are the strings the views write, and an answer without a
 * body says so. The answer itself is sent as built; the API tests check it against these.
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';

/** A date and time as the views write it: `Date.toISOString()`. */
export const isoDateTime = z
  .string()
  .meta({ format: 'date-time', description: 'Data e hora ISO 8601 (UTC), ex.: 2026-01-31T18:30:00.000Z.' });

/** Money in reais as a decimal string with two places, e.g. "42.50". */
export const money = z.string().describe('Valor em reais, decimal com ponto, ex.: "42.50".');

/** A 204 answer: no body. @fastify/swagger renders `type: 'null'` as a response without content. */
export const noContent = (description = 'Feito; sem corpo na resposta.') => z.null().describe(description);

/** `{ message }`: a Portuguese confirmation to show the person. */
export const messageAnswer = z
  .object({ message: z.string().describe('Mensagem em português para mostrar à pessoa.') })
  .describe('Confirmação.');

/**
 * A non-JSON answer (a file, a stream): what it holds, under each media type it may come as. The
 * API tests check JSON answers only; this tells a reader of /api/docs what comes back. A binary
 * answer is the bytes the handler sends (a Buffer or a stream), shown as a binary string.
 */
export function fileAnswer(description: string, mediaTypes: string[]) {
  const schema = z
    .custom<Buffer | Readable>()
    .meta({ type: 'string', format: 'binary' })
    .describe(description);
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/** A text answer that is not JSON (server-sent events). */
export function textAnswer(description: string, mediaType: string) {
  return { description, content: { [mediaType]: { schema: z.string().describe(description) } } };
}
