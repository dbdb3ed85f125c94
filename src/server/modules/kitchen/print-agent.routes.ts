/**
 * The print agent's API (decision 0047), under `/print-agent`: `pair` is public and rate limited;
 * the rest is the 'agent' access class (Authorization: Bearer <token>, plugins/auth.ts).
 */
import type { FastifyRequest } from 'fastify';
import { textAnswer } from '../../lib/answer-schemas';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { App } from '../../lib/types';
import { agentScope } from '../../plugins/auth';
import { orderEventHub, releaseOrderEventHub } from '../realtime/order-event-hub';
import { openSse } from '../realtime/sse';
import {
  agentJobParams,
  agentJobSchema,
  heartbeatAnswer,
  heartbeatBody,
  pairAnswer,
  pairBody,
  resultAnswer,
  resultBody,
} from './kitchen.schemas';
import { createPrintAgentService } from './print-agent.service';

const TOO_MANY_PAIRINGS = 'Muitas tentativas de pareamento. Aguarde alguns minutos e tente de novo.';

const eventsAnswer = {
  200: textAnswer(
    'Server-sent events: um "job" (id = seq) para cada trabalho pendente deste tipo de agente e cada um que ele pegou e não respondeu, depois "ready", depois os novos trabalhos ao vivo.',
    'text/event-stream',
  ),
};

export async function printAgentRoutes(app: App) {
  const agents = createPrintAgentService(app.db);
  const hub = orderEventHub(app.database, app.log);
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => releaseOrderEventHub(app.database));

  app.post(
    '/print-agent/pair',
    {
      schema: { body: pairBody, response: { 201: pairAnswer } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // A six-digit code is guessable only by many tries: few per address, and few for everyone.
      await enforceRateLimits(app.db, [
        {
          key: `print-agent-pair:ip:${request.ip}`,
          limit: 10,
          windowMs: 10 * 60_000,
          message: TOO_MANY_PAIRINGS,
        },
        { key: 'print-agent-pair:all', limit: 300, windowMs: 60_000, message: TOO_MANY_PAIRINGS },
      ]);
      return reply.status(201).send(await agents.pair(request.body));
    },
  );

  await app.register(
    agentScope(
      (token) => agents.resolve(token),
      async (scope) => {
        const agentOf = (request: FastifyRequest) => request.agent!;

        scope.get('/print-agent/events', { schema: { response: eventsAnswer } }, async (request, reply) => {
          const stream = openSse(request, reply);
          await agents.stream(hub, stream, agentOf(request)).catch((error: unknown) => {
            request.log.error({ err: error }, 'print agent stream failed');
            stream.close();
          });
        });

        scope.post(
          '/print-agent/jobs/:jobId/claim',
          { schema: { params: agentJobParams, response: { 200: agentJobSchema } } },
          async (request) => agents.claim(agentOf(request), (request.params as { jobId: string }).jobId),
        );

        scope.post(
          '/print-agent/jobs/:jobId/result',
          { schema: { params: agentJobParams, body: resultBody, response: { 200: resultAnswer } } },
          async (request) =>
            agents.result(
              agentOf(request),
              (request.params as { jobId: string }).jobId,
              request.body as { status: 'impresso' | 'falhou'; error?: string },
            ),
        );

        scope.post(
          '/print-agent/heartbeat',
          { schema: { body: heartbeatBody, response: { 200: heartbeatAnswer } } },
          async (request) =>
            agents.heartbeat(
              agentOf(request),
              request.body as { printers: { stationId: string; online: boolean }[] },
            ),
        );
      },
    ),
  );
}
