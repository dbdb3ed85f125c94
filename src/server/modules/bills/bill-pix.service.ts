/**
 * A part of a split bill paid by PIX from the diner's own phone (issue 33, decision 0046). The staff
 * make a link for one unpaid part: a Mercado Pago PIX payment is created at once in the restaurant's
 * own account (as the diner's PIX of an order, decision 0018) for exactly what the part owes, and the
 * link `/conta/<token>` (32 random bytes) shows it on the diner's phone; the panel shows the same QR.
 * Mercado Pago's notification (on this module's webhook) and the polling job read the payment back
 * with the restaurant's token, never trusting a body, and an approved PIX of the part's exact amount
 * is recorded as the part's PIX payment through the bill's own payment path (`takePayment`, under
 * the bill's row lock, idempotent by the link), which closes the bill and frees the table when it was
 * the last part. A PIX of another amount, or one paid after the part was settled otherwise, is kept
 * aside on the link with the reason for the staff.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { partBalance } from '../../../domain/bills';
import { BILL_PIX_ERRORS, billPartTitle, pixLinkIssue, pixOutcome } from '../../../domain/bills/bill-pix';
import { centsToDecimal } from '../../../domain/money/money';
import {
  isPixWaiting,
  nextPixCheckAt,
  PIX_WAITING_STATUSES,
  pixCheckDelayMs,
} from '../../../domain/payments/pix-charge';
import { tableTitle } from '../../../domain/tables/tables';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { billPixLinks, bills, diningTables, restaurants } from '../../db/schema';
import {
  isPixKeyMissing,
  MercadoPagoError,
  type MpPayment,
} from '../../integrations/mercadopago/mercadopago.types';
import type { JobLogger } from '../../jobs/runner';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { sendAfterCommit } from '../fiscal/fiscal-issue';
import { expirationDate } from '../payments/diner-pix-charge.service';
import type { createMercadoPagoAccountService } from '../payments/mercadopago-account.service';
import { readNotifiedPayment } from '../payments/pix-notification';
import {
  actorOf,
  announceBillChange,
  BILL_CLOSED,
  type BillsActor,
  billMoney,
  isOpenBillStatus,
  lockBill,
  pixLinkView,
  takePayment,
} from './bills.service';

type Accounts = ReturnType<typeof createMercadoPagoAccountService>;
type LinkRow = typeof billPixLinks.$inferSelect;

const STATUS_LABELS: Record<string, string> = {
  pending: 'Aguardando pagamento',
  in_process: 'Em análise',
  approved: 'Pago',
  cancelled: 'PIX expirado',
  rejected: 'Pagamento recusado',
  refunded: 'Pagamento estornado',
  charged_back: 'Pagamento contestado',
};

const qrOf = (payload: string) =>
  QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });

/** Mercado Pago requires payer.email: an address of our domain naming only the link, never the diner. */
function payerEmail(linkId: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname.replace(/^www\./, '');
  const domain = host.includes('.') ? host : 'comanda.app.br';
  return `conta-${linkId.replace(/-/g, '').slice(0, 12)}@${domain}`;
}

