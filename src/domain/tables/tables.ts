/**
 * A restaurant's tables and their bills (issue 33): the words, the states and the rules that decide
 * what a diner at a table's QR may do. Pure: the server's tables module and the panel read the same
 * rules. The money of a bill (service charge, couvert, splits, payments) is `domain/bills/`'s.
 */

/**
 * A bill's life: opened ('aberta'), the table asked for it ('conta_pedida'), being paid
 * ('fechando'), then closed ('fechada') or cancelled ('cancelada', opened by mistake or emptied).
 */
export const BILL_STATUSES = ['aberta', 'conta_pedida', 'fechando', 'fechada', 'cancelada'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** A table has at most one bill in one of these statuses (a partial unique index holds it). */
export const OPEN_BILL_STATUSES = ['aberta', 'conta_pedida', 'fechando'] as const satisfies BillStatus[];
export type OpenBillStatus = (typeof OPEN_BILL_STATUSES)[number];

export function isOpenBill(status: BillStatus): status is OpenBillStatus {
  return (OPEN_BILL_STATUSES as readonly string[]).includes(status);
}

export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  aberta: 'Aberta',
  conta_pedida: 'Conta pedida',
  fechando: 'Fechando',
  fechada: 'Fechada',
  cancelada: 'Cancelada',
};

/** What the tables map shows (the same names as `domain/bills/`' table states). */
export const TABLE_STATES = ['livre', 'ocupada', 'conta_pedida', 'fechando'] as const;
export type TableState = (typeof TABLE_STATES)[number];

export const TABLE_STATE_LABELS: Record<TableState, string> = {
  livre: 'Livre',
  ocupada: 'Ocupada',
  conta_pedida: 'Conta pedida',
  fechando: 'Fechando',
};

/** A table's state from its open bill's status (null: no open bill). */
export function tableStateOf(openBill: BillStatus | null): TableState {
  if (openBill === 'conta_pedida') return 'conta_pedida';
  if (openBill === 'fechando') return 'fechando';
  if (openBill === 'aberta') return 'ocupada';
  return 'livre';
}

/** Who opened or closed a bill: the owner's account, a staff member (by PIN) or a diner's QR order. */
export const BILL_ACTORS = ['dono', 'equipe', 'cliente'] as const;
export type BillActor = (typeof BILL_ACTORS)[number];

/** What a diner at the table can ask from the QR menu. */
export const TABLE_CALL_KINDS = ['waiter', 'bill'] as const;
export type TableCallKind = (typeof TABLE_CALL_KINDS)[number];

export const TABLE_CALL_LABELS: Record<TableCallKind, string> = {
  waiter: 'Chamar garçom',
  bill: 'Pedir a conta',
};

/** The default area of a table, and of the tables made from the old 'Número de mesas'. */
export const DEFAULT_TABLE_AREA = 'Salão';
export const DEFAULT_TABLE_SEATS = 4;
/** A label travels as the order's `tableNumber` (section 7), which takes at most 10 characters. */
export const TABLE_LABEL_MAX = 10;

/**
 * The key a label is unique and looked up by: spaces collapsed, case ignored, and a number read as
 * a number ('07' is table 7), so `?mesa=07`, `?mesa=7` and a label '7' are one table.
 */
export function tableLabelKey(label: string): string {
  const trimmed = label.trim().replace(/\s+/g, ' ').toLowerCase();
  if (/^\d+$/.test(trimmed)) return String(Number(trimmed));
  return trimmed;
}

/** A numbered table's number ('7' → 7), or null for a named one ('Varanda 1'). */
export function tableNumberOf(label: string): number | null {
  const key = tableLabelKey(label);
  return /^\d{1,4}$/.test(key) && Number(key) >= 1 ? Number(key) : null;
}

/** 'Mesa 7' for a number, the name itself otherwise ('Varanda 1'). */
export function tableTitle(label: string): string {
  return tableNumberOf(label) === null ? label : `Mesa ${tableNumberOf(label)}`;
}

/**
 * Table codes: 4 characters without the ones people confuse on a printed card (0/O, 1/I/L, 5/S,
 * 2/Z, 8/B), compared without case or spaces.
 */
export const TABLE_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const TABLE_CODE_LENGTH = 4;

/** A code from random bytes (the caller brings them: crypto on the server). */
export function tableCodeFrom(bytes: Uint8Array): string {
  let code = '';
  for (let index = 0; index < TABLE_CODE_LENGTH; index++) {
    const byte = bytes[index] ?? 0;
    code += TABLE_CODE_ALPHABET[byte % TABLE_CODE_ALPHABET.length];
  }
  return code;
}

export function normalizeTableCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

export function tableCodeMatches(expected: string, given: string | null | undefined): boolean {
  return given !== null && given !== undefined && normalizeTableCode(expected) === normalizeTableCode(given);
}

/** The restaurant's table settings a QR order is admitted by (all off by default). */
export interface TableServiceSettings {
  /** 'Garçom abre a mesa': a QR order for a table not opened by staff is refused. */
  tableOpenedByWaiter: boolean;
  /** 'Código da mesa': a QR order carries the table's short code printed on its card. */
  tableCodeRequired: boolean;
}

