/**
 * Issuing a sale's NFC-e exactly once (issue 35, decision 0052). One row per sale under our
 * reference (`fiscalRef`, unique per restaurant: a second insert does nothing and answers the row
 * there). The provider is called outside any transaction; a send is claimed first by moving the
 * row's `next_attempt_at` forward (a lease, under `FOR UPDATE SKIP LOCKED`), so two app instances or
 * a job beside the till never send the same row at once, and the answer is written under the row's
 * lock. Unreachable → `pendente` with a backoff (1, 2, 5, 10, 30 min…); refused → `rejeitada` with
 * the provider's message; rejected by SEFAZ → `rejeitada` with its code; a contingency is re-read
 * until effected (its number and key may change under the same reference); an authorized note's XML
 * is downloaded and kept, so the accountant's zip does not depend on the provider.
 *
 * Automatic issue: the payment's transaction only writes the receipt's row (`pendente`, due now; or
 * `rejeitada` with what to fix when an item lacks tax data), in a savepoint that can never fail the
 * payment; the send happens after the commit, in the background, and the job takes what it left.
 * No CPF and no token ever reaches a log line: errors are logged by receipt id only.
 */
import { and, eq } from 'drizzle-orm';
import { checkFiscalProfile, type FiscalProfile, nfceRequired } from '../../../domain/fiscal/fiscal-profile';
import { buildNfce, fiscalRef, type NfceDocument } from '../../../domain/fiscal/nfce';
import { type ReceiptStatus, rejectionAdvice } from '../../../domain/fiscal/receipt-status';
import type { Db, Tx } from '../../db/client';
import { fiscalReceipts } from '../../db/schema';
import type { FiscalIssuer, FiscalProvider, ProviderAnswer } from '../../integrations/fiscal/fiscal-provider';
import { queueReceiptMessage } from '../../integrations/whatsapp/whatsapp-outbox';
import { decryptSecret } from '../../lib/crypto';
import { conflict } from '../../lib/http-error';
import { announceReceipt } from '../realtime/receipt-announcements';
import {
  type FiscalSale,
  incompleteMessage,
  type ProfileRow,
  profileRow,
  type SaleKey,
  saleIncomplete,
  saleLines,
  saleOf,
} from './fiscal-issue-sale';

export type ReceiptRow = typeof fiscalReceipts.$inferSelect;

export interface FiscalLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface FiscalDeps {
  db: Db;
  provider: FiscalProvider | null;
  encryptionKey: string;
  log: FiscalLogger;
}

/** Minutes before the next send of a receipt the provider did not take, by attempts so far. */
export const RETRY_MINUTES = [1, 2, 5, 10, 30] as const;
export const retryDelayMs = (attempts: number): number =>
  RETRY_MINUTES[Math.min(Math.max(attempts, 1), RETRY_MINUTES.length) - 1]! * 60_000;
/** The longest wait between two reads of a note already issued (its XML, a contingency) that failed. */
export const MAX_REREAD_MS = 6 * 3_600_000;
/**
 * How long before a note already issued is read again after a failed read or XML download: as long
 * as it has waited since its authorization, between one minute and six hours. A download failing all
 * day is tried at 1, 2, 4, 8… minutes of age, then every six hours, never every minute for ever.
 */
export const rereadDelayMs = (row: Pick<ReceiptRow, 'authorizedAt' | 'createdAt'>, now: Date): number =>
  Math.min(MAX_REREAD_MS, Math.max(60_000, now.getTime() - (row.authorizedAt ?? row.createdAt).getTime()));
/** How long a claimed send holds the row before another instance may take it. */
export const SEND_LEASE_MS = 2 * 60_000;
/** How often a contingency note is read again until SEFAZ confirms it. */
export const CONTINGENCY_REREAD_MS = 5 * 60_000;

export const FISCAL_ISSUE_ERRORS = {
  notRegistered:
    'O restaurante ainda não está cadastrado no emissor de notas (envie o certificado na aba Dados fiscais).',
  processing: 'O emissor ainda está processando a nota.',
  profileInvalid: 'O perfil fiscal está incompleto: confira na aba Dados fiscais.',
} as const;

/** The profile as the domain reads it, with its secrets decrypted; null when it does not check. */
export function profileOf(row: ProfileRow, encryptionKey: string): FiscalProfile | null {
  const checked = checkFiscalProfile({
    cnpj: row.cnpj,
    stateRegistration: row.stateRegistration,
    legalName: row.legalName,
    state: row.state,
    regime: row.regime,
    environment: row.environment,
    cscId: row.cscId,
    cscToken: decryptSecret(encryptionKey, row.cscTokenEncrypted),
  });
  return checked.ok ? checked.profile : null;
}