export function createBillPixService(db: Db, config: Pick<Config, 'publicUrl'>, accounts: Accounts) {
  async function panelView(link: LinkRow) {
    return {
      ...pixLinkView(link, config.publicUrl),
      payload: link.qrCode,
      qrCodeDataUrl: await qrOf(link.qrCode),
      statusLabel: link.paidAt ? 'Pago' : (STATUS_LABELS[link.status] ?? link.status),
      ticketUrl: link.ticketUrl,
    };
  }

  /** Applies a payment as Mercado Pago's API reports it; the caller announces the bill it returns. */
  async function settle(restaurantId: string, payment: MpPayment, now = new Date()) {
    let receiptId: string | null = null;
    const closedOrPaid = await db.transaction(async (tx) => {
      const [link] = await tx
        .select()
        .from(billPixLinks)
        .where(
          and(eq(billPixLinks.providerPaymentId, payment.id), eq(billPixLinks.restaurantId, restaurantId)),
        )
        .for('update');
      if (!link || payment.external_reference !== link.id) return null;
      // Once approved, a late report of a waiting state changes nothing.
      if (link.status === 'approved' && isPixWaiting(payment.status)) return null;
      const status = link.billPaymentId && payment.status !== 'refunded' ? 'approved' : payment.status;
      await tx
        .update(billPixLinks)
        .set({
          status,
          nextCheckAt: isPixWaiting(payment.status) ? nextPixCheckAt(now, link.checks, link.expiresAt) : null,
          ...(payment.status === 'refunded' && link.billPaymentId
            ? { problem: 'PIX estornado no Mercado Pago depois de registrado: confira a conta.' }
            : {}),
        })
        .where(eq(billPixLinks.id, link.id));
      if (link.billPaymentId || payment.status !== 'approved') return null;
      const bill = await lockBill(tx, restaurantId, link.billId);
      const m = await billMoney(tx, bill);
      const part = m.split.parts.find((candidate) => candidate.id === link.partId);
      const payments = m.payments.map((row) => ({
        partId: row.partId,
        method: row.method as 'pix',
        amountCents: row.amountCents,
        receivedCents: row.receivedCents,
        changeCents: row.changeCents,
      }));
      const outcome = pixOutcome(
        {
          status: payment.status,
          currency: payment.currency_id,
          amountCents: Math.round(payment.transaction_amount * 100),
        },
        link,
        part ? { dueCents: partBalance(part, payments).dueCents } : null,
        isOpenBillStatus(bill.status),
      );
      if (outcome.kind === 'problem') {
        await tx.update(billPixLinks).set({ problem: outcome.problem }).where(eq(billPixLinks.id, link.id));
        return null;
      }
      if (outcome.kind === 'wait') return null;
      const paidAt = payment.date_approved ? new Date(payment.date_approved) : now;
      const taken = await takePayment(
        tx,
        bill,
        { partId: link.partId, method: 'pix', amountCents: outcome.amountCents },
        `pix-link-${link.id}`,
        { by: 'cliente', staffId: null },
        now,
      );
      await tx
        .update(billPixLinks)
        .set({ billPaymentId: taken.paymentId, paidAt, problem: null })
        .where(eq(billPixLinks.id, link.id));
      receiptId = taken.receiptId ?? null;
      return taken.bill ?? null;
    });
    if (closedOrPaid) await announceBillChange(db, closedOrPaid);
    // The bill closed by the diner's PIX: its NFC-e goes out after the commit (issue 35).
    sendAfterCommit(db, receiptId);
  }

  return {
    settle,

    /**
     * A link for one unpaid part. The Mercado Pago call is made holding the bill's row lock, so two
     * phones asking at once make one PIX; a live link of the same amount is answered again.
     */
    async createLink(restaurantId: string, billId: string, partId: string, actor: BillsActor) {
      const account = await accounts.clientFor(restaurantId);
      if (!account) throw conflict(BILL_PIX_ERRORS.notConnected);
      if (await accounts.pixKeyMissing(restaurantId)) throw conflict(BILL_PIX_ERRORS.pixKeyMissing);
      const { by, staffId } = actorOf(actor);
      const now = new Date();
      const link = await db.transaction(async (tx) => {
        const bill = await lockBill(tx, restaurantId, billId);
        if (!isOpenBillStatus(bill.status)) throw conflict(BILL_CLOSED);
        const m = await billMoney(tx, bill);
        const check = pixLinkIssue(
          m.split,
          m.payments.map((row) => ({ ...row, method: row.method as 'pix' })),
          partId,
        );
        if (!check.ok) throw new HttpError(check.status, check.error);
        const [live] = await tx
          .select()
          .from(billPixLinks)
          .where(
            and(
              eq(billPixLinks.billId, bill.id),
              eq(billPixLinks.partId, partId),
              eq(billPixLinks.amountCents, check.dueCents),
              inArray(billPixLinks.status, [...PIX_WAITING_STATUSES]),
              isNull(billPixLinks.billPaymentId),
            ),
          )
          .orderBy(asc(billPixLinks.createdAt));
        if (live && (!live.expiresAt || live.expiresAt > now)) return live;
        const [place] = await tx
          .select({ name: restaurants.name, label: diningTables.label })
          .from(restaurants)
          .innerJoin(diningTables, eq(diningTables.id, bill.tableId))
          .where(eq(restaurants.id, restaurantId));
        const title = billPartTitle(tableTitle(place!.label), m.split, partId) ?? tableTitle(place!.label);
        const id = randomUUID();
        let payment: MpPayment;
        try {
          payment = await account.api.createPayment(
            {
              transaction_amount: Number(centsToDecimal(check.dueCents)),
              description: `${title} - ${place!.name}`.slice(0, 120),
              payment_method_id: 'pix',
              payer: { email: payerEmail(id, config.publicUrl) },
              notification_url: `${config.publicUrl}/api/payments/bill-pix/webhook/${restaurantId}?source_news=webhooks`,
              external_reference: id,
              date_of_expiration: expirationDate(now),
            },
            `bill-pix-${id}`,
          );
        } catch (error) {
          if (!(error instanceof MercadoPagoError)) throw error;
          if (isPixKeyMissing(error)) {
            await accounts.markPixKeyMissing(restaurantId);
            throw conflict(BILL_PIX_ERRORS.pixKeyMissing);
          }
          throw new HttpError(502, 'Não foi possível gerar o PIX no Mercado Pago agora. Tente novamente.');
        }
        const data = payment.point_of_interaction?.transaction_data;
        if (!data?.qr_code)
          throw new HttpError(502, 'O Mercado Pago não devolveu o código PIX. Tente novamente.');
        // The parts as the link was made against: kept, as a payment keeps them (decision 0043).
        if (!bill.split)
          await tx
            .update(bills)
            .set({ split: JSON.stringify(m.split), updatedAt: now })
            .where(eq(bills.id, bill.id));
        const [row] = await tx
          .insert(billPixLinks)
          .values({
            id,
            restaurantId,
            billId: bill.id,
            partId,
            token: randomBytes(32).toString('base64url'),
            amountCents: check.dueCents,
            providerPaymentId: payment.id,
            status: payment.status,
            qrCode: data.qr_code,
            ticketUrl: data.ticket_url ?? null,
            expiresAt: payment.date_of_expiration ? new Date(payment.date_of_expiration) : null,
            nextCheckAt: new Date(now.getTime() + pixCheckDelayMs(0)),
            createdBy: by,
            createdByStaffId: staffId,
            createdAt: now,
          })
          .returning();
        return row!;
      });
      return panelView(link);
    },

    /** One link of the bill with its QR, for the panel (the diner scans it from the waiter's screen). */
    async panelLink(restaurantId: string, billId: string, linkId: string) {
      const [link] = await db
        .select()
        .from(billPixLinks)
        .where(
          and(
            eq(billPixLinks.restaurantId, restaurantId),
            eq(billPixLinks.billId, billId),
            eq(billPixLinks.id, linkId),
          ),
        );
      if (!link) throw notFound('Link de PIX não encontrado.');
      return panelView(link);
    },

    /**
     * The diner's page: the restaurant, 'Mesa 7 — parte 2 de 3', the amount and the PIX while the part
     * still owes it; 'Pago' once this PIX paid it; gone (410) once the part was paid otherwise, split
     * again or the bill is no longer open.
     */
    async publicView(token: string, now = new Date()) {
      const [row] = await db
        .select({ link: billPixLinks, bill: bills, restaurant: restaurants.name, label: diningTables.label })
        .from(billPixLinks)
        .innerJoin(bills, eq(bills.id, billPixLinks.billId))
        .innerJoin(restaurants, eq(restaurants.id, billPixLinks.restaurantId))
        .innerJoin(diningTables, eq(diningTables.id, bills.tableId))
        .where(eq(billPixLinks.token, token));
      if (!row) throw notFound('Link de pagamento não encontrado.');
      const { link, bill } = row;
      const m = await billMoney(db, bill);
      const table = tableTitle(row.label);
      const title = billPartTitle(table, m.split, link.partId) ?? table;
      const base = {
        restaurantName: row.restaurant,
        tableTitle: table,
        title,
        amount: centsToDecimal(link.amountCents),
        expiresAt: link.expiresAt?.toISOString() ?? null,
      };
      if (link.paidAt)
        return {
          ...base,
          status: 'paid' as const,
          statusLabel: 'Pagamento confirmado',
          payload: null,
          qrCodeDataUrl: null,
          ticketUrl: null,
          paidAt: link.paidAt.toISOString(),
        };
      const part = m.split.parts.find((candidate) => candidate.id === link.partId);
      const payments = m.payments.map((payment) => ({ ...payment, method: payment.method as 'pix' }));
      const due = part ? partBalance(part, payments).dueCents : 0;
      if (!isOpenBillStatus(bill.status) || due !== link.amountCents)
        throw new HttpError(410, BILL_PIX_ERRORS.linkGone);
      const expired =
        !isPixWaiting(link.status) || (link.expiresAt !== null && link.expiresAt.getTime() <= now.getTime());
      return {
        ...base,
        status: expired ? ('expired' as const) : ('waiting' as const),
        statusLabel: expired
          ? 'Este PIX expirou. Peça um novo ao garçom.'
          : (STATUS_LABELS[link.status] ?? 'Aguardando pagamento'),
        payload: expired ? null : link.qrCode,
        qrCodeDataUrl: expired ? null : await qrOf(link.qrCode),
        ticketUrl: expired ? null : link.ticketUrl,
        paidAt: null,
      };
    },

    /**
     * A notification for one of the restaurant's bill PIX, signed or not (Mercado Pago documents no
     * signature for a payment's notification_url): the payment is read back with the restaurant's
     * token and applied; unsigned deliveries are capped per payment.
     */
    async receiveNotification(
      restaurantId: string,
      delivery: { dataId?: string; type?: string; signature?: string; requestId?: string },
    ) {
      const account = await accounts.clientFor(restaurantId);
      if (!account) throw notFound('Conta Mercado Pago não conectada');
      if (delivery.type !== 'payment' || !delivery.dataId) return { received: true };
      const [link] = await db
        .select({ id: billPixLinks.id })
        .from(billPixLinks)
        .where(
          and(
            eq(billPixLinks.providerPaymentId, delivery.dataId),
            eq(billPixLinks.restaurantId, restaurantId),
          ),
        );
      if (!link) return { received: true };
      const payment = await readNotifiedPayment(
        db,
        account,
        { ...delivery, dataId: delivery.dataId },
        'bill-pix-notification',
      );
      if (!payment) return { received: true };
      await settle(restaurantId, payment);
      return { received: true };
    },
  };
}

