/**
 * Every JSON answer the API tests receive is checked against the route's response schema in the
 * app's own OpenAPI description (the one served at /api/openapi.json), for its status code, so the
 * description cannot drift from what the server sends. Mismatches are collected and fail the test
 * file when its app closes (`createTestApp().close()`), with the route, the status and the reasons.
 */

import type { ValidateFunction } from 'ajv/dist/2020';
import { Ajv2020 } from 'ajv/dist/2020';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/server/lib/types';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Route {
  pattern: RegExp;
  params: number;
  operations: Record<string, Operation>;
}

/** `/api/restaurants/{id}/orders` → a regex; fewer parameters win (`/restaurants/cities` over `/{id}`). */
function routesOf(paths: Record<string, Record<string, Operation>>): Route[] {
  return Object.entries(paths)
    .map(([path, operations]) => ({
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
      params: (path.match(/\{/g) ?? []).length,
      operations,
    }))
    .sort((a, b) => a.params - b.params);
}

export function checkAnswersAgainstDescription(app: App) {
  const problems: string[] = [];
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  const compiled = new Map<object, ValidateFunction>();
  let routes: Route[] | undefined;

  const check = (options: InjectOptions, response: LightMyRequestResponse) => {
    if (!String(response.headers['content-type'] ?? '').includes('application/json')) return;
    // A compressed answer is checked by the same route's uncompressed answer in other tests.
    if (response.headers['content-encoding']) return;
    const method = String(options.method ?? 'GET').toLowerCase();
    const url = typeof options.url === 'string' ? options.url : String(options.path ?? '');
    const path = url.split('?')[0]!;
    if (!path.startsWith('/api/')) return;
    routes ??= routesOf((app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths);
    const operation = routes.find((route) => route.pattern.test(path) && route.operations[method])
      ?.operations[method];
    if (!operation) return;
    const status = String(response.statusCode);
    const answer = operation.responses?.[status] ?? operation.responses?.[`${status[0]}XX`];
    const schema = answer?.content?.['application/json']?.schema;
    if (!answer) {
      problems.push(
        `${method.toUpperCase()} ${path}: status ${response.statusCode} is not in the description`,
      );
      return;
    }
    if (!schema) {
      // Every success answer in JSON is declared (test/openapi/describe.test.ts); errors share one shape.
      if (status.startsWith('2'))
        problems.push(`${method.toUpperCase()} ${path}: ${status} answers JSON with no schema declared`);
      return;
    }
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (!validate(response.json())) {
      const reasons = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
      problems.push(`${method.toUpperCase()} ${path} ${response.statusCode}: ${reasons.join('; ')}`);
    }
  };

  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    if (!options || callback || typeof options === 'string')
      return (inject as (...args: unknown[]) => unknown)(options, callback);
    return inject(options).then((response) => {
      check(options, response);
      return response;
    });
  }) as App['inject'];

  return {
    /** Throws when any answer did not match its description. */
    assertAllMatched() {
      if (problems.length > 0)
        throw new Error(`Answers that differ from /api/openapi.json:\n${[...new Set(problems)].join('\n')}`);
    },
  };
}
