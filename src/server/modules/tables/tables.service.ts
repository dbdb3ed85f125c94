/**
 * Tables, bills and calls (issue 33, decision 0042): the owner configures the tables, staff open
 * them, ask for the bill and correct it, a diner at the table calls the waiter or asks for the bill
 * from the QR menu. The money of a bill is not here: the bill view carries its orders, items and a
 * plain items subtotal, where the bills' money rules (domain/bills) plug in.
 */
import { randomBytes } from 'node:crypto';
import { centsToDecimal, parseCents } from '../../../domain/money/money';
import { parseOrderLines } from '../../../domain/orders/order-lines';
import { orderNumber } from '../../../domain/orders/order-number';
import {
  ITEM_MOVE_REFUSALS,
  itemMoveIssue,
  linePaid,
  splitLineCents,
} from '../../../domain/tables/item-moves';
import {
  BILL_STATUS_LABELS,
  type BillActor,
  billItemsSubtotal,
  CALL_REFUSALS,
  DEFAULT_TABLE_AREA,
  DEFAULT_TABLE_SEATS,
  isOpenBill,
  reconcileTableCount,
  TABLE_REFUSALS,
  TABLE_STATE_LABELS,
  type TableCallKind,
  tableCodeFrom,
  tableCodeMatches,
  tableCountOf,
  tableLabelKey,
  tableNumberOf,
  tableStateOf,
  tableTitle,
} from '../../../domain/tables/tables';
import type {
  CreateTableValues,
  MoveItemValues,
  UpdateTableValues,
} from '../../../domain/tables/tables.schemas';
import type { Db, Tx } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { HttpError, notFound } from '../../lib/http-error';
import { enforceRateLimits, type RateLimitRule } from '../../lib/rate-limit';
import { billClosing, billMoney } from '../bills/bills.service';
import { createOrdersService } from '../orders/orders.service';
import { announceTableCall } from '../realtime/table-call-announcements';
import { openTableBill } from './table-seats';
import { type BillRow, type CallRow, createTablesRepository, type TableRow } from './tables.repository';

export const TABLE_NOT_FOUND = TABLE_REFUSALS.notFound;
export const BILL_NOT_FOUND = 'Conta não encontrada.';
export const LABEL_TAKEN = 'Já existe uma mesa com esse número ou nome.';
export const TABLE_HAS_BILL =
  'A mesa tem uma conta aberta: feche ou transfira a conta antes de desativar a mesa.';
export const TABLE_INACTIVE = 'Esta mesa está desativada.';
export const BILL_NOT_OPEN = 'Esta conta não está mais aberta.';
export const TABLE_TAKEN = 'A mesa de destino já tem uma conta aberta: junte as contas em vez de transferir.';
export const SAME_BILL = 'Escolha outra conta para juntar.';
export const ORDER_NOT_ON_BILL = 'Este pedido não está nesta conta.';
export const CALL_NOT_FOUND = 'Chamado não encontrado.';
export const LINE_NOT_ON_BILL = 'Este item não está nesta conta.';
export const TOO_MANY_CALLS =
  'Muitos chamados desta mesa em pouco tempo. Aguarde um pouco: o garçom já foi avisado.';

/** Calls from one table, and from one client, within a window (decision 0042). */
export const CALL_LIMITS = { perTable: 6, perClient: 12, windowMs: 10 * 60_000 } as const;

/** Who acts on the panel: the owner's account or the staff member the session switched to. */
export interface TablesActor {
  staff: { id: string } | null;
}

const actorOf = (actor: TablesActor): { by: BillActor; staffId: string | null } =>
  actor.staff ? { by: 'equipe', staffId: actor.staff.id } : { by: 'dono', staffId: null };

const newCode = () => tableCodeFrom(randomBytes(8));

function labelTaken(error: unknown): HttpError | null {
  return pgErrorCode(error) === UNIQUE_VIOLATION
    ? new HttpError(409, LABEL_TAKEN, { label: LABEL_TAKEN })
    : null;
}