export interface TableSeat {
  tableId: string;
  label: string;
  code: string | null;
  /** The table's open bill, if any. */
  bill: { id: string; status: OpenBillStatus } | null;
}

export const TABLE_REFUSALS = {
  notFound: 'Mesa não encontrada.',
  codeMissing: 'Informe o código da mesa: ele está impresso no cartão da mesa.',
  codeWrong: 'Código da mesa incorreto. Confira o código impresso no cartão da mesa.',
  notOpen: (label: string) =>
    `A ${tableTitle(label).replace(/^Mesa/, 'mesa')} ainda não foi aberta pelo garçom. Toque em 'Chamar garçom' para abrir a mesa e envie o pedido de novo.`,
  closing: (label: string) =>
    `A conta da ${tableTitle(label).replace(/^Mesa/, 'mesa')} está sendo fechada: peça ao garçom para lançar o pedido.`,
  billGone: 'A conta desta mesa acabou de ser fechada. Envie o pedido de novo.',
} as const;

/** What placing a table order does: join the open bill, open one, or refuse (status and message). */
export type TableOrderAdmission =
  | { kind: 'join'; billId: string }
  | { kind: 'open' }
  | { kind: 'refuse'; status: 400 | 403 | 409; message: string; field: 'tableNumber' | 'tableCode' };

/**
 * Whether an order for a table is let onto its bill (decision "how a table order is trusted"):
 * - staff (the counter, a waiter) may always add to a table, opening it if needed;
 * - a diner's QR order needs the table's code when the restaurant asks for it;
 * - it joins the open bill, unless the bill is being paid ('fechando');
 * - with no open bill it opens one, unless the restaurant lets only the waiter open tables.
 */
export function admitTableOrder(
  seat: TableSeat | null,
  settings: TableServiceSettings,
  input: { tableCode?: string | null; byStaff: boolean },
): TableOrderAdmission {
  if (!seat) return { kind: 'refuse', status: 400, message: TABLE_REFUSALS.notFound, field: 'tableNumber' };
  if (!input.byStaff && settings.tableCodeRequired && seat.code) {
    if (!input.tableCode?.trim())
      return { kind: 'refuse', status: 400, message: TABLE_REFUSALS.codeMissing, field: 'tableCode' };
    if (!tableCodeMatches(seat.code, input.tableCode))
      return { kind: 'refuse', status: 403, message: TABLE_REFUSALS.codeWrong, field: 'tableCode' };
  }
  if (seat.bill) {
    if (seat.bill.status === 'fechando' && !input.byStaff)
      return {
        kind: 'refuse',
        status: 409,
        message: TABLE_REFUSALS.closing(seat.label),
        field: 'tableNumber',
      };
    return { kind: 'join', billId: seat.bill.id };
  }
  if (!input.byStaff && settings.tableOpenedByWaiter)
    return { kind: 'refuse', status: 409, message: TABLE_REFUSALS.notOpen(seat.label), field: 'tableNumber' };
  return { kind: 'open' };
}

/** A call from the table's QR is accepted only for an active table; 'Pedir a conta' needs an open bill. */
export const CALL_REFUSALS = {
  noBill: "Esta mesa não tem conta aberta. Toque em 'Chamar garçom' se precisar de ajuda.",
} as const;

/**
 * The old setting 'Número de mesas' (N) read against the tables (decision 0042): it reads as the
 * highest active numbered table; saving another N makes tables 1..N exist and be active and
 * deactivates the numbered tables above N that have no open bill. Named tables are never touched.
 */
export interface NumberedTable {
  id: string;
  number: number;
  isActive: boolean;
  hasOpenBill: boolean;
}

export function tableCountOf(tables: { label: string; isActive: boolean }[]): number {
  let highest = 0;
  for (const table of tables) {
    const number = tableNumberOf(table.label);
    if (table.isActive && number !== null && number > highest) highest = number;
  }
  return highest;
}

export function reconcileTableCount(
  numbered: NumberedTable[],
  count: number,
): { create: number[]; activate: string[]; deactivate: string[] } {
  const byNumber = new Map(numbered.map((table) => [table.number, table]));
  const create: number[] = [];
  const activate: string[] = [];
  for (let number = 1; number <= count; number++) {
    const table = byNumber.get(number);
    if (!table) create.push(number);
    else if (!table.isActive) activate.push(table.id);
  }
  const deactivate = numbered
    .filter((table) => table.number > count && table.isActive && !table.hasOpenBill)
    .map((table) => table.id);
  return { create, activate, deactivate };
}

/**
 * A bill's items and their plain subtotal, in cents: every order on it but the cancelled ones
 * (refused or removed). The service charge, couvert, discounts and splits are the bills' money
 * rules (`domain/bills/`), applied on top of this subtotal.
 */
export function billItemsSubtotal(
  orders: { status: string; lines: { quantity: number; subtotalCents: number }[] }[],
): { orderCount: number; itemCount: number; subtotalCents: number } {
  let orderCount = 0;
  let itemCount = 0;
  let subtotalCents = 0;
  for (const order of orders) {
    if (order.status === 'cancelled') continue;
    orderCount += 1;
    for (const line of order.lines) {
      itemCount += line.quantity;
      subtotalCents += line.subtotalCents;
    }
  }
  return { orderCount, itemCount, subtotalCents };
}