/** Who issues at the provider: the profile and its emission token for the profile's environment. */
export function issuerOf(row: ProfileRow, encryptionKey: string): FiscalIssuer | null {
  const profile = profileOf(row, encryptionKey);
  const stored = row.environment === 'producao' ? row.tokenProducaoEncrypted : row.tokenHomologacaoEncrypted;
  if (!profile || !stored) return null;
  return { profile, token: decryptSecret(encryptionKey, stored) };
}

export type Prepared =
  | { ok: true; document: NfceDocument }
  | { ok: false; incomplete: true; message: string }
  | { ok: false; incomplete: false; message: string };

/** The note of a sale for a regime and environment, or what keeps it from being one. */
export function prepareDocument(
  sale: FiscalSale,
  profile: Pick<FiscalProfile, 'regime' | 'environment'>,
  cpf: string | null,
): Prepared {
  const missing = saleIncomplete(sale, profile);
  if (missing.length > 0) return { ok: false, incomplete: true, message: incompleteMessage(missing) };
  const built = buildNfce({
    ref: fiscalRef(sale.key.kind, sale.key.id),
    lines: saleLines(sale),
    discountCents: sale.discountCents,
    freightCents: sale.freightCents,
    payments: sale.payments,
    cpf,
    presence: sale.presence,
    homologation: profile.environment === 'homologacao',
  });
  return built.ok ? built : { ok: false, incomplete: false, message: built.error };
}

/** The sale's receipt row when it has one. */
export async function receiptOfSale(on: Db | Tx, restaurantId: string, key: SaleKey) {
  const [row] = await on
    .select()
    .from(fiscalReceipts)
    .where(
      and(eq(fiscalReceipts.restaurantId, restaurantId), eq(fiscalReceipts.ref, fiscalRef(key.kind, key.id))),
    );
  return row ?? null;
}

/**
 * The sale's receipt, written once: a second call (two taps, the job and the till) answers the row
 * already there. `incomplete: 'refuse'` answers 409 naming the items (the till, the button);
 * `'record'` writes the receipt `rejeitada` with what to fix (an order from the checkout is never
 * refused for tax data: the panel shows the receipt).
 */
export async function createReceipt(
  on: Db | Tx,
  args: {
    restaurantId: string;
    profile: Pick<FiscalProfile, 'regime' | 'environment'>;
    sale: FiscalSale;
    cpf: string | null;
    staffId: string | null;
    incomplete: 'refuse' | 'record';
    now: Date;
  },
): Promise<{ receipt: ReceiptRow; created: boolean }> {
  const { restaurantId, profile, sale, cpf, now } = args;
  const existing = await receiptOfSale(on, restaurantId, sale.key);
  if (existing) return { receipt: existing, created: false };
  if (!sale.paid)
    throw conflict(
      sale.key.kind === 'bill'
        ? 'A nota sai com a conta fechada: receba todos os pagamentos primeiro.'
        : 'A nota sai com o pedido pago ou entregue.',
    );
  const prepared = prepareDocument(sale, profile, cpf);
  if (!prepared.ok && (args.incomplete === 'refuse' || !prepared.incomplete))
    throw conflict(prepared.message);
  const ref = fiscalRef(sale.key.kind, sale.key.id);
  const document: NfceDocument = prepared.ok
    ? prepared.document
    : provisionalDocument(sale, ref, cpf, profile);
  const [inserted] = await on
    .insert(fiscalReceipts)
    .values({
      restaurantId,
      ref,
      saleKind: sale.key.kind,
      orderId: sale.key.kind === 'order' ? sale.key.id : null,
      billId: sale.key.kind === 'bill' ? sale.key.id : null,
      status: prepared.ok ? 'pendente' : 'rejeitada',
      environment: profile.environment,
      cpf,
      totalCents: document.totalCents,
      document,
      sefazMessage: prepared.ok ? null : prepared.message,
      nextAttemptAt: prepared.ok ? now : null,
      issuedByStaffId: args.staffId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [fiscalReceipts.restaurantId, fiscalReceipts.ref] })
    .returning();
  if (inserted) return { receipt: inserted, created: true };
  return { receipt: (await receiptOfSale(on, restaurantId, sale.key))!, created: false };
}

/**
 * What a sale refused for tax data is recorded with until its items are fixed and it is sent again
 * (the retry builds the note anew): its figures, no lines.
 */
