import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../lib/types';

const healthAnswer = {
  200: z
    .object({
      status: z.literal('ok'),
      database: z.enum(['pglite', 'postgres']).describe('Banco em uso.'),
    })
    .describe('Pronto: o banco de dados responde.'),
  503: z
    .object({ status: z.literal('unavailable'), error: z.string() })
    .describe('O banco de dados não responde.'),
};

/** 200 once the app is ready and its database answers; 503 otherwise. */
export async function healthRoutes(app: App) {
  app.get(
    '/health',
    { schema: { response: healthAnswer }, config: { access: 'public' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable', error: 'Banco de dados indisponível.' });
      }
    },
  );
}
