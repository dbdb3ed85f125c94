/**
 * The cash register (issue 35, decision 0051): registers, sessions from the opening float to the
 * blind count, 'sangria' and 'suprimento', reopening by a Gerente or the owner, the history and its
 * CSV, and the closing report. The drawer's figures are the domain's alone
 * (domain/register/register-session.ts): this service stores payments and movements and asks it, so
 * the panel, the report and the CSV cannot disagree. Every id is checked to be the restaurant's:
 * another restaurant's register or session is a 404.
 *
 * 'Fechamento cego': while a session is open its expected amounts and summary are answered only to
 * whoever may reopen the register (Gerente, Dono); the cashier types the count before seeing them.
 */
import { and, desc, eq } from 'drizzle-orm';
import { formatDateTime } from '../../../domain/format/format';
import { centsToDecimal } from '../../../domain/money/money';
import { closingReportRows } from '../../../domain/register/closing-report';
import {
  COUNTED_METHODS,
  type CountedMethod,
  checkCount,
  checkMovement,
  checkOpeningFloat,
  checkReopenReason,
  closeSession,
  differenceLabel,
  MOVEMENT_LABELS,
  type MovementKind,
  REGISTER_METHOD_LABELS,
  REGISTER_METHODS,
  type RegisterMethod,
  summarizeSession,
} from '../../../domain/register/register-session';
import { zonedMidnight } from '../../../domain/reports/periods';
import type { Role } from '../../../domain/staff/roles';
import type { Db, Tx } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { cashRegisters, registerMovements, registerSessionEvents, registerSessions } from '../../db/schema';
import { decimalComma, toBrazilianCsv } from '../../lib/csv';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import {
  createRegisterRepository,
  type MovementRow,
  type PaymentRow,
  type RegisterRow,
  type SessionRow,
} from './register.repository';
import type { SessionView } from './register.schemas';

export const REGISTER_NOT_FOUND = 'Caixa não encontrado.';
export const SESSION_NOT_FOUND = 'Sessão de caixa não encontrada.';
export const REGISTER_NAME_TAKEN = 'Já existe um caixa com este nome.';
export const ALREADY_OPEN = 'Este caixa já está aberto.';
export const REGISTER_INACTIVE = 'Este caixa está desativado.';
export const CLOSE_BEFORE_DEACTIVATING = 'Feche o caixa antes de desativá-lo.';
export const SESSION_CLOSED = 'Esta sessão de caixa já está fechada.';
export const SESSION_STILL_OPEN = 'Esta sessão de caixa ainda está aberta.';
export const NOT_LAST_SESSION = 'Só a última sessão deste caixa pode ser reaberta.';
export const REPORT_AFTER_CLOSING = 'O relatório do caixa fica disponível depois do fechamento.';
export const WITHOUT_SESSION_LABEL = 'Recebido sem caixa aberto';

/** Who acts: the owner's account or the staff member the session switched to (decision 0040). */
export interface RegisterActor {
  role: Role;
  staff: { id: string; name: string } | null;
}
const actorOf = (actor: RegisterActor) =>
  actor.staff
    ? { by: 'equipe' as const, staffId: actor.staff.id }
    : { by: 'dono' as const, staffId: null as string | null };

type By = 'dono' | 'equipe' | 'cliente';
const whoName = (names: Map<string, string>, by: By, staffId: string | null) =>
  staffId ? (names.get(staffId) ?? 'Equipe') : by === 'cliente' ? 'Cliente' : 'Dono';

const asPayment = (row: PaymentRow) => ({
  method: row.method,
  amountCents: row.amountCents,
  receivedCents: row.receivedCents,
  changeCents: row.changeCents,
});
const asMovement = (row: MovementRow) => ({ kind: row.kind, amountCents: row.amountCents });

function countsOf(payments: readonly PaymentRow[]): Record<RegisterMethod, number> {
  const counts = Object.fromEntries(REGISTER_METHODS.map((method) => [method, 0])) as Record<
    RegisterMethod,
    number
  >;
  for (const payment of payments) counts[payment.method] += 1;
  return counts;
}

