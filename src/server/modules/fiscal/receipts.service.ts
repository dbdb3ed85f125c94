/**
 * The receipts' owner operations (issue 35, decision 0052; /work contract "receipts"): the list by
 * day and status, one receipt, the manual issue of a sale's note ('Emitir NFC-e'), a retry under the
 * same reference (a rejected note is built again from the sale as it is now, so an item corrected
 * goes out corrected) and the cancellation within 30 minutes. Another restaurant's receipt is a 404.
 */
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { checkCancellation, consumerCpf, NFCE_ERRORS, withinCancelWindow } from '../../../domain/fiscal/nfce';
import {
  canResend,
  RECEIPT_STATUS_LABELS,
  type ReceiptStatus,
  rejectionAdvice,
} from '../../../domain/fiscal/receipt-status';
import type { Cents } from '../../../domain/money/money';
import { orderNumber } from '../../../domain/orders/order-number';
import { zonedMidnight } from '../../../domain/reports/periods';
import { tableTitle } from '../../../domain/tables/tables';
import { bills, diningTables, fiscalReceipts } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { restaurantTimeZone } from '../../lib/restaurant-time-zone';
import {
  adviceOf,
  announceReceiptChange,
  createReceipt,
  FISCAL_ISSUE_ERRORS,
  type FiscalDeps,
  fiscalDepsOf,
  issuerOf,
  keepXmls,
  prepareDocument,
  type ReceiptRow,
  sendReceipt,
  writeAnswer,
} from './fiscal-issue';
import { FISCAL_SALE_ERRORS, profileRow, type SaleKey, saleOf } from './fiscal-issue-sale';

export const RECEIPT_NOT_FOUND = 'Nota fiscal não encontrada.';
export const RECEIPT_ERRORS = {
  notCancellable: 'Só uma nota autorizada pode ser cancelada.',
  notRetriable: 'Esta nota não pode ser enviada de novo.',
  unreachable: 'O emissor de notas não respondeu. Tente de novo em instantes.',
} as const;

/** '***.456.789-**': the middle of the CPF, as the DANFE and the panel show it. */
export function maskCpf(cpf: string | null): string | null {
  if (!cpf || !/^\d{11}$/.test(cpf)) return null;
  return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
}

export interface ReceiptView {
  id: string;
  ref: string;
  saleKind: 'order' | 'bill';
  orderId: string | null;
  billId: string | null;
  orderNumber: string | null;
  tableLabel: string | null;
  status: ReceiptStatus;
  statusLabel: string;
  environment: 'homologacao' | 'producao';
  number: string | null;
  series: string | null;
  accessKey: string | null;
  totalCents: Cents;
  cpfMasked: string | null;
  contingency: boolean;
  sefazCode: string | null;
  advice: string | null;
  consultUrl: string | null;
  qrCodeUrl: string | null;
  protocol: string | null;
  authorizedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  canCancel: boolean;
  canRetry: boolean;
}

export function receiptView(row: ReceiptRow, tableLabel: string | null, now = new Date()): ReceiptView {
  return {
    id: row.id,
    ref: row.ref,
    saleKind: row.saleKind,
    orderId: row.orderId,
    billId: row.billId,
    orderNumber: row.orderId ? orderNumber(row.orderId) : null,
    tableLabel: tableLabel ? tableTitle(tableLabel) : null,
    status: row.status,
    statusLabel: RECEIPT_STATUS_LABELS[row.status],
    environment: row.environment,
    number: row.number,
    series: row.series,
    accessKey: row.accessKey,
    totalCents: row.totalCents,
    cpfMasked: maskCpf(row.cpf),
    contingency: row.contingency,
    sefazCode: row.sefazCode,
    advice: adviceOf(row) ?? (row.status === 'pendente' ? row.lastError : null),
    consultUrl: row.consultUrl,
    qrCodeUrl: row.qrCodeUrl,
    protocol: row.protocol,
    authorizedAt: row.authorizedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    canCancel:
      (row.status === 'autorizada' || row.status === 'contingencia') &&
      row.authorizedAt !== null &&
      withinCancelWindow(row.authorizedAt, now),
    canRetry: canResend(row.status),
  };
}

