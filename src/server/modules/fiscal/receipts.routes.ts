/**
 * The NFC-e receipts' owner routes (issue 35, decision 0052), all under `/restaurants/:id`: the list,
 * one receipt, 'Emitir NFC-e' for a paid sale, a retry and the cancellation. Registered inside the
 * ownership guard; capabilities in route-capabilities.ts: `fiscal.issue` (the till), cancelling
 * `fiscal.cancel` (Gerente and Dono).
 */
import type { FiscalProvider } from '../../integrations/fiscal/fiscal-provider';
import type { App } from '../../lib/types';
import { type FiscalDeps, setFiscalDeps } from './fiscal-issue';
import {
  cancelBody,
  issueBody,
  receiptParams,
  receiptSchema,
  receiptsAnswer,
  receiptsQuery,
  restaurantParams,
} from './receipts.schemas';
import { createReceiptsService } from './receipts.service';

/** The app's fiscal provider (Focus NFe, or its fake in tests), when one is configured. */
export const fiscalProviderOf = (app: App): FiscalProvider | null =>
  (app as unknown as { fiscalProvider?: FiscalProvider }).fiscalProvider ?? null;

/** What the issuing needs from the app: set once, read by the sends after a payment's commit and the job. */
export function fiscalDepsOfApp(app: App): FiscalDeps {
  return {
    db: app.db,
    provider: fiscalProviderOf(app),
    encryptionKey: app.config.encryptionKey,
    log: app.log,
  };
}

export async function receiptsOwnerRoutes(app: App) {
  const deps = fiscalDepsOfApp(app);
  setFiscalDeps(deps);
  const receipts = createReceiptsService(deps);
  const staffIdOf = (request: { owner: { staff: { id: string } | null } | null }) =>
    request.owner?.staff?.id ?? null;

  app.get(
    '/restaurants/:id/fiscal/receipts',
    {
      schema: {
        description:
          'As NFC-e do restaurante, da mais nova para a mais antiga, por dia (AAAA-MM-DD no fuso do restaurante) e situação.',
        params: restaurantParams,
        querystring: receiptsQuery,
        response: { 200: receiptsAnswer },
      },
    },
    (request) => receipts.list(request.params.id, request.query),
  );

  app.get(
    '/restaurants/:id/fiscal/receipts/:receiptId',
    {
      schema: {
        description: 'Uma NFC-e, com a situação, a chave, o QR code e o que corrigir numa rejeição.',
        params: receiptParams,
        response: { 200: receiptSchema },
      },
    },
    (request) => receipts.get(request.params.id, request.params.receiptId),
  );

  app.post(
    '/restaurants/:id/fiscal/receipts',
    {
      schema: {
        description:
          "Emite a NFC-e de uma venda paga: uma conta fechada (`billId`) ou um pedido pago fora de uma conta (`orderId`), com 'CPF na nota?' opcional. Uma venda tem uma nota só: pedir de novo devolve a mesma (200). Item sem dados fiscais: 409 dizendo o que completar.",
        params: restaurantParams,
        body: issueBody,
        response: { 200: receiptSchema, 201: receiptSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const key =
        'billId' in body
          ? { kind: 'bill' as const, id: body.billId }
          : { kind: 'order' as const, id: body.orderId };
      const { view, created } = await receipts.issue(request.params.id, key, body.cpf, staffIdOf(request));
      return reply.status(created ? 201 : 200).send(view);
    },
  );

  app.post(
    '/restaurants/:id/fiscal/receipts/:receiptId/retry',
    {
      schema: {
        description:
          'Envia de novo uma nota aguardando envio ou rejeitada, com a mesma referência (a rejeitada é montada de novo com os dados fiscais atuais dos itens).',
        params: receiptParams,
        response: { 200: receiptSchema },
      },
    },
    (request) => receipts.retry(request.params.id, request.params.receiptId),
  );

  app.post(
    '/restaurants/:id/fiscal/receipts/:receiptId/cancel',
    {
      schema: {
        description:
          'Cancela uma NFC-e autorizada, até 30 minutos depois da autorização, com uma justificativa de 15 a 255 caracteres.',
        params: receiptParams,
        body: cancelBody,
        response: { 200: receiptSchema },
      },
    },
    (request) => receipts.cancel(request.params.id, request.params.receiptId, request.body.justification),
  );
}