function closingView(session: SessionRow) {
  if (session.status !== 'fechado' || !session.expected || !session.counted) return null;
  const closing = closeSession(session.expected, session.counted);
  return {
    lines: closing.lines.map((line) => ({
      ...line,
      label: REGISTER_METHOD_LABELS[line.method],
      differenceLabel: differenceLabel(line.differenceCents),
    })),
    differenceCents: closing.differenceCents,
    differenceLabel: differenceLabel(closing.differenceCents),
  };
}

/** "2026-05-13" in the restaurant's calendar: its midnight, and the next day's. */
function dayStart(day: string, timeZone: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedMidnight(year, month, date + plusDays, timeZone);
}

export function createRegisterService(db: Db) {
  const repository = createRegisterRepository(db);

  async function timeZoneOf(restaurantId: string) {
    return (await repository.restaurant(restaurantId))?.timeZone ?? 'America/Sao_Paulo';
  }

  /** The session as answered; the summary only when closed or to whoever may reopen. */
  async function sessionView(
    session: SessionRow,
    registerName: string,
    payments: readonly PaymentRow[],
    movements: readonly MovementRow[],
    canSeeExpected: boolean,
    names: Map<string, string>,
  ): Promise<SessionView> {
    const visible = session.status === 'fechado' || canSeeExpected;
    const summary = visible
      ? {
          ...summarizeSession({
            openingFloatCents: session.openingFloatCents,
            payments: payments.map(asPayment),
            movements: movements.map(asMovement),
          }),
          countsByMethod: countsOf(payments),
        }
      : null;
    return {
      id: session.id,
      registerId: session.registerId,
      registerName,
      status: session.status,
      openingFloatCents: session.openingFloatCents,
      openingFloat: centsToDecimal(session.openingFloatCents),
      openedAt: session.openedAt.toISOString(),
      openedBy: {
        by: session.openedBy,
        staffId: session.openedByStaffId,
        name: whoName(names, session.openedBy, session.openedByStaffId),
      },
      closedAt: session.status === 'fechado' ? (session.closedAt?.toISOString() ?? null) : null,
      closedBy:
        session.status === 'fechado' && session.closedBy
          ? {
              by: session.closedBy,
              staffId: session.closedByStaffId,
              name: whoName(names, session.closedBy, session.closedByStaffId),
            }
          : null,
      note: session.status === 'fechado' ? session.closingNote : null,
      differenceCents: session.status === 'fechado' ? session.differenceCents : null,
      closing: closingView(session),
      summary,
    };
  }

  const paymentView = (row: PaymentRow, names: Map<string, string>) => ({
    id: row.id,
    sessionId: row.sessionId,
    billPaymentId: row.billPaymentId,
    orderId: row.orderId,
    method: row.method,
    methodLabel: REGISTER_METHOD_LABELS[row.method],
    amountCents: row.amountCents,
    receivedCents: row.receivedCents,
    changeCents: row.changeCents,
    takenBy: {
      by: row.takenBy,
      staffId: row.takenByStaffId,
      name: whoName(names, row.takenBy, row.takenByStaffId),
    },
    createdAt: row.createdAt.toISOString(),
  });

  const movementView = (row: MovementRow, names: Map<string, string>) => ({
    id: row.id,
    kind: row.kind,
    label: MOVEMENT_LABELS[row.kind],
    amountCents: row.amountCents,
    amount: centsToDecimal(row.amountCents),
    reason: row.reason,
    madeBy: {
      by: row.madeBy,
      staffId: row.madeByStaffId,
      name: whoName(names, row.madeBy, row.madeByStaffId),
    },
    createdAt: row.createdAt.toISOString(),
  });

  async function registerName(restaurantId: string, registerId: string) {
    return (await repository.register(db, restaurantId, registerId))?.name ?? 'Caixa';
  }

  async function detail(restaurantId: string, sessionId: string, canSeeExpected: boolean) {
    const session = await repository.session(db, restaurantId, sessionId);
    if (!session) throw notFound(SESSION_NOT_FOUND);
    const [payments, movements, events, name] = await Promise.all([
      repository.payments(db, [session.id]),
      repository.movements(db, session.id),
      repository.events(session.id),
      registerName(restaurantId, session.registerId),
    ]);
    const names = await repository.staffNames(restaurantId, [
      session.openedByStaffId,
      session.closedByStaffId,
      ...payments.map((p) => p.takenByStaffId),
      ...movements.map((m) => m.madeByStaffId),
      ...events.map((e) => e.madeByStaffId),
    ]);
    const view = await sessionView(session, name, payments, movements, canSeeExpected, names);
    return { session, view, payments, movements, events, names };
  }

  async function lockOpenSession(tx: Tx, restaurantId: string, sessionId: string) {
    const session = await repository.session(tx, restaurantId, sessionId, true);
    if (!session) throw notFound(SESSION_NOT_FOUND);
    if (session.status !== 'aberto') throw conflict(SESSION_CLOSED);
    return session;
  }

  async function sessionList(
    restaurantId: string,
    query: { from?: string; to?: string; registerId?: string; status?: 'aberto' | 'fechado' },
    canSeeExpected: boolean,
  ) {
    const timeZone = await timeZoneOf(restaurantId);
    const from = query.from ? dayStart(query.from, timeZone) : undefined;
    const to = query.to ? dayStart(query.to, timeZone, 1) : undefined;
    if (from && to && from >= to) throw badRequest('O período termina antes de começar.');
    const [sessions, registers] = await Promise.all([
      repository.sessions(restaurantId, { ...query, from, to }),
      repository.registers(restaurantId),
    ]);
    const registerNames = new Map(registers.map((r) => [r.id, r.name]));
    const ids = sessions.map((s) => s.id);
    const [payments, allMovements] = await Promise.all([
      repository.payments(db, ids),
      repository.movementsOf(ids),
    ]);
    const without = await repository.paymentsWithoutSession(restaurantId, from, to);
    const names = await repository.staffNames(restaurantId, [
      ...sessions.flatMap((s) => [s.openedByStaffId, s.closedByStaffId]),
      ...without.map((p) => p.takenByStaffId),
    ]);
    const views = [];
    for (const session of sessions) {
      const own = payments.filter((p) => p.sessionId === session.id);
      const movements = allMovements.filter((m) => m.sessionId === session.id);
      const view = await sessionView(
        session,
        registerNames.get(session.registerId) ?? 'Caixa',
        own,
        movements,
        canSeeExpected,
        names,
      );
      views.push({ ...view, salesCents: view.summary ? view.summary.salesCents : null });
    }
    return { views, without, names, timeZone };
  }

  return {
    async registers(restaurantId: string) {
      const [registers, open, closed] = await Promise.all([
        repository.registers(restaurantId),
        repository.openSessions(restaurantId),
        repository.closedSessions(restaurantId),
      ]);
      const names = await repository.staffNames(
        restaurantId,
        open.map((s) => s.openedByStaffId),
      );
      return {
        registers: registers.map((register) => {
          const session = open.find((s) => s.registerId === register.id);
          const last = closed.find((s) => s.registerId === register.id);
          const suggested = last?.counted?.cash ?? 0;
          return {
            id: register.id,
            name: register.name,
            isActive: register.isActive,
            openSession: session
              ? {
                  id: session.id,
                  openedAt: session.openedAt.toISOString(),
                  openedBy: {
                    by: session.openedBy,
                    staffId: session.openedByStaffId,
                    name: whoName(names, session.openedBy, session.openedByStaffId),
                  },
                }
              : null,
            suggestedFloatCents: suggested,
            suggestedFloat: centsToDecimal(suggested),
          };
        }),
      };
    },

    async createRegister(restaurantId: string, name: string) {
      const count = (await repository.registers(restaurantId)).length;
      let row: RegisterRow | undefined;
      try {
        [row] = await db
          .insert(cashRegisters)
          .values({ restaurantId, name: name.trim(), position: count })
          .returning();
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(REGISTER_NAME_TAKEN);
        throw error;
      }
      return this.registerById(restaurantId, row!.id);
    },

    async registerById(restaurantId: string, registerId: string) {
      const { registers } = await this.registers(restaurantId);
      const found = registers.find((r) => r.id === registerId);
      if (!found) throw notFound(REGISTER_NOT_FOUND);
      return found;
    },

    async updateRegister(
      restaurantId: string,
      registerId: string,
      patch: { name?: string; isActive?: boolean },
    ) {
      const register = await repository.register(db, restaurantId, registerId);
      if (!register) throw notFound(REGISTER_NOT_FOUND);
      if (patch.isActive === false) {
        const open = await repository.openSessions(restaurantId);
        if (open.some((s) => s.registerId === registerId)) throw conflict(CLOSE_BEFORE_DEACTIVATING);
      }
      try {
        await db
          .update(cashRegisters)
          .set({
            ...(patch.name !== undefined && { name: patch.name.trim() }),
            ...(patch.isActive !== undefined && { isActive: patch.isActive }),
            updatedAt: new Date(),
          })
          .where(eq(cashRegisters.id, registerId));
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(REGISTER_NAME_TAKEN);
        throw error;
      }
      return this.registerById(restaurantId, registerId);
    },

    /** Opens a session with its float; a second open on the same register is a 409 (the partial unique index). */
    async open(
      restaurantId: string,
      registerId: string,
      openingFloatCents: number,
      actor: RegisterActor,
      canSeeExpected: boolean,
    ) {
      const check = checkOpeningFloat(openingFloatCents);
      if (!check.ok) throw badRequest(check.error, { openingFloat: check.error });
      const { by, staffId } = actorOf(actor);
      let sessionId: string;
      try {
        sessionId = await db.transaction(async (tx) => {
          const register = await repository.register(tx, restaurantId, registerId);
          if (!register) throw notFound(REGISTER_NOT_FOUND);
          if (!register.isActive) throw conflict(REGISTER_INACTIVE);
          const [session] = await tx
            .insert(registerSessions)
            .values({ restaurantId, registerId, openingFloatCents, openedBy: by, openedByStaffId: staffId })
            .onConflictDoNothing()
            .returning({ id: registerSessions.id });
          if (!session) throw conflict(ALREADY_OPEN);
          await tx
            .insert(registerSessionEvents)
            .values({ sessionId: session.id, kind: 'abertura', madeBy: by, madeByStaffId: staffId });
          return session.id;
        });
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(ALREADY_OPEN);
        throw error;
      }
      return (await detail(restaurantId, sessionId, canSeeExpected)).view;
    },

    async sessions(
      restaurantId: string,
      query: { from?: string; to?: string; registerId?: string; status?: 'aberto' | 'fechado' },
      canSeeExpected: boolean,
    ) {
      const { views, without, names } = await sessionList(restaurantId, query, canSeeExpected);
      return {
        sessions: views,
        withoutSession: {
          label: WITHOUT_SESSION_LABEL,
          totalCents: without.reduce((sum, p) => sum + p.amountCents, 0),
          payments: without.map((p) => paymentView(p, names)),
        },
      };
    },

    async session(restaurantId: string, sessionId: string, canSeeExpected: boolean) {
      const { view, payments, movements, events, names } = await detail(
        restaurantId,
        sessionId,
        canSeeExpected,
      );
      return {
        ...view,
        payments: payments.map((p) => paymentView(p, names)),
        movements: movements.map((m) => movementView(m, names)),
        events: events.map((e) => ({
          id: e.id,
          kind: e.kind,
          reason: e.reason,
          madeBy: { by: e.madeBy, staffId: e.madeByStaffId, name: whoName(names, e.madeBy, e.madeByStaffId) },
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },

    /**
     * A 'sangria' or 'suprimento', under the session's row lock: a withdrawal takes at most the cash
     * the drawer should hold now. A repeated `Idempotency-Key` answers the movement already made.
     */
    async move(
      restaurantId: string,
      sessionId: string,
      movement: { kind: MovementKind; amountCents: number; reason: string },
      /** As the route read it (lib/idempotency-key): trimmed, 1 to 100 characters, or null. */
      idempotencyKey: string | null,
      actor: RegisterActor,
    ) {
      const { by, staffId } = actorOf(actor);
      const result = await db.transaction(async (tx) => {
        const existing = await repository.session(tx, restaurantId, sessionId, true);
        if (!existing) throw notFound(SESSION_NOT_FOUND);
        if (idempotencyKey !== null) {
          const [done] = await tx
            .select()
            .from(registerMovements)
            .where(
              and(
                eq(registerMovements.sessionId, sessionId),
                eq(registerMovements.idempotencyKey, idempotencyKey),
              ),
            );
          if (done) return { row: done, replayed: true };
        }
        if (existing.status !== 'aberto') throw conflict(SESSION_CLOSED);
        const [payments, movements] = await Promise.all([
          repository.payments(tx, [sessionId]),
          repository.movements(tx, sessionId),
        ]);
        const summary = summarizeSession({
          openingFloatCents: existing.openingFloatCents,
          payments: payments.map(asPayment),
          movements: movements.map(asMovement),
        });
        const check = checkMovement(movement, summary.expected.cash);
        if (!check.ok) throw badRequest(check.error);
        const [row] = await tx
          .insert(registerMovements)
          .values({
            restaurantId,
            sessionId,
            kind: movement.kind,
            amountCents: movement.amountCents,
            reason: movement.reason.trim(),
            madeBy: by,
            madeByStaffId: staffId,
            idempotencyKey,
          })
          .returning();
        return { row: row!, replayed: false };
      });
      const names = await repository.staffNames(restaurantId, [result.row.madeByStaffId]);
      return { movement: movementView(result.row, names), replayed: result.replayed };
    },

    /**
     * The blind count: the figures are summed under the session's row lock (a payment landing now
     * waits, then finds the session closed), stored as they were, and answered.
     */
    async close(
      restaurantId: string,
      sessionId: string,
      counted: Record<CountedMethod, number>,
      note: string | undefined,
      actor: RegisterActor,
    ) {
      const check = checkCount(counted);
      if (!check.ok) throw badRequest(check.error);
      const { by, staffId } = actorOf(actor);
      await db.transaction(async (tx) => {
        const session = await lockOpenSession(tx, restaurantId, sessionId);
        const [payments, movements] = await Promise.all([
          repository.payments(tx, [sessionId]),
          repository.movements(tx, sessionId),
        ]);
        const summary = summarizeSession({
          openingFloatCents: session.openingFloatCents,
          payments: payments.map(asPayment),
          movements: movements.map(asMovement),
        });
        const closing = closeSession(summary.expected, counted);
        const now = new Date();
        await tx
          .update(registerSessions)
          .set({
            status: 'fechado',
            closedAt: now,
            closedBy: by,
            closedByStaffId: staffId,
            counted: Object.fromEntries(COUNTED_METHODS.map((m) => [m, counted[m]])) as Record<
              CountedMethod,
              number
            >,
            expected: summary.expected,
            differenceCents: closing.differenceCents,
            closingNote: note?.trim() || null,
            updatedAt: now,
          })
          .where(eq(registerSessions.id, sessionId));
        await tx
          .insert(registerSessionEvents)
          .values({ sessionId, kind: 'fechamento', madeBy: by, madeByStaffId: staffId, createdAt: now });
      });
      const { view } = await detail(restaurantId, sessionId, true);
      return { session: view, closing: view.closing! };
    },

    /**
     * Reopens the register's last session with a reason (Gerente, Dono), while no other session is
     * open on it; the next close counts again. The reopening stays in the session's history.
     */
    async reopen(restaurantId: string, sessionId: string, reason: string, actor: RegisterActor) {
      const check = checkReopenReason(reason);
      if (!check.ok) throw badRequest(check.error, { reason: check.error });
      const { by, staffId } = actorOf(actor);
      try {
        await db.transaction(async (tx) => {
          const session = await repository.session(tx, restaurantId, sessionId, true);
          if (!session) throw notFound(SESSION_NOT_FOUND);
          if (session.status !== 'fechado') throw conflict(SESSION_STILL_OPEN);
          const [last] = await tx
            .select({ id: registerSessions.id })
            .from(registerSessions)
            .where(eq(registerSessions.registerId, session.registerId))
            .orderBy(desc(registerSessions.openedAt))
            .limit(1);
          if (last?.id !== session.id) throw conflict(NOT_LAST_SESSION);
          const now = new Date();
          await tx
            .update(registerSessions)
            .set({ status: 'aberto', updatedAt: now })
            .where(eq(registerSessions.id, sessionId));
          await tx.insert(registerSessionEvents).values({
            sessionId,
            kind: 'reabertura',
            reason: reason.trim(),
            madeBy: by,
            madeByStaffId: staffId,
            createdAt: now,
          });
        });
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(NOT_LAST_SESSION);
        throw error;
      }
      return (await detail(restaurantId, sessionId, true)).view;
    },

    /** The sessions of the period as Brazilian Excel opens them; an open session's figures stay blind. */
    async exportCsv(
      restaurantId: string,
      query: { from?: string; to?: string; registerId?: string; status?: 'aberto' | 'fechado' },
      canSeeExpected: boolean,
    ) {
      const { views, timeZone } = await sessionList(restaurantId, query, canSeeExpected);
      const money = (cents: number | null | undefined) =>
        cents === null || cents === undefined ? null : decimalComma(centsToDecimal(cents));
      const header = [
        'Caixa',
        'Situação',
        'Aberto em',
        'Aberto por',
        'Fechado em',
        'Fechado por',
        'Troco inicial',
        'Vendas',
        'Pago online',
        'Sangrias',
        'Suprimentos',
        'Troco dado',
        ...COUNTED_METHODS.flatMap((m) => [
          `${REGISTER_METHOD_LABELS[m]} contado`,
          `${REGISTER_METHOD_LABELS[m]} esperado`,
        ]),
        'Diferença',
        'Observação',
      ];
      const rows = views.map((view) => {
        const lines = new Map((view.closing?.lines ?? []).map((line) => [line.method, line]));
        return [
          view.registerName,
          view.status === 'aberto' ? 'Aberto' : 'Fechado',
          formatDateTime(view.openedAt, timeZone),
          view.openedBy.name,
          view.closedAt ? formatDateTime(view.closedAt, timeZone) : null,
          view.closedBy?.name ?? null,
          money(view.openingFloatCents),
          money(view.summary?.salesCents),
          money(view.summary?.onlineCents),
          money(view.summary?.withdrawalsCents),
          money(view.summary?.topUpsCents),
          money(view.summary?.changeGivenCents),
          ...COUNTED_METHODS.flatMap((m) => [
            money(lines.get(m)?.countedCents),
            money(lines.get(m)?.expectedCents),
          ]),
          money(view.differenceCents),
          view.note,
        ];
      });
      return toBrazilianCsv(header, rows);
    },

    /** The closing report's rows; an open session's only to whoever may see its expected figures. */
    async report(restaurantId: string, sessionId: string, paper: '80mm' | '58mm', canSeeExpected: boolean) {
      const { session, view, movements, events, names, payments } = await detail(
        restaurantId,
        sessionId,
        canSeeExpected,
      );
      if (!view.summary) throw new HttpError(409, REPORT_AFTER_CLOSING);
      const restaurant = await repository.restaurant(restaurantId);
      const closing = view.closing
        ? { lines: view.closing.lines, differenceCents: view.closing.differenceCents }
        : null;
      return closingReportRows({
        restaurantName: restaurant?.name ?? '',
        registerName: view.registerName,
        openedAt: session.openedAt,
        openedByName: view.openedBy.name,
        closedAt: view.closedAt,
        closedByName: view.closedBy?.name ?? null,
        printedAt: new Date(),
        timeZone: restaurant?.timeZone,
        openingFloatCents: session.openingFloatCents,
        summary: summarizeSession({
          openingFloatCents: session.openingFloatCents,
          payments: payments.map(asPayment),
          movements: movements.map(asMovement),
        }),
        countsByMethod: countsOf(payments),
        movements: movements.map((m) => ({
          kind: m.kind,
          amountCents: m.amountCents,
          reason: m.reason,
          at: m.createdAt,
          byName: whoName(names, m.madeBy, m.madeByStaffId),
        })),
        closing,
        note: view.note,
        reopenings: events
          .filter((e) => e.kind === 'reabertura')
          .map((e) => ({
            at: e.createdAt,
            byName: whoName(names, e.madeBy, e.madeByStaffId),
            reason: e.reason ?? '',
          })),
        paper,
      });
    },
  };
}
