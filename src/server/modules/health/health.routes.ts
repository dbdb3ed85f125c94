import { sql } from 'drizzle-orm';
import type { App } from '../../lib/types';

/** 200 once the app is ready and its database answers; 503 otherwise. */
export async function healthRoutes(app: App) {
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', database: app.database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', error: 'Banco de dados indisponível.' });
    }
  });
}
