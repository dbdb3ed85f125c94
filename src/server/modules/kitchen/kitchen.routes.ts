/**
 * The owner's kitchen routes (decision 0047): stations, routing, settings, print agents and the
 * print queue, all under `/restaurants/:id/kitchen`. Registered inside the ownership guard; each
 * route's capability is in route-capabilities.ts (kitchen.configure, kitchen.reprint).
 */
import { noContent } from '../../lib/answer-schemas';
import type { App } from '../../lib/types';
import {
  agentParams,
  agentsAnswer,
  createStationBody,
  jobParams,
  jobSchema,
  jobsAnswer,
  jobsQuery,
  kitchenSettingsSchema,
  orderParams,
  pairingCodeAnswer,
  patchSettingsBody,
  patchStationBody,
  restaurantParams,
  routingSchema,
  stationParams,
  stationSchema,
  stationsAnswer,
} from './kitchen.schemas';
import { createKitchenService } from './kitchen.service';

const base = '/restaurants/:id/kitchen';

export async function kitchenOwnerRoutes(app: App) {
  const kitchen = createKitchenService(app.db, { publicUrl: app.config.publicUrl });

  app.get(
    `${base}/stations`,
    { schema: { params: restaurantParams, response: { 200: stationsAnswer } } },
    async (request) => kitchen.stations(request.params.id),
  );

  app.post(
    `${base}/stations`,
    { schema: { params: restaurantParams, body: createStationBody, response: { 201: stationSchema } } },
    async (request, reply) =>
      reply.status(201).send(await kitchen.createStation(request.params.id, request.body)),
  );

  app.patch(
    `${base}/stations/:stationId`,
    { schema: { params: stationParams, body: patchStationBody, response: { 200: stationSchema } } },
    async (request) => kitchen.updateStation(request.params.id, request.params.stationId, request.body),
  );

  app.delete(
    `${base}/stations/:stationId`,
    {
      schema: {
        params: stationParams,
        response: {
          200: stationSchema.describe('A praça, desativada (tickets e trabalhos antigos a mantêm).'),
        },
      },
    },
    async (request) => kitchen.deactivateStation(request.params.id, request.params.stationId),
  );

  app.get(
    `${base}/routing`,
    { schema: { params: restaurantParams, response: { 200: routingSchema } } },
    async (request) => kitchen.routing(request.params.id),
  );

  app.put(
    `${base}/routing`,
    { schema: { params: restaurantParams, body: routingSchema, response: { 200: routingSchema } } },
    async (request) => kitchen.replaceRouting(request.params.id, request.body),
  );

  app.get(
    `${base}/settings`,
    { schema: { params: restaurantParams, response: { 200: kitchenSettingsSchema } } },
    async (request) => kitchen.settings(request.params.id),
  );

  app.patch(
    `${base}/settings`,
    {
      schema: { params: restaurantParams, body: patchSettingsBody, response: { 200: kitchenSettingsSchema } },
    },
    async (request) => kitchen.updateSettings(request.params.id, request.body),
  );

  app.post(
    `${base}/agents/pairing-code`,
    { schema: { params: restaurantParams, response: { 201: pairingCodeAnswer } } },
    async (request, reply) => reply.status(201).send(await kitchen.pairingCode(request.params.id)),
  );

  app.get(
    `${base}/agents`,
    { schema: { params: restaurantParams, response: { 200: agentsAnswer } } },
    async (request) => kitchen.agents(request.params.id),
  );

  app.delete(
    `${base}/agents/:agentId`,
    { schema: { params: agentParams, response: { 204: noContent('Agente desconectado.') } } },
    async (request, reply) => {
      await kitchen.revokeAgent(request.params.id, request.params.agentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/print-jobs`,
    { schema: { params: restaurantParams, querystring: jobsQuery, response: { 200: jobsAnswer } } },
    async (request) => kitchen.jobs(request.params.id, request.query),
  );

  app.post(
    `${base}/print-jobs/:jobId/reprint`,
    { schema: { params: jobParams, response: { 201: jobSchema } } },
    async (request, reply) =>
      reply.status(201).send(await kitchen.reprint(request.params.id, request.params.jobId)),
  );

  app.post(
    `${base}/orders/:orderId/print`,
    { schema: { params: orderParams, response: { 201: jobsAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await kitchen.printOrder(request.params.id, request.params.orderId)),
  );
}