function provisionalDocument(
  sale: FiscalSale,
  ref: string,
  cpf: string | null,
  profile: Pick<FiscalProfile, 'environment'>,
): NfceDocument {
  const productsCents = sale.items.reduce((sum, item) => sum + Math.round(item.unitCents * item.quantity), 0);
  const freightCents = sale.presence === 'entrega' ? sale.freightCents : 0;
  return {
    ref,
    lines: [],
    payments: [],
    productsCents,
    discountCents: sale.discountCents,
    freightCents,
    totalCents: Math.max(0, productsCents - sale.discountCents + freightCents),
    cpf,
    presence: sale.presence,
    homologation: profile.environment === 'homologacao',
  };
}

/**
 * The pre-sale check of the till (issue 35): a restaurant whose regime requires the NFC-e and that
 * issues on payment cannot take the payment completing a bill with an item lacking tax data.
 */
export async function ensureSaleCanBeIssued(tx: Tx, restaurantId: string, key: SaleKey): Promise<void> {
  const row = await profileRow(tx, restaurantId);
  if (row?.issueMode !== 'automatico' || !nfceRequired(row.regime)) return;
  const sale = await saleOf(tx, restaurantId, key);
  const missing = saleIncomplete(sale, row);
  if (missing.length > 0) throw conflict(incompleteMessage(missing));
}

/**
 * In the payment's transaction, when a sale was just paid: its receipt row when the restaurant issues
 * on payment. In a savepoint: whatever goes wrong here, the payment stands (the panel's button and the
 * job remain). Answers the receipt to send after the commit, or null.
 */
export async function recordPaidSale(
  tx: Tx,
  restaurantId: string,
  key: SaleKey,
  staffId: string | null,
  log: FiscalLogger | null,
  now = new Date(),
): Promise<string | null> {
  try {
    return await tx.transaction(async (savepoint) => {
      const row = await profileRow(savepoint, restaurantId);
      if (row?.issueMode !== 'automatico') return null;
      const sale = await saleOf(savepoint, restaurantId, key);
      const { receipt, created } = await createReceipt(savepoint, {
        restaurantId,
        profile: row,
        sale,
        cpf: sale.cpf,
        staffId,
        incomplete: 'record',
        now,
      });
      return created && receipt.status === 'pendente' ? receipt.id : null;
    });
  } catch (error) {
    log?.warn(
      { err: error instanceof Error ? error.message : 'erro', saleKind: key.kind },
      'receipt not recorded',
    );
    return null;
  }
}

/** Moves a row's next attempt forward before a send, unless another send holds it; answers the row. */
async function claim(db: Db, receiptId: string, force: boolean, now: Date): Promise<ReceiptRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.id, receiptId))
      .for('update', { skipLocked: true });
    if (row?.status !== 'pendente') return null;
    if (!force && row.nextAttemptAt && row.nextAttemptAt > now) return null;
    const [claimed] = await tx
      .update(fiscalReceipts)
      .set({
        attempts: row.attempts + 1,
        nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS),
        updatedAt: now,
      })
      .where(eq(fiscalReceipts.id, receiptId))
      .returning();
    return claimed!;
  });
}

/** The issuer of a receipt's restaurant, or why there is none (written on the receipt). */
async function issuerFor(deps: FiscalDeps, restaurantId: string): Promise<FiscalIssuer | string> {
  const row = await profileRow(deps.db, restaurantId);
  if (!row) return FISCAL_ISSUE_ERRORS.profileInvalid;
  return issuerOf(row, deps.encryptionKey) ?? FISCAL_ISSUE_ERRORS.notRegistered;
}

/**
 * Sends a `pendente` receipt (claimed here, or already claimed by the job): the provider answers
 * outside any transaction, the answer is written under the row's lock. A send is issued with its own
 * time (`issuedAt` = now), as the provider allows only minutes between emission and transmission.
 */
export async function sendReceipt(
  deps: FiscalDeps,
  receiptId: string,
  options: { force?: boolean; claimed?: ReceiptRow; now?: Date } = {},
): Promise<ReceiptRow | null> {
  const now = options.now ?? new Date();
  const row = options.claimed ?? (await claim(deps.db, receiptId, options.force ?? false, now));
  if (!row) return null;
  const issuer = await issuerFor(deps, row.restaurantId);
  if (!deps.provider || typeof issuer === 'string') {
    return writeAnswer(
      deps,
      row.id,
      { kind: 'unreachable', reason: typeof issuer === 'string' ? issuer : 'Emissor não configurado.' },
      now,
    );
  }
  const answer = await deps.provider.issue(issuer, row.document, new Date());
  return afterAnswer(deps, issuer, row.id, answer, now);
}