/** Midnight of a calendar day (AAAA-MM-DD) in the restaurant's zone, `plusDays` later. */
function dayStart(day: string, timeZone: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedMidnight(year, month, date + plusDays, timeZone);
}

export interface ReceiptsFilter {
  from?: string;
  to?: string;
  status?: ReceiptStatus;
  /** One sale's note: the bill closing screen and the orders panel look a sale's note up. */
  billId?: string;
  orderId?: string;
}

export function createReceiptsService(initial: FiscalDeps) {
  const { db } = initial;
  /** The app's provider as set last (tests set the fake's after the app starts). */
  const current = (): FiscalDeps => fiscalDepsOf(db) ?? initial;

  async function tableLabels(rows: ReceiptRow[]): Promise<Map<string, string>> {
    const billIds = rows.flatMap((row) => (row.billId ? [row.billId] : []));
    if (billIds.length === 0) return new Map();
    const found = await db
      .select({ billId: bills.id, label: diningTables.label })
      .from(bills)
      .innerJoin(diningTables, eq(diningTables.id, bills.tableId))
      .where(inArray(bills.id, billIds));
    return new Map(found.map((row) => [row.billId, row.label]));
  }

  async function view(row: ReceiptRow): Promise<ReceiptView> {
    const labels = await tableLabels([row]);
    return receiptView(row, row.billId ? (labels.get(row.billId) ?? null) : null);
  }

  async function owned(restaurantId: string, receiptId: string): Promise<ReceiptRow> {
    const [row] = await db
      .select()
      .from(fiscalReceipts)
      .where(and(eq(fiscalReceipts.restaurantId, restaurantId), eq(fiscalReceipts.id, receiptId)));
    if (!row) throw notFound(RECEIPT_NOT_FOUND);
    return row;
  }

  async function profileOrThrow(restaurantId: string) {
    const row = await profileRow(db, restaurantId);
    if (!row) throw conflict(FISCAL_SALE_ERRORS.noProfile);
    return row;
  }

  return {
    view,

    async list(restaurantId: string, filter: ReceiptsFilter): Promise<{ receipts: ReceiptView[] }> {
      const zone = await restaurantTimeZone(db, restaurantId);
      const conditions = [eq(fiscalReceipts.restaurantId, restaurantId)];
      if (filter.from) conditions.push(gte(fiscalReceipts.createdAt, dayStart(filter.from, zone)));
      if (filter.to) conditions.push(lt(fiscalReceipts.createdAt, dayStart(filter.to, zone, 1)));
      if (filter.status) conditions.push(eq(fiscalReceipts.status, filter.status));
      if (filter.billId) conditions.push(eq(fiscalReceipts.billId, filter.billId));
      if (filter.orderId) conditions.push(eq(fiscalReceipts.orderId, filter.orderId));
      const rows = await db
        .select()
        .from(fiscalReceipts)
        .where(and(...conditions))
        .orderBy(desc(fiscalReceipts.createdAt))
        .limit(500);
      const labels = await tableLabels(rows);
      const now = new Date();
      return {
        receipts: rows.map((row) =>
          receiptView(row, row.billId ? (labels.get(row.billId) ?? null) : null, now),
        ),
      };
    },

    async get(restaurantId: string, receiptId: string) {
      return view(await owned(restaurantId, receiptId));
    },

    /**
     * 'Emitir NFC-e' for a paid sale: its receipt, created once (201) or the one it has (200), sent
     * at once. An item lacking tax data is a 409 naming it, before anything is written or sent.
     */
    async issue(
      restaurantId: string,
      key: SaleKey,
      cpfInput: string | undefined,
      staffId: string | null,
    ): Promise<{ view: ReceiptView; created: boolean }> {
      let cpf: string | null = null;
      if (cpfInput !== undefined && cpfInput.trim() !== '') {
        const checked = consumerCpf(cpfInput);
        if (!checked.ok) throw badRequest(checked.error, { cpf: checked.error });
        cpf = checked.cpf;
      }
      const profile = await profileOrThrow(restaurantId);
      const now = new Date();
      const { receipt, created } = await db.transaction(async (tx) => {
        const sale = await saleOf(tx, restaurantId, key);
        return createReceipt(tx, {
          restaurantId,
          profile,
          sale,
          cpf: cpf ?? sale.cpf,
          staffId,
          incomplete: 'refuse',
          now,
        });
      });
      if (!created) return { view: await view(receipt), created };
      await announceReceiptChange(current(), receipt);
      const sent = await sendReceipt(current(), receipt.id, { force: true });
      return { view: await view(sent ?? (await owned(restaurantId, receipt.id))), created };
    },

    /**
     * Sends a `pendente` or `rejeitada` receipt again under the same reference. A rejected one is
     * built again from the sale (its items' tax data and the profile as they are now).
     */
    async retry(restaurantId: string, receiptId: string) {
      const row = await owned(restaurantId, receiptId);
      if (!canResend(row.status)) throw conflict(RECEIPT_ERRORS.notRetriable);
      if (row.status === 'rejeitada') {
        const profile = await profileOrThrow(restaurantId);
        const key: SaleKey = row.billId
          ? { kind: 'bill', id: row.billId }
          : { kind: 'order', id: row.orderId! };
        const sale = await saleOf(db, restaurantId, key);
        const prepared = prepareDocument(sale, profile, row.cpf);
        if (!prepared.ok) throw conflict(prepared.message);
        await db
          .update(fiscalReceipts)
          .set({
            status: 'pendente',
            document: prepared.document,
            totalCents: prepared.document.totalCents,
            environment: profile.environment,
            sefazCode: null,
            sefazMessage: null,
            nextAttemptAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(fiscalReceipts.id, row.id), eq(fiscalReceipts.status, 'rejeitada')));
        await announceReceiptChange(current(), { ...row, status: 'pendente' });
      }
      const sent = await sendReceipt(current(), row.id, { force: true });
      return view(sent ?? (await owned(restaurantId, receiptId)));
    },

    /** Cancels an authorized note within 30 minutes, with a justification of 15 to 255 characters. */
    async cancel(restaurantId: string, receiptId: string, justification: string) {
      const row = await owned(restaurantId, receiptId);
      if ((row.status !== 'autorizada' && row.status !== 'contingencia') || !row.authorizedAt)
        throw conflict(RECEIPT_ERRORS.notCancellable);
      const now = new Date();
      const checked = checkCancellation(row.authorizedAt, now, justification);
      if (!checked.ok) {
        if (checked.error === NFCE_ERRORS.window) throw conflict(checked.error);
        throw badRequest(checked.error, { justification: checked.error });
      }
      const profile = await profileOrThrow(restaurantId);
      const deps = current();
      const issuer = issuerOf(profile, deps.encryptionKey);
      if (!issuer) throw conflict(FISCAL_ISSUE_ERRORS.notRegistered);
      if (!deps.provider) throw new HttpError(502, RECEIPT_ERRORS.unreachable);
      const answer = await deps.provider.cancel(issuer, row.ref, checked.justification);
      if (answer.kind === 'unreachable') throw new HttpError(502, RECEIPT_ERRORS.unreachable);
      if (answer.kind === 'refused') throw conflict(answer.message);
      if (answer.value.status !== 'cancelada')
        throw conflict(rejectionAdvice(answer.value.sefazCode, answer.value.sefazMessage));
      const written = await writeAnswer(deps, row.id, answer, now);
      await db
        .update(fiscalReceipts)
        .set({ cancelJustification: checked.justification, cancelledAt: now })
        .where(eq(fiscalReceipts.id, row.id));
      const fresh = await owned(restaurantId, receiptId);
      const kept = written
        ? await keepXmls(deps, issuer, fresh, answer.value.xmlPath, answer.value.cancelXmlPath, now).catch(
            () => null,
          )
        : null;
      return view(kept ?? fresh);
    },
  };
}
