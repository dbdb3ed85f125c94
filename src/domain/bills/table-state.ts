/**
 * The one list of a table's states and the transition table between them (issue 33): the database
 * enum, the labels on the tables map and the server's checks derive from here.
 *
 * | from \ event  | open     | order    | request_bill   | start_closing | reopen   | paid | release* |
 * |---------------|----------|----------|----------------|---------------|----------|------|----------|
 * | free          | occupied | occupied†| –              | –             | –        | –    | –        |
 * | occupied      | –        | occupied | bill_requested | closing       | –        | free | free     |
 * | bill_requested| –        | occupied | –              | closing       | occupied | free | free     |
 * | closing       | –        | –        | –              | closing       | occupied | free | free     |
 *
 * † a QR order opens a free table unless the restaurant's waiters open tables: then it waits.
 * * only with no orders on the bill ('Liberar mesa', a table opened by mistake).
 * A new order while the bill is being closed is refused (the cashier's figures would move under
 * them): the staff reopen the table first, the paid parts stay paid and the rest is split again
 * (bill-split.ts).
 */
import { peopleIssue } from './bill-adjustments';

export const TABLE_STATES = ['free', 'occupied', 'bill_requested', 'closing'] as const;
export type TableState = (typeof TABLE_STATES)[number];

export const TABLE_STATE_LABELS: Record<TableState, string> = {
  free: 'Livre',
  occupied: 'Ocupada',
  bill_requested: 'Conta pedida',
  closing: 'Fechando',
};

export type TableEvent =
  | { type: 'open'; people: number }
  | { type: 'order' }
  | { type: 'request_bill' }
  | { type: 'start_closing' }
  | { type: 'reopen' }
  /** Every part of the bill is paid (bill-payments.ts's `billPaid`). */
  | { type: 'paid' }
  /** 'Liberar mesa': a table opened by mistake, with nothing on its bill. */
  | { type: 'release'; hasOrders: boolean };
export type TableEventType = TableEvent['type'];

export const TABLE_EVENT_LABELS: Record<TableEventType, string> = {
  open: 'Abrir mesa',
  order: 'Novo pedido',
  request_bill: 'Pedir a conta',
  start_closing: 'Fechar conta',
  reopen: 'Reabrir mesa',
  paid: 'Conta paga',
  release: 'Liberar mesa',
};

export interface TableRules {
  /** Orders from the table's QR wait until a waiter opens the table. */
  waiterOpensTables: boolean;
}

export type TableTransition = { ok: true; state: TableState } | { ok: false; error: string };

export const TABLE_ERRORS = {
  alreadyOpen: 'A mesa já está aberta.',
  alreadyFree: 'A mesa já está livre.',
  notOpen: 'A mesa está livre: abra a mesa primeiro.',
  waitForWaiter: 'A mesa ainda não foi aberta: o pedido aguarda o garçom abrir a mesa.',
  closing: 'A conta desta mesa está sendo fechada: reabra a mesa para lançar um novo pedido.',
  billAlreadyRequested: 'A conta já foi pedida.',
  billAlreadyClosing: 'A conta já está sendo fechada.',
  notRequested: 'A mesa já está aberta e a conta não foi pedida.',
  hasOrders: 'A mesa tem pedidos: feche a conta para liberá-la.',
} as const;

const to = (state: TableState): TableTransition => ({ ok: true, state });
const refuse = (error: string): TableTransition => ({ ok: false, error });

export function tableTransition(
  state: TableState,
  event: TableEvent,
  rules: TableRules = { waiterOpensTables: false },
): TableTransition {
  if (state === 'free') return fromFree(event, rules);
  switch (event.type) {
    case 'open':
      return refuse(TABLE_ERRORS.alreadyOpen);
    case 'order':
      return state === 'closing' ? refuse(TABLE_ERRORS.closing) : to('occupied');
    case 'request_bill':
      if (state === 'occupied') return to('bill_requested');
      return refuse(
        state === 'closing' ? TABLE_ERRORS.billAlreadyClosing : TABLE_ERRORS.billAlreadyRequested,
      );
    case 'start_closing':
      return to('closing');
    case 'reopen':
      return state === 'occupied' ? refuse(TABLE_ERRORS.notRequested) : to('occupied');
    case 'paid':
      return to('free');
    case 'release':
      return event.hasOrders ? refuse(TABLE_ERRORS.hasOrders) : to('free');
  }
}

function fromFree(event: TableEvent, rules: TableRules): TableTransition {
  if (event.type === 'open') {
    const issue = peopleIssue(event.people);
    return issue ? refuse(issue) : to('occupied');
  }
  if (event.type === 'order')
    return rules.waiterOpensTables ? refuse(TABLE_ERRORS.waitForWaiter) : to('occupied');
  if (event.type === 'paid' || event.type === 'release') return refuse(TABLE_ERRORS.alreadyFree);
  return refuse(TABLE_ERRORS.notOpen);
}

/** The events a table in this state accepts (the tables map draws its buttons from them). */
export function tableEvents(state: TableState): TableEventType[] {
  const probe: Record<TableEventType, TableEvent> = {
    open: { type: 'open', people: 1 },
    order: { type: 'order' },
    request_bill: { type: 'request_bill' },
    start_closing: { type: 'start_closing' },
    reopen: { type: 'reopen' },
    paid: { type: 'paid' },
    release: { type: 'release', hasOrders: false },
  };
  return (Object.keys(probe) as TableEventType[]).filter((type) => tableTransition(state, probe[type]).ok);
}