/** Reads a receipt back by its reference (a contingency until effected, an authorized note's XML). */
export async function refreshReceipt(deps: FiscalDeps, row: ReceiptRow, now = new Date()) {
  const issuer = await issuerFor(deps, row.restaurantId);
  if (!deps.provider || typeof issuer === 'string')
    return writeAnswer(deps, row.id, { kind: 'unreachable', reason: 'Emissor não configurado.' }, now);
  const answer = await deps.provider.get(issuer, row.ref);
  return afterAnswer(deps, issuer, row.id, answer, now);
}

async function afterAnswer(
  deps: FiscalDeps,
  issuer: FiscalIssuer,
  receiptId: string,
  answer: ProviderAnswer,
  now: Date,
): Promise<ReceiptRow | null> {
  const written = await writeAnswer(deps, receiptId, answer, now);
  if (!written || answer.kind !== 'answered') return written;
  return (
    (await keepXmls(deps, issuer, written, answer.value.xmlPath, answer.value.cancelXmlPath, now)) ?? written
  );
}

/** Downloads and keeps the authorized XML (and the cancellation's) once; a failure is tried again later. */
export async function keepXmls(
  deps: FiscalDeps,
  issuer: FiscalIssuer,
  row: ReceiptRow,
  xmlPath: string | null,
  cancelXmlPath: string | null,
  now = new Date(),
): Promise<ReceiptRow | null> {
  if (!deps.provider) return null;
  const wantsXml = (row.status === 'autorizada' || row.status === 'cancelada') && !row.xml && xmlPath;
  const wantsCancel = row.status === 'cancelada' && !row.cancelXml && cancelXmlPath;
  if (!wantsXml && !wantsCancel) return null;
  const patch: Partial<typeof fiscalReceipts.$inferInsert> = {};
  let failed = false;
  for (const [field, path] of [
    ['xml', wantsXml ? xmlPath : null],
    ['cancelXml', wantsCancel ? cancelXmlPath : null],
  ] as const) {
    if (!path) continue;
    const got = await deps.provider.downloadXml(issuer, path);
    if (got.kind === 'answered') patch[field] = got.value;
    else failed = true;
  }
  patch.nextAttemptAt = failed ? new Date(now.getTime() + rereadDelayMs(row, now)) : null;
  const [updated] = await deps.db
    .update(fiscalReceipts)
    .set({ ...patch, updatedAt: now })
    .where(eq(fiscalReceipts.id, row.id))
    .returning();
  return updated ?? null;
}

/** The states in which a note is valid for the consumer (the tracking page shows its consult page). */
const VALID_FOR_CONSUMER: readonly ReceiptStatus[] = ['autorizada', 'contingencia'];

/**
 * The provider's answer written on the receipt, under its row's lock. A note of an order that
 * becomes valid for the consumer queues, in the same transaction, its WhatsApp message to a diner
 * who agreed (once per note); a change of state is announced to the panels after the commit.
 */
export async function writeAnswer(
  deps: FiscalDeps,
  receiptId: string,
  answer: ProviderAnswer,
  now: Date,
): Promise<ReceiptRow | null> {
  let before: ReceiptStatus | null = null;
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.id, receiptId))
      .for('update');
    if (!row) return null;
    before = row.status;
    const patch = answerPatch(row, answer, now);
    const [written] = await tx
      .update(fiscalReceipts)
      .set({ ...patch, updatedAt: now })
      .where(eq(fiscalReceipts.id, receiptId))
      .returning();
    if (written && VALID_FOR_CONSUMER.includes(written.status) && !VALID_FOR_CONSUMER.includes(row.status))
      await queueReceiptMessage(tx, written);
    return written!;
  });
  if (updated && updated.status !== before) await announceReceiptChange(deps, updated);
  return updated;
}

/**
 * Tells the restaurant's panels that a receipt changed state (ids and states only), after the commit.
 * A NOTIFY that fails never fails the write: the panels' polling reads the state anyway.
 */
export async function announceReceiptChange(
  deps: Pick<FiscalDeps, 'db' | 'log'>,
  row: Pick<ReceiptRow, 'id' | 'restaurantId' | 'billId' | 'orderId' | 'status'>,
): Promise<void> {
  const { id, restaurantId, billId, orderId, status } = row;
  await announceReceipt(deps.db, { id, restaurantId, billId, orderId, status }).catch((error: unknown) =>
    deps.log.warn(
      { err: error instanceof Error ? error.message : 'erro', receiptId: id },
      'receipt not announced',
    ),
  );
}

