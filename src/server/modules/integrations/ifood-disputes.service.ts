/**
 * The owner's side of iFood's negotiation platform (HSD): the order's disputes for its card, and
 * the answer (accept, reject with a reason, or one of the alternatives iFood offered), checked by
 * the domain's rule (open and before expiresAt; amounts up to maxAmount) and sent to iFood at once,
 * so the owner learns there and then whether iFood took it. iFood refusing it is a 409 in Portuguese.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ALTERNATIVE_TYPES,
  alternativeError,
  DISPUTE_ERRORS,
  type DisputeAlternative,
  disputeAnswerable,
} from '../../../domain/integrations/disputes';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { deliveryIntegrations, orderDisputes, orders } from '../../db/schema';
import { ifoodClientFor } from '../../integrations/ifood/ifood.sync';
import { conflict, HttpError, notFound } from '../../lib/http-error';

export const disputeAnswerSchema = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('accept') }),
  z.object({
    answer: z.literal('reject'),
    reason: z
      .string({ error: DISPUTE_ERRORS.reason })
      .trim()
      .min(1, DISPUTE_ERRORS.reason)
      .max(250, 'Motivo muito longo (até 250 caracteres).'),
  }),
  z.object({
    answer: z.literal('alternative'),
    alternativeId: z.string({ error: DISPUTE_ERRORS.unknownAlternative }).min(1).max(128),
    /** REFUND/BENEFIT: the amount offered, in cents. */
    amountCents: z.number().int().min(1).max(100_000_000).optional(),
    /** ADDITIONAL_TIME: the minutes offered, one of the allowed. */
    minutes: z.number().int().min(1).max(600).optional(),
    /** ADDITIONAL_TIME: the reason, one of the allowed. */
    reason: z.string().trim().max(250).optional(),
  }),
]);
export type DisputeAnswerBody = z.infer<typeof disputeAnswerSchema>;

const alternativeView = z.object({
  id: z.string(),
  type: z.enum(ALTERNATIVE_TYPES).or(z.string()),
  maxAmountCents: z.number().int().nullable().optional(),
  allowedMinutes: z.array(z.number()).optional(),
  allowedReasons: z.array(z.string()).optional(),
});

export const disputeViewSchema = z
  .object({
    id: z.string(),
    disputeId: z.string(),
    action: z.string().describe('O que o cliente pede (CANCELLATION, PARTIAL_CANCELLATION…).'),
    handshakeType: z.string().nullable(),
    message: z.string().nullable().describe('A justificativa do cliente.'),
    alternatives: z.array(alternativeView),
    timeoutAction: z.string().nullable().describe('O que o iFood faz no fim do prazo.'),
    expiresAt: z.string(),
    status: z.string().describe('open, accepted, rejected ou alternative.'),
    settlement: z.string().nullable().describe('Como o iFood encerrou a negociação (HANDSHAKE_SETTLEMENT).'),
    answeredAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .describe('Negociação do iFood (Plataforma de Negociação) sobre o pedido.');

type DisputeRow = typeof orderDisputes.$inferSelect;

function view(row: DisputeRow) {
  return {
    id: row.id,
    disputeId: row.disputeId,
    action: row.action,
    handshakeType: row.handshakeType,
    message: row.message,
    alternatives: (row.alternatives ?? []) as DisputeAlternative[],
    timeoutAction: row.timeoutAction,
    expiresAt: row.expiresAt.toISOString(),
    status: row.status,
    settlement: row.settlement,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const STATUS_OF: Record<DisputeAnswerBody['answer'], string> = {
  accept: 'accepted',
  reject: 'rejected',
  alternative: 'alternative',
};

export function createIfoodDisputesService(db: Db, config: Config) {
  const restaurantOf = async (orderId: string) => {
    const [order] = await db
      .select({ restaurantId: orders.restaurantId })
      .from(orders)
      .where(eq(orders.id, orderId));
    return order?.restaurantId ?? null;
  };

  return {
    restaurantOf,

    async list(orderId: string) {
      const rows = await db
        .select()
        .from(orderDisputes)
        .where(eq(orderDisputes.orderId, orderId))
        .orderBy(asc(orderDisputes.createdAt));
      return rows.map(view);
    },

    async answer(orderId: string, id: string, body: DisputeAnswerBody, now = new Date()) {
      const [row] = await db
        .select()
        .from(orderDisputes)
        .where(and(eq(orderDisputes.id, id), eq(orderDisputes.orderId, orderId)));
      if (!row) throw notFound('Negociação não encontrada');
      if (!disputeAnswerable(row, now) || row.settlement) throw conflict(DISPUTE_ERRORS.closed);
      const [integration] = await db
        .select()
        .from(deliveryIntegrations)
        .where(eq(deliveryIntegrations.id, row.integrationId));
      if (!integration) throw conflict('A integração com o iFood foi removida.');
      let answer: Parameters<ReturnType<typeof ifoodClientFor>['answerDispute']>[1];
      if (body.answer === 'accept') answer = { kind: 'accept' };
      else if (body.answer === 'reject') answer = { kind: 'reject', reason: body.reason };
      else {
        const alternatives = (row.alternatives ?? []) as DisputeAlternative[];
        const chosen = alternatives.find((alternative) => alternative.id === body.alternativeId);
        const error = alternativeError(chosen, { amountCents: body.amountCents, minutes: body.minutes });
        if (error || !chosen) throw new HttpError(400, error ?? DISPUTE_ERRORS.unknownAlternative);
        const metadata =
          chosen.type === 'ADDITIONAL_TIME'
            ? {
                additionalTimeInMinutes: body.minutes,
                ...(body.reason ? { additionalTimeReason: body.reason } : {}),
              }
            : { amount: { value: String(body.amountCents), currency: 'BRL' } };
        answer = { kind: 'alternative', alternativeId: chosen.id, body: { type: chosen.type, metadata } };
      }
      try {
        await ifoodClientFor(db, integration, {
          baseUrl: config.ifoodBaseUrl,
          encryptionKey: config.encryptionKey,
          app: config.ifood,
        }).answerDispute(row.disputeId, answer);
      } catch {
        throw conflict('O iFood não aceitou a resposta agora. Tente de novo antes do fim do prazo.');
      }
      const [updated] = await db
        .update(orderDisputes)
        .set({ status: STATUS_OF[body.answer], answeredAt: now })
        .where(eq(orderDisputes.id, row.id))
        .returning();
      // The order's card hears of it through the live stream.
      await db.update(orders).set({ syncedAt: now }).where(eq(orders.id, orderId));
      return view(updated!);
    },
  };
}