interface BillSummary {
  orderCount: number;
  itemCount: number;
  subtotalCents: number;
}

export function toTableView(
  table: TableRow,
  bill: BillRow | null,
  summary: BillSummary | undefined,
  calls: CallRow[],
) {
  const state = tableStateOf(bill?.status ?? null);
  return {
    id: table.id,
    label: table.label,
    title: tableTitle(table.label),
    area: table.area,
    seats: table.seats,
    position: table.position,
    isActive: table.isActive,
    code: table.code,
    state,
    stateLabel: TABLE_STATE_LABELS[state],
    bill: bill
      ? {
          id: bill.id,
          status: bill.status,
          people: bill.people,
          openedAt: bill.openedAt.toISOString(),
          billRequestedAt: bill.billRequestedAt?.toISOString() ?? null,
          orderCount: summary?.orderCount ?? 0,
          itemCount: summary?.itemCount ?? 0,
          subtotal: centsToDecimal(summary?.subtotalCents ?? 0),
        }
      : null,
    pendingCalls: calls.map((call) => ({
      id: call.id,
      kind: call.kind,
      createdAt: call.createdAt.toISOString(),
    })),
  };
}

export function createTablesService(db: Db) {
  const repository = createTablesRepository(db);

  /** Item counts and subtotals of open bills, from their orders' lines (cancelled orders left out). */
  async function summaries(billIds: string[]): Promise<Map<string, BillSummary>> {
    const rows = await repository.billLineTotals(billIds);
    const byBill = new Map<
      string,
      Map<string, { status: string; lines: { quantity: number; subtotalCents: number }[] }>
    >();
    for (const row of rows) {
      if (!row.billId) continue;
      const orders = byBill.get(row.billId) ?? new Map();
      byBill.set(row.billId, orders);
      const order = orders.get(row.orderId) ?? { status: row.status, lines: [] };
      orders.set(row.orderId, order);
      order.lines.push({ quantity: row.quantity, subtotalCents: parseCents(row.subtotal) ?? 0 });
    }
    return new Map([...byBill].map(([billId, orders]) => [billId, billItemsSubtotal([...orders.values()])]));
  }

  async function tableView(restaurantId: string, tableId: string, on: Db | Tx = db) {
    const row = await repository.findTable(on, restaurantId, tableId);
    if (!row) throw notFound(TABLE_NOT_FOUND);
    const sums = row.bill ? await summaries([row.bill.id]) : new Map();
    const calls = (await repository.pendingCalls(restaurantId)).filter((call) => call.tableId === tableId);
    return toTableView(row.table, row.bill, row.bill ? sums.get(row.bill.id) : undefined, calls);
  }

  /**
   * `restaurants.table_count` as the tables read it: the highest active numbered table. Written in
   * the caller's transaction, only when it moves (a write bumps the menu version and so the snapshots).
   */
  async function syncTableCount(tx: Tx, restaurantId: string) {
    const tables = await repository.numberedState(tx, restaurantId);
    await repository.setTableCount(tx, restaurantId, tableCountOf(tables));
  }

  async function billOf(restaurantId: string, billId: string) {
    const row = await repository.findBill(db, restaurantId, billId);
    if (!row) throw notFound(BILL_NOT_FOUND);
    return row;
  }

  /**
   * The lines that count on a bill (what the table has had, moved items included) and the items
   * moved onto or off it, with who and when.
   */
  async function linesAndMoves(billId: string) {
    const [rows, moveRows] = await Promise.all([repository.linesOnBill(billId), repository.moves(billId)]);
    const otherBills = [
      ...new Set(moveRows.flatMap((move) => [move.fromBillId, move.toBillId]).filter((id) => id !== billId)),
    ];
    const [labels, names, staff] = await Promise.all([
      repository.tableLabelsOfBills(otherBills),
      repository.lineNames(moveRows.map((move) => move.movedItemId)),
      repository.staffNames(
        moveRows.map((move) => move.movedByStaffId).filter((id): id is string => id !== null),
      ),
    ]);
    const titleOf = (id: string) => {
      const label = labels.find((row) => row.billId === id)?.label;
      return label ? tableTitle(label) : null;
    };
    const lines = rows.map(({ item, orderId, orderBillId, orderCreatedAt }) => ({
      id: item.id,
      orderId,
      orderNumber: orderNumber(orderId),
      orderedAt: orderCreatedAt.toISOString(),
      name: item.name,
      quantity: item.quantity,
      options: optionNames(item.options),
      notes: item.notes,
      subtotal: item.subtotal,
      movedHere: item.billId !== null && item.billId !== orderBillId,
    }));
    const moves = moveRows.map((move) => ({
      id: move.id,
      direction: move.toBillId === billId ? ('in' as const) : ('out' as const),
      orderNumber: orderNumber(move.orderId),
      lineId: move.movedItemId,
      name: names.find((row) => row.id === move.movedItemId)?.name ?? '',
      quantity: move.quantity,
      amount: centsToDecimal(move.amountCents),
      otherTable: titleOf(move.toBillId === billId ? move.fromBillId : move.toBillId),
      at: move.createdAt.toISOString(),
      by: move.movedBy,
      staffId: move.movedByStaffId,
      byName:
        move.movedBy === 'dono'
          ? 'Dono'
          : (staff.find((member) => member.id === move.movedByStaffId)?.name ?? null),
    }));
    return { lines, moves };
  }

  return {
    async list(restaurantId: string) {
      const rows = await repository.tablesWithOpenBills(restaurantId);
      const billIds = rows.flatMap((row) => (row.bill ? [row.bill.id] : []));
      const [sums, calls] = await Promise.all([summaries(billIds), repository.pendingCalls(restaurantId)]);
      return rows.map((row) =>
        toTableView(
          row.table,
          row.bill,
          row.bill ? sums.get(row.bill.id) : undefined,
          calls.filter((call) => call.tableId === row.table.id),
        ),
      );
    },

    async create(restaurantId: string, values: CreateTableValues) {
      try {
        const table = await db.transaction(async (tx) => {
          const restaurant = await repository.lockRestaurant(tx, restaurantId);
          if (!restaurant) throw notFound('Restaurante não encontrado');
          const code =
            values.code === undefined ? (restaurant.tableCodeRequired ? newCode() : null) : values.code;
          const row = await repository.insertTable(tx, {
            restaurantId,
            label: values.label,
            labelKey: tableLabelKey(values.label),
            area: values.area ?? DEFAULT_TABLE_AREA,
            seats: values.seats ?? DEFAULT_TABLE_SEATS,
            // A number sits at its number; a name after the tables there are.
            position:
              values.position ??
              tableNumberOf(values.label) ??
              (await repository.nextPosition(tx, restaurantId)),
            code,
          });
          await syncTableCount(tx, restaurantId);
          return row;
        });
        return toTableView(table, null, undefined, []);
      } catch (error) {
        throw labelTaken(error) ?? error;
      }
    },

    async update(restaurantId: string, tableId: string, values: UpdateTableValues) {
      try {
        await db.transaction(async (tx) => {
          await repository.lockRestaurant(tx, restaurantId);
          const current = await repository.findTable(tx, restaurantId, tableId);
          if (!current) throw notFound(TABLE_NOT_FOUND);
          if (values.isActive === false && current.bill) throw new HttpError(409, TABLE_HAS_BILL);
          await repository.updateTable(tx, restaurantId, tableId, {
            ...(values.label !== undefined && { label: values.label, labelKey: tableLabelKey(values.label) }),
            ...(values.area !== undefined && { area: values.area }),
            ...(values.seats !== undefined && { seats: values.seats }),
            ...(values.position !== undefined && { position: values.position }),
            ...(values.isActive !== undefined && { isActive: values.isActive }),
            ...(values.code !== undefined && { code: values.code }),
            ...(values.newCode && { code: newCode() }),
          });
          await syncTableCount(tx, restaurantId);
        });
      } catch (error) {
        throw labelTaken(error) ?? error;
      }
      return tableView(restaurantId, tableId);
    },

    deactivate(restaurantId: string, tableId: string) {
      return this.update(restaurantId, tableId, { isActive: false });
    },

    /**
     * The old 'Número de mesas' (N), saved through `PUT …/order-settings`: tables 1..N exist and are
     * active, numbered ones above N without an open bill are deactivated; a save that leaves N as it
     * reads changes nothing. Runs in the settings' transaction.
     */
    async applyTableCount(tx: Tx, restaurantId: string, count: number) {
      const restaurant = await repository.lockRestaurant(tx, restaurantId);
      const rows = await repository.numberedState(tx, restaurantId);
      if (tableCountOf(rows) === count) return;
      const numbered = rows.flatMap((row) => {
        const number = tableNumberOf(row.label);
        return number === null
          ? []
          : [{ id: row.id, number, isActive: row.isActive, hasOpenBill: row.billId !== null }];
      });
      const plan = reconcileTableCount(numbered, count);
      for (const number of plan.create)
        await repository.insertTable(tx, {
          restaurantId,
          label: String(number),
          labelKey: String(number),
          area: DEFAULT_TABLE_AREA,
          seats: DEFAULT_TABLE_SEATS,
          position: number,
          code: restaurant?.tableCodeRequired ? newCode() : null,
        });
      for (const id of plan.activate) await repository.updateTable(tx, restaurantId, id, { isActive: true });
      for (const id of plan.deactivate)
        await repository.updateTable(tx, restaurantId, id, { isActive: false });
      await syncTableCount(tx, restaurantId);
    },

    /** 'Código da mesa' turned on: every active table without a code gets one to print. */
    async giveCodes(tx: Tx, restaurantId: string) {
      for (const table of await repository.activeWithoutCode(tx, restaurantId))
        await repository.updateTable(tx, restaurantId, table.id, { code: newCode() });
    },

    /**
     * Opens a table with its number of people (a waiter or above). Idempotent: an open table keeps
     * its bill and takes the new number of people. 201 when it opened now, 200 when it was open.
     */
    async open(restaurantId: string, tableId: string, people: number, actor: TablesActor) {
      const row = await repository.findTable(db, restaurantId, tableId);
      if (!row) throw notFound(TABLE_NOT_FOUND);
      if (!row.table.isActive) throw new HttpError(409, TABLE_INACTIVE);
      const { by, staffId } = actorOf(actor);
      const bill = await openTableBill(db, restaurantId, tableId, {
        openedBy: by,
        openedByStaffId: staffId,
        people,
      });
      if (!bill.opened) await repository.updateBill(db, bill.id, { people });
      return { opened: bill.opened, table: await tableView(restaurantId, tableId) };
    },

    /** 'Pedir a conta' by staff: the bill waits to be closed ('conta pedida'); idempotent. */
    async requestBill(restaurantId: string, billId: string) {
      const { bill } = await billOf(restaurantId, billId);
      await moveToBillRequested(db, bill);
      return this.bill(restaurantId, billId);
    },

    /** The bill: every order with its items and who ordered it, and the plain items subtotal. */
    async bill(restaurantId: string, billId: string) {
      const { bill, table } = await billOf(restaurantId, billId);
      const orderRows = (await repository.billOrders([billId])).map((row) => row.order);
      const ids = orderRows.map((order) => order.id);
      const [takers, removals] = await Promise.all([
        repository.orderTakers(restaurantId, ids),
        repository.removals(billId),
      ]);
      const actors = await repository.staffNames(
        [
          bill.openedByStaffId,
          bill.closedByStaffId,
          ...removals.map((removal) => removal.removedByStaffId),
        ].filter((id): id is string => id !== null),
      );
      const nameOf = (id: string | null) => actors.find((staff) => staff.id === id)?.name ?? null;
      const who = (by: BillActor | null, staffId: string | null) =>
        by === null
          ? null
          : { by, staffId, name: by === 'dono' ? 'Dono' : by === 'equipe' ? nameOf(staffId) : null };
      const orders = orderRows.map((order) => {
        const taker = takers.find((candidate) => candidate.orderId === order.id);
        const removal = removals.find((candidate) => candidate.orderId === order.id);
        return {
          id: order.id,
          orderNumber: orderNumber(order.id),
          status: order.status,
          createdAt: order.createdAt.toISOString(),
          orderedBy: taker
            ? { by: 'equipe' as const, staffId: taker.staffId, name: taker.name }
            : { by: 'cliente' as const, staffId: null, name: order.customerName },
          notes: order.notes,
          items: parseOrderLines(order.items),
          subtotal: order.subtotal,
          removal: removal
            ? {
                reason: removal.reason,
                at: removal.createdAt.toISOString(),
                ...who(removal.removedBy, removal.removedByStaffId)!,
              }
            : null,
        };
      });
      // What counts on this bill: its orders' lines but those moved away, and the lines moved here.
      const [sums, { lines: billLines, moves }] = await Promise.all([
        summaries([billId]),
        linesAndMoves(billId),
      ]);
      const summary = sums.get(billId) ?? { orderCount: 0, itemCount: 0, subtotalCents: 0 };
      const state = tableStateOf(isOpenBill(bill.status) ? bill.status : null);
      return {
        id: bill.id,
        status: bill.status,
        statusLabel: BILL_STATUS_LABELS[bill.status],
        table: { id: table.id, label: table.label, title: tableTitle(table.label), area: table.area, state },
        people: bill.people,
        openedAt: bill.openedAt.toISOString(),
        openedBy: who(bill.openedBy, bill.openedByStaffId)!,
        billRequestedAt: bill.billRequestedAt?.toISOString() ?? null,
        closedAt: bill.closedAt?.toISOString() ?? null,
        closedBy: who(bill.closedBy, bill.closedByStaffId),
        mergedIntoBillId: bill.mergedIntoBillId,
        orders,
        lines: billLines,
        moves,
        orderCount: summary.orderCount,
        itemCount: summary.itemCount,
        // The plain sum of the items: the service charge, couvert and splits come from domain/bills.
        subtotal: centsToDecimal(summary.subtotalCents),
        // The money of closing it: totals, parts, payments, what is left (decision 0043).
        closing: await billClosing(db, bill),
      };
    },

    /**
     * Refuses or removes an order from a bill with a reason: the order is cancelled through the
     * order status rules (its stock and points go back as on any cancellation), and the removal
     * (who, when, why) is kept with the bill.
     */
    async removeOrder(
      restaurantId: string,
      billId: string,
      orderId: string,
      reason: string,
      actor: TablesActor,
    ) {
      await billOf(restaurantId, billId);
      const onBill = (await repository.billOrders([billId])).find((row) => row.order.id === orderId);
      if (!onBill) throw notFound(ORDER_NOT_ON_BILL);
      // Cancelling the order would cancel its lines on another table's bill too.
      const away = await repository.linesMovedAway(orderId, billId);
      if (away.length > 0)
        throw new HttpError(
          409,
          `Parte deste pedido foi transferida para ${away.map(({ label }) => tableTitle(label)).join(', ')}. Traga os itens de volta antes de retirar o pedido.`,
        );
      await createOrdersService(db).advanceOrderStatus(orderId, {
        status: 'cancelled',
        cancellationReason: reason,
      });
      const { by, staffId } = actorOf(actor);
      await repository.insertRemoval({
        restaurantId,
        billId,
        orderId,
        reason,
        removedBy: by,
        removedByStaffId: staffId,
      });
      return this.bill(restaurantId, billId);
    },

    /**
     * 'Transferir item' (decision 0042, "Moving items"): `quantity` units of one line of this bill
     * go to the open bill of `toTableId`. Both bills are locked (in id order), the domain's rules
     * decide, a part of a line becomes its own line with its share of the amount, and the move is
     * recorded with who and when. Answers the source bill.
     */
    async moveItem(restaurantId: string, billId: string, values: MoveItemValues, actor: TablesActor) {
      const { by, staffId } = actorOf(actor);
      const toBillId = await db.transaction(async (tx) => {
        const target = await repository.findTable(tx, restaurantId, values.toTableId);
        if (!target) throw notFound(TABLE_NOT_FOUND);
        if (!target.table.isActive) throw new HttpError(409, TABLE_INACTIVE);
        const targetBillId = target.bill?.id ?? null;
        const ids = [billId, ...(targetBillId && targetBillId !== billId ? [targetBillId] : [])].sort();
        const locked = new Map<string, BillRow | undefined>();
        for (const id of ids) locked.set(id, await repository.lockBill(tx, restaurantId, id));
        const from = locked.get(billId);
        if (!from) throw notFound(BILL_NOT_FOUND);
        const to = targetBillId ? locked.get(targetBillId) : undefined;
        const line = await repository.lockLine(tx, restaurantId, values.lineId);
        if (!line || (line.item.billId ?? line.orderBillId) !== billId) throw notFound(LINE_NOT_ON_BILL);
        const fromMoney = await billMoney(tx, from);
        const issue = itemMoveIssue({
          fromStatus: from.status,
          toStatus: to?.status ?? null,
          sameBill: targetBillId === billId,
          orderCancelled: line.orderStatus === 'cancelled',
          lineQuantity: line.item.quantity,
          quantity: values.quantity,
          paid: linePaid(fromMoney.split, fromMoney.payments, line.item.id),
        });
        if (issue)
          throw new HttpError(
            issue === ITEM_MOVE_REFUSALS.quantity ? 400 : 409,
            issue,
            issue === ITEM_MOVE_REFUSALS.quantity ? { quantity: issue } : undefined,
          );
        const toBill = to!;
        // Back on its order's own bill, the line follows the order again.
        const lineBillId = toBill.id === line.orderBillId ? null : toBill.id;
        const lineCents = parseCents(line.item.subtotal) ?? 0;
        const { movedCents, keptCents } = splitLineCents(lineCents, line.item.quantity, values.quantity);
        let movedItemId = line.item.id;
        if (values.quantity === line.item.quantity) {
          await repository.updateLine(tx, line.item.id, { billId: lineBillId });
        } else {
          const { id: _id, createdAt: _createdAt, ...rest } = line.item;
          await repository.updateLine(tx, line.item.id, {
            quantity: line.item.quantity - values.quantity,
            subtotal: centsToDecimal(keptCents),
          });
          movedItemId = await repository.insertLine(tx, {
            ...rest,
            quantity: values.quantity,
            subtotal: centsToDecimal(movedCents),
            billId: lineBillId,
          });
        }
        await repository.insertMove(tx, {
          restaurantId,
          orderId: line.item.orderId,
          orderItemId: line.item.id,
          movedItemId,
          fromBillId: billId,
          toBillId: toBill.id,
          quantity: values.quantity,
          amountCents: movedCents,
          movedBy: by,
          movedByStaffId: staffId,
        });
        return toBill.id;
      });
      return { bill: await this.bill(restaurantId, billId), toBillId };
    },

    /** Moves a whole open bill to a free table; its orders now name that table. */
    async moveBill(restaurantId: string, billId: string, tableId: string) {
      try {
        await db.transaction(async (tx) => {
          const bill = await repository.lockBill(tx, restaurantId, billId);
          if (!bill) throw notFound(BILL_NOT_FOUND);
          if (!isOpenBill(bill.status)) throw new HttpError(409, BILL_NOT_OPEN);
          const target = await repository.findTable(tx, restaurantId, tableId);
          if (!target) throw notFound(TABLE_NOT_FOUND);
          if (!target.table.isActive) throw new HttpError(409, TABLE_INACTIVE);
          if (target.bill && target.bill.id !== billId) throw new HttpError(409, TABLE_TAKEN);
          await repository.updateBill(tx, billId, { tableId });
          await repository.moveOrders(tx, billId, { billId, tableLabel: target.table.label });
        });
      } catch (error) {
        // Someone opened the target table at the same moment: the one-open-bill index refused it.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new HttpError(409, TABLE_TAKEN);
        throw error;
      }
      return this.bill(restaurantId, billId);
    },

    /** Joins another open bill into this one (two tables together): its orders and people come here. */
    async joinBills(restaurantId: string, billId: string, otherBillId: string, actor: TablesActor) {
      if (billId === otherBillId) throw new HttpError(400, SAME_BILL, { billId: SAME_BILL });
      await db.transaction(async (tx) => {
        // Locked in id order, so two joins of the same pair never wait on each other in a circle.
        const [first, second] = [billId, otherBillId].sort();
        const locked = new Map<string, BillRow | undefined>();
        for (const id of [first!, second!]) locked.set(id, await repository.lockBill(tx, restaurantId, id));
        const into = locked.get(billId);
        const from = locked.get(otherBillId);
        if (!into || !from) throw notFound(BILL_NOT_FOUND);
        if (!isOpenBill(into.status) || !isOpenBill(from.status)) throw new HttpError(409, BILL_NOT_OPEN);
        const table = await repository.findTable(tx, restaurantId, into.tableId);
        await repository.moveOrders(tx, otherBillId, { billId, tableLabel: table!.table.label });
        const { by, staffId } = actorOf(actor);
        await repository.updateBill(tx, otherBillId, {
          status: 'cancelada',
          mergedIntoBillId: billId,
          closedAt: new Date(),
          closedBy: by,
          closedByStaffId: staffId,
        });
        if (from.people !== null || into.people !== null)
          await repository.updateBill(tx, billId, { people: (into.people ?? 0) + (from.people ?? 0) });
      });
      return this.bill(restaurantId, billId);
    },

    async answerCall(restaurantId: string, callId: string, actor: TablesActor) {
      const { by, staffId } = actorOf(actor);
      const answered =
        (await repository.answerCall(restaurantId, callId, { answeredBy: by, answeredByStaffId: staffId })) ??
        (await repository.findCall(restaurantId, callId));
      if (!answered) throw notFound(CALL_NOT_FOUND);
      const table = await repository.findTable(db, restaurantId, answered.tableId);
      await announceTableCall(db, callEvent(answered, table?.table.label ?? ''));
      return toCallView(answered, table?.table.label ?? '');
    },

    /** What the QR menu needs to show 'Mesa 7 · Salão' and whether to ask the table's code. */
    async publicTable(restaurantId: string, label: string) {
      const restaurant = await repository.restaurant(restaurantId);
      if (!restaurant) throw notFound('Restaurante não encontrado');
      const row = await repository.findTableByLabelKey(restaurantId, tableLabelKey(label));
      if (!row?.table.isActive) {
        // A restaurant without tables keeps today's rule: any table number from its QR.
        const number = tableNumberOf(label);
        if (row || number === null || (await repository.hasTables(restaurantId)))
          throw notFound(TABLE_NOT_FOUND);
        return {
          label: String(number),
          title: tableTitle(String(number)),
          area: null,
          codeRequired: false,
          waitsForWaiter: false,
        };
      }
      return {
        label: row.table.label,
        title: tableTitle(row.table.label),
        area: row.table.area,
        codeRequired: restaurant.tableCodeRequired && row.table.code !== null,
        // 'Garçom abre a mesa' and nobody has opened it yet: orders are refused until a waiter does.
        waitsForWaiter: restaurant.tableOpenedByWaiter && row.bill === null,
      };
    },

    /**
     * 'Chamar garçom' or 'Pedir a conta' from the table's QR: rate limited per table and per client,
     * one pending call per table and kind (a repeat answers the pending one), rung on the panel.
     * 'Pedir a conta' moves the open bill to 'conta pedida'.
     */
    async call(
      restaurantId: string,
      label: string,
      request: { kind: TableCallKind; tableCode?: string | null },
      client: string,
    ) {
      const restaurant = await repository.restaurant(restaurantId);
      if (!restaurant) throw notFound('Restaurante não encontrado');
      const row = await repository.findTableByLabelKey(restaurantId, tableLabelKey(label));
      if (!row?.table.isActive) throw notFound(TABLE_NOT_FOUND);
      const { table, bill } = row;
      const rule = (key: string, limit: number): RateLimitRule => ({
        key,
        limit,
        windowMs: CALL_LIMITS.windowMs,
        message: TOO_MANY_CALLS,
      });
      await enforceRateLimits(db, [
        rule(`table-calls:table:${table.id}`, CALL_LIMITS.perTable),
        rule(`table-calls:${restaurantId}:client:${client}`, CALL_LIMITS.perClient),
      ]);
      if (restaurant.tableCodeRequired && table.code) {
        if (!request.tableCode?.trim())
          throw new HttpError(400, TABLE_REFUSALS.codeMissing, { tableCode: TABLE_REFUSALS.codeMissing });
        if (!tableCodeMatches(table.code, request.tableCode))
          throw new HttpError(403, TABLE_REFUSALS.codeWrong, { tableCode: TABLE_REFUSALS.codeWrong });
      }
      if (request.kind === 'bill') {
        if (!bill) throw new HttpError(409, CALL_REFUSALS.noBill);
        await moveToBillRequested(db, bill);
      }
      const created = await repository.insertCall({
        restaurantId,
        tableId: table.id,
        billId: bill?.id ?? null,
        kind: request.kind,
      });
      const call = created ?? (await repository.findPendingCall(table.id, request.kind));
      if (!call) throw new HttpError(409, 'Tente de novo em instantes.');
      if (created) await announceTableCall(db, callEvent(created, table.label));
      return { isNew: Boolean(created), call: toCallView(call, table.label) };
    },
  };
}