/** When a receipt left as it was is tried again: a send by its attempts, a read by the note's age. */
const nextTry = (row: ReceiptRow, now: Date): Date =>
  new Date(
    now.getTime() + (row.status === 'pendente' ? retryDelayMs(row.attempts) : rereadDelayMs(row, now)),
  );

/** What an answer changes on a receipt. */
export function answerPatch(
  row: ReceiptRow,
  answer: ProviderAnswer,
  now: Date,
): Partial<typeof fiscalReceipts.$inferInsert> {
  if (answer.kind === 'unreachable') {
    // Nothing known: the receipt stays as it was and is tried again later.
    return { lastError: answer.reason.slice(0, 300), nextAttemptAt: nextTry(row, now) };
  }
  if (answer.kind === 'refused') {
    // A send the provider refused is a rejection to correct; a refused read keeps the receipt as it is.
    if (row.status !== 'pendente')
      return { lastError: answer.message.slice(0, 300), nextAttemptAt: nextTry(row, now) };
    return {
      status: 'rejeitada',
      sefazCode: null,
      sefazMessage: answer.message.slice(0, 500),
      lastError: null,
      nextAttemptAt: null,
    };
  }
  const value = answer.value;
  const status: ReceiptStatus =
    value.status === 'autorizada' && value.contingency ? 'contingencia' : value.status;
  const numbered = {
    number: value.number ?? row.number,
    series: value.series ?? row.series,
    accessKey: value.accessKey ?? row.accessKey,
    qrCodeUrl: value.qrCodeUrl ?? row.qrCodeUrl,
    consultUrl: value.consultUrl ?? row.consultUrl,
    protocol: value.protocol ?? row.protocol,
    authorizedAt: value.authorizedAt ?? row.authorizedAt,
  };
  switch (status) {
    case 'autorizada':
      return {
        ...numbered,
        // A contingency effected may come back with another number and key: its XML is downloaded anew.
        ...(row.status === 'contingencia' && { xml: null }),
        authorizedAt: value.authorizedAt ?? row.authorizedAt ?? now,
        status,
        contingency: false,
        sefazCode: value.sefazCode,
        sefazMessage: value.sefazMessage,
        lastError: null,
        nextAttemptAt: null,
      };
    case 'contingencia':
      return {
        ...numbered,
        authorizedAt: value.authorizedAt ?? row.authorizedAt ?? now,
        status,
        contingency: true,
        lastError: null,
        nextAttemptAt: new Date(now.getTime() + CONTINGENCY_REREAD_MS),
      };
    case 'pendente':
      return {
        lastError: FISCAL_ISSUE_ERRORS.processing,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
      };
    case 'rejeitada':
    case 'denegada':
      return {
        ...(status === 'denegada' && numbered),
        status,
        sefazCode: value.sefazCode,
        sefazMessage: value.sefazMessage,
        lastError: null,
        nextAttemptAt: null,
      };
    case 'cancelada':
      return {
        ...numbered,
        status,
        cancelledAt: row.cancelledAt ?? now,
        lastError: null,
        nextAttemptAt: null,
      };
  }
}

/** What the panel reads about a rejection: the advice for SEFAZ's code, or our own sentence. */
export const adviceOf = (row: Pick<ReceiptRow, 'status' | 'sefazCode' | 'sefazMessage'>): string | null =>
  row.status === 'rejeitada' || row.status === 'denegada'
    ? row.sefazCode
      ? rejectionAdvice(row.sefazCode, row.sefazMessage)
      : (row.sefazMessage ?? rejectionAdvice(null, null))
    : null;

// --- After the commit ---------------------------------------------------------------------------

const depsByDb = new WeakMap<Db, FiscalDeps>();
const inFlight = new Set<Promise<unknown>>();

/** The app's provider and key, for the sends that follow a payment's commit (set once at start). */
export function setFiscalDeps(deps: FiscalDeps): void {
  depsByDb.set(deps.db, deps);
}

export const fiscalDepsOf = (db: Db): FiscalDeps | null => depsByDb.get(db) ?? null;

/** Sends a receipt after the payment's commit, without the request waiting for the provider. */
export function sendAfterCommit(db: Db, receiptId: string | null): void {
  const deps = depsByDb.get(db);
  if (!receiptId || !deps?.provider) return;
  const sending = sendReceipt(deps, receiptId)
    .catch((error) =>
      deps.log.error(
        { err: error instanceof Error ? error.message : 'erro', receiptId },
        'receipt send failed',
      ),
    )
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
}

/** For tests and a graceful stop: waits for the sends started after commits. */
export async function fiscalSendsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
