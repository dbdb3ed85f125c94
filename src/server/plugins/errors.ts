/**
 * Every error leaves as `{"error": "<Portuguese message>"}` (plus `fields` for validation), with a
 * 4xx for anything the client can fix. Stack traces and internals never reach a response body.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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

function isDatabaseUnavailable(error: Error & { code?: string }): boolean {
  return (
    ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001'].includes(error.code ?? '') ||
    /Connection terminated|connection refused/i.test(error.message)
  );
}

export default fp(errorsPlugin, { name: 'errors' });