/** 'aberta' → 'conta_pedida' (with the moment); already asked: unchanged; being paid: refused. */
async function moveToBillRequested(db: Db, bill: BillRow) {
  if (!isOpenBill(bill.status)) throw new HttpError(409, BILL_NOT_OPEN);
  if (bill.status !== 'aberta') return;
  await createTablesRepository(db).updateBill(db, bill.id, {
    status: 'conta_pedida',
    billRequestedAt: new Date(),
  });
}

/** The chosen options' names of a stored line ([{groupName, name, …}]). */
function optionNames(options: unknown): string[] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((option) =>
    option && typeof option === 'object' && typeof (option as { name?: unknown }).name === 'string'
      ? [(option as { name: string }).name]
      : [],
  );
}

function callEvent(call: CallRow, tableLabel: string) {
  return {
    id: call.id,
    restaurantId: call.restaurantId,
    tableId: call.tableId,
    tableLabel,
    kind: call.kind,
    createdAt: call.createdAt.toISOString(),
    answeredAt: call.answeredAt?.toISOString() ?? null,
  };
}

function toCallView(call: CallRow, tableLabel: string) {
  return {
    id: call.id,
    tableId: call.tableId,
    tableLabel,
    kind: call.kind,
    createdAt: call.createdAt.toISOString(),
    answeredAt: call.answeredAt?.toISOString() ?? null,
  };
}
