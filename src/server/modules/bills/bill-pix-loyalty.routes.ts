/**
 * PIX per part from the diner's phone and loyalty on a bill (issue 33, decision 0046). Owner routes
 * are declared in route-capabilities.ts: a PIX link, the phone, the coupon and the points at the till
 * (`bills.close`); a link's QR shown again with `bills.view`. The diner's page reads its link with the
 * token in the body (never in an address that reaches a log); Mercado Pago notifies its own webhook.
 */
import { z } from 'zod';
import type { App } from '../../lib/types';
import { createMercadoPagoAccountService } from '../payments/mercadopago-account.service';
import {
  pixDeliveryOf,
  pixWebhookBody,
  pixWebhookParams,
  pixWebhookQuery,
} from '../payments/pix-webhook-request';
import { webhookReceivedSchema } from '../payments/plan-payments.schemas';
import { sendPhoneProofCode } from '../phone-proof/phone-proof.routes';
import { billViewSchema } from '../tables/tables.schemas';
import { createTablesService } from '../tables/tables.service';
import { createBillLoyaltyService } from './bill-loyalty.service';
import { createBillPixService } from './bill-pix.service';
import {
  billCouponSchema,
  billPointsSchema,
  loyaltyPhoneSchema,
  openBillPixSchema,
  pixLinkSchema,
  publicBillPixSchema,
} from './bill-pix-loyalty.schemas';
import type { BillsActor } from './bills.service';

const id = z.string().min(1).max(64);
const billParams = z.object({ id, billId: id });

export async function billPixLoyaltyOwnerRoutes(app: App) {
  const pix = createBillPixService(app.db, app.config, createMercadoPagoAccountService(app.db, app.config));
  const loyalty = createBillLoyaltyService(app.db, app.config);
  const tables = createTablesService(app.db);
  const actor = (request: { owner: BillsActor | null }) => request.owner!;
  const billAnswer = (request: { params: { id: string; billId: string } }) =>
    tables.bill(request.params.id, request.params.billId);

  app.post(
    '/restaurants/:id/bills/:billId/parts/:partId/pix-link',
    {
      schema: {
        description:
          'Gera o PIX de uma parte ainda não paga, no Mercado Pago do restaurante, e o link /conta/<token> para o celular do cliente. Sem o Mercado Pago conectado: 409 (o pagamento não seria confirmado sozinho). Um link vivo da mesma parte e valor é devolvido de novo.',
        params: billParams.extend({ partId: id }),
        response: { 201: pixLinkSchema },
      },
    },
    async (request, reply) => {
      const link = await pix.createLink(
        request.params.id,
        request.params.billId,
        request.params.partId,
        actor(request),
      );
      return reply.status(201).send(link);
    },
  );

  app.get(
    '/restaurants/:id/bills/:billId/pix-links/:linkId',
    {
      schema: {
        description: 'O PIX de uma parte com o QR, para o cliente ler na tela do garçom.',
        params: billParams.extend({ linkId: id }),
        response: { 200: pixLinkSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pix.panelLink(request.params.id, request.params.billId, request.params.linkId);
    },
  );

  app.put(
    '/restaurants/:id/bills/:billId/loyalty-phone',
    {
      schema: {
        description:
          'O telefone do cliente na conta: ganha os pontos quando a conta fecha, e é o telefone do cupom e dos pontos.',
        params: billParams,
        body: loyaltyPhoneSchema,
        response: { 200: billViewSchema },
      },
    },
    async (request) => {
      await loyalty.setPhone(request.params.id, request.params.billId, request.body.phone, actor(request));
      return billAnswer(request);
    },
  );

  app.post(
    '/restaurants/:id/bills/:billId/coupon',
    {
      schema: {
        description:
          'Aplica um cupom na conta com as regras do pedido (validade, mínimo nos itens, limite total e por telefone). Vem antes dos pontos e do desconto manual.',
        params: billParams,
        body: billCouponSchema,
        response: { 200: billViewSchema },
      },
    },
    async (request) => {
      await loyalty.applyCoupon(request.params.id, request.params.billId, request.body.code, actor(request));
      return billAnswer(request);
    },
  );

  app.delete(
    '/restaurants/:id/bills/:billId/coupon',
    {
      schema: {
        description: 'Retira o cupom da conta (o uso volta para o cupom).',
        params: billParams,
        response: { 200: billViewSchema },
      },
    },
    async (request) => {
      await loyalty.removeCoupon(request.params.id, request.params.billId);
      return billAnswer(request);
    },
  );

  app.post(
    '/restaurants/:id/bills/:billId/phone-proof-code',
    {
      schema: {
        description:
          'Manda pelo WhatsApp do restaurante o código de uso único ao telefone da conta, com os limites de sempre; o cliente lê o código para quem está no caixa, que o digita para usar os pontos.',
        params: billParams,
        response: { 200: z.object({ delivered: z.boolean(), expiresInMinutes: z.number() }) },
      },
    },
    async (request) => {
      const phone = await loyalty.phoneForProof(request.params.id, request.params.billId);
      return sendPhoneProofCode(app, { restaurantId: request.params.id, phone, ip: request.ip });
    },
  );

  app.post(
    '/restaurants/:id/bills/:billId/points',
    {
      schema: {
        description:
          'Usa pontos de fidelidade do telefone da conta, em blocos, com a prova do telefone: o código que o WhatsApp do restaurante enviou (POST /restaurants/{id}/phone-proof/code). Sem código: 403.',
        params: billParams,
        body: billPointsSchema,
        response: { 200: billViewSchema },
      },
    },
    async (request) => {
      await loyalty.redeemPoints(request.params.id, request.params.billId, request.body, actor(request));
      return billAnswer(request);
    },
  );

  app.delete(
    '/restaurants/:id/bills/:billId/points',
    {
      schema: {
        description: 'Devolve os pontos usados na conta ao saldo do cliente.',
        params: billParams,
        response: { 200: billViewSchema },
      },
    },
    async (request) => {
      await loyalty.removePoints(request.params.id, request.params.billId);
      return billAnswer(request);
    },
  );
}

export async function billPixPublicRoutes(app: App) {
  const pix = createBillPixService(app.db, app.config, createMercadoPagoAccountService(app.db, app.config));

  app.post(
    '/bill-pix/open',
    {
      schema: {
        description:
          "A página do cliente (/conta/<token>): o restaurante, 'Mesa 7 — parte 2 de 3', o valor e o PIX; 'Pago' quando confirmado; 410 quando o link não vale mais. O token vai no corpo, nunca no endereço.",
        body: openBillPixSchema,
        response: { 200: publicBillPixSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pix.publicView(request.body.token);
    },
  );

  app.post(
    '/payments/bill-pix/webhook/:restaurantId',
    {
      schema: {
        description:
          'Aviso do Mercado Pago sobre o PIX de uma parte de conta. Assinado ou não, o pagamento é relido na API do Mercado Pago com o token do restaurante; o corpo nunca é tomado como verdade.',
        params: pixWebhookParams,
        querystring: pixWebhookQuery,
        body: pixWebhookBody,
        response: { 200: webhookReceivedSchema },
      },
      config: { access: 'signed' },
    },
    (request) => pix.receiveNotification(request.params.restaurantId, pixDeliveryOf(request)),
  );
}
