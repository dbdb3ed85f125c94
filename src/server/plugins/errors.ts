/**
 * Every error leaves as `{"error": "<Portuguese message>"}` (plus `fields` for validation), with a
 * 4xx for anything the client can fix. Stack traces and internals never reach a response body.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorCode } from '../db/errors';
import { HttpError } from '../lib/http-error';

const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Tipo de conteúdo não suportado. Envie JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Tamanho do corpo inválido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'O corpo da requisição está vazio.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'JSON inválido.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'O corpo da requisição é grande demais.' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: 'Tipo de conteúdo inválido.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'A imagem deve ter no máximo 5MB.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Envie o arquivo como multipart/form-data.' },
  FST_ERR_VALIDATION: { status: 400, message: 'Dados inválidos.' },
};

/**
 * Text PostgreSQL cannot hold (a NUL character, an invalid encoding, a lone surrogate the body
 * repair missed) can only come from the client, in any id, query or field: it is bad input (400),
 * wherever the query runs.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
/**
 * A value PostgreSQL cannot read as its column's type (invalid text representation, a number or
 * date out of range, text too long) that got past a schema: also the client's input, also a 400.
 */
const UNREADABLE_VALUE = new Set(['22P02', '22003', '22007', '22008', '22001']);

function fieldsOf(validation: { instancePath: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Valor inválido';
  }
  return fields;
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ error: error.message, ...(error.fields && { fields: error.fields }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(error.validation);
      const first = Object.values(fields)[0] ?? 'Dados inválidos.';
      return reply.status(400).send({ error: first, fields });
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.message });
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: 'Muitas requisições. Aguarde um pouco e tente novamente.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: 'Requisição inválida.' });
    }
    if (UNSTORABLE_TEXT.has(pgErrorCode(error) ?? '')) {
      return reply.status(400).send({ error: 'O texto enviado contém caracteres inválidos.' });
    }
    if (UNREADABLE_VALUE.has(pgErrorCode(error) ?? '')) {
      request.log.warn({ err: error }, 'a value the schemas let through was refused by the database');
      return reply.status(400).send({ error: 'Um dos valores enviados é inválido.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: 'Serviço temporariamente indisponível. Tente novamente em instantes.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Erro interno. Tente novamente em instantes.' });
  });
}

/** The JSON 404 of the API; the web plugin falls back to it for anything that is not a page. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ error: `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}` });
}

/** Socket errors, and PostgreSQL's connection (08) and operator-intervention (57P) classes. */
const UNAVAILABLE_CODE = /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|08...|57P0[1-4])$/;
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection refused|not yet accepting connections|shutting down|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Whether the error, or one it wraps (drizzle wraps the driver's), says the database is out of reach. */
function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODE.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export default fp(errorsPlugin, { name: 'errors' });
