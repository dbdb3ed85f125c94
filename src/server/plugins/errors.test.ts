import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from './errors';

/** A driver error as drizzle hands it over: wrapped in a "Failed query" error with the cause. */
const wrapped = (cause: Error & { code?: string }) =>
  new Error('Failed query: select 1', { cause: Object.assign(cause, { code: cause.code }) });
const withCode = (message: string, code?: string) => Object.assign(new Error(message), { code });

const failures: Record<string, Error> = {
  'admin-shutdown': wrapped(withCode('terminating connection due to administrator command', '57P01')),
  'starting-up': wrapped(withCode('the database system is not yet accepting connections', '57P03')),
  refused: wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
  terminated: wrapped(new Error('Connection terminated unexpectedly')),
  'connection-failure': withCode('could not connect', '08006'),
  bug: wrapped(withCode('column "nope" does not exist', '42703')),
  'invalid-json-text': wrapped(withCode('invalid input syntax for type json', '22P02')),
  'out-of-range': wrapped(withCode('value "99999999999" is out of range for type integer', '22003')),
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get<{ Params: { name: string } }>('/fail/:name', async (request) => {
    throw failures[request.params.name];
  });
  await app.ready();
});
afterAll(() => app.close());

describe('errors of an unreachable database', () => {
  it.each(['admin-shutdown', 'starting-up', 'refused', 'terminated', 'connection-failure'])(
    '%s answers 503 in Portuguese with Retry-After',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `/fail/${name}` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        error: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
      });
    },
  );

  it('leaves any other database error a 500 without details', async () => {
    const response = await app.inject({ method: 'GET', url: '/fail/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('nope');
  });
});

describe('values the database cannot read', () => {
  it.each(['invalid-json-text', 'out-of-range'])('%s (a value of the client) answers 400', async (name) => {
    const response = await app.inject({ method: 'GET', url: `/fail/${name}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Um dos valores enviados é inválido.' });
  });
});