const TICK_MS = 10_000;
const PER_TICK = 25;
const LEASE_MS = 60_000;

/**
 * The polling half (Mercado Pago may never notify): waiting links due for a read are claimed with
 * SKIP LOCKED (pushed a lease away), then read outside any transaction and settled.
 */
export async function checkBillPixLinks(
  db: Db,
  service: ReturnType<typeof createBillPixService>,
  accounts: Accounts,
  now = new Date(),
): Promise<void> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: billPixLinks.id })
      .from(billPixLinks)
      .where(and(lte(billPixLinks.nextCheckAt, now), inArray(billPixLinks.status, [...PIX_WAITING_STATUSES])))
      .orderBy(asc(billPixLinks.nextCheckAt))
      .limit(PER_TICK)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(billPixLinks)
      .set({ nextCheckAt: new Date(now.getTime() + LEASE_MS), checks: sql`${billPixLinks.checks} + 1` })
      .where(
        inArray(
          billPixLinks.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  for (const link of claimed) {
    const account = await accounts.clientFor(link.restaurantId);
    try {
      if (!account) throw new MercadoPagoError(401, 'Mercado Pago account disconnected', false);
      await service.settle(link.restaurantId, await account.api.getPayment(link.providerPaymentId), now);
    } catch (error) {
      if (!(error instanceof MercadoPagoError)) throw error;
      await db
        .update(billPixLinks)
        .set({ nextCheckAt: error.retryable ? nextPixCheckAt(now, link.checks, link.expiresAt) : null })
        .where(eq(billPixLinks.id, link.id));
    }
  }
}

export function startBillPixPolling(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  accounts: Accounts,
  logger: JobLogger,
): () => void {
  const service = createBillPixService(db, config, accounts);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    checkBillPixLinks(db, service, accounts)
      .catch((error) => logger.error({ err: error, job: 'bill-pix' }, 'job failed'))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
