/**
 * The kitchen display's rules (issue 34, decision 0047): a ticket's colour by the minutes since it
 * arrived, the 'all day' count of what is still to make, a line as the kitchen reads it, and when a
 * station's work moves its order along (the first line struck through starts it, the last station's
 * 'Pronto' makes it ready). Pure: the server decides with these, the screen draws with them.
 */
import { optionAnswers } from '../orders/option-answers';
import {
  allowedTransitions,
  type DeliveryType,
  ORDER_SOURCE_LABELS,
  type OrderSource,
  type OrderStatus,
} from '../orders/order-status';
import { ROLE_LABELS, type Role } from '../staff/roles';
import { mentionsAllergy, type TicketLine } from './ticket';

export type TicketUrgency = 'normal' | 'atencao' | 'atrasado';

/** Whole minutes since a ticket arrived (never negative: a tablet's clock may run behind). */
export function elapsedMinutes(createdAt: Date | string, now: Date | number): number {
  const since = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime();
  const at = typeof now === 'number' ? now : now.getTime();
  return Math.max(0, Math.floor((at - since) / 60_000));
}

/** Amber ('atencao') from `warnMinutes`, red ('atrasado') from `lateMinutes`. */
export function ticketUrgency(minutes: number, warnMinutes: number, lateMinutes: number): TicketUrgency {
  if (minutes >= lateMinutes) return 'atrasado';
  if (minutes >= warnMinutes) return 'atencao';
  return 'normal';
}

/** 'agora', 'há 12 min', 'há 1 h 05 min': how long a ticket has waited. */
export function waitedLabel(minutes: number): string {
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  return `há ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export interface StoredOption {
  groupName?: string | null;
  name: string;
}

/** A flavour group of a half-and-half pizza, as the owner names it ('Sabores', 'Escolha o sabor'). */
export function isFlavourGroup(groupName: string | null | undefined): boolean {
  return /sabor/i.test(groupName ?? '');
}

/**
 * An order line as the kitchen reads it (the printed ticket's model): flavours each on their own line
 * ('1/2 Calabresa' when two were chosen), the other choices grouped ('Borda: Catupiry'), the note,
 * and whether it warns of an allergy.
 */
export function kitchenLine(line: {
  quantity: number;
  name: string;
  notes: string | null;
  options: readonly StoredOption[];
}): TicketLine {
  const flavourChoices = line.options.filter((option) => isFlavourGroup(option.groupName));
  const others = line.options.filter((option) => !isFlavourGroup(option.groupName));
  const share = flavourChoices.length > 1 ? `1/${flavourChoices.length} ` : '';
  const notes = line.notes?.trim() || null;
  return {
    quantity: line.quantity,
    name: line.name,
    options: optionAnswers(others),
    flavours: flavourChoices.map((option) => `${share}${option.name}`),
    notes,
    allergy: mentionsAllergy(notes),
  };
}

export interface AllDayTicket {
  items: readonly { name: string; quantity: number; done: boolean }[];
}

/**
 * 'All day': how many of each item the open tickets still need (lines struck through left out),
 * most first, then by name.
 */
export function allDayCounts(tickets: readonly AllDayTicket[]): { name: string; quantity: number }[] {
  const counts = new Map<string, number>();
  for (const ticket of tickets)
    for (const item of ticket.items)
      if (!item.done) counts.set(item.name, (counts.get(item.name) ?? 0) + item.quantity);
  return [...counts]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name, 'pt-BR'));
}

/**
 * An order is ready for the kitchen when every station that makes something has bumped it. The
 * counter's copy (a 'caixa' station gets the whole order to pack and charge it) does not hold it
 * back; it decides only for an order no production station received.
 */
export function everyTicketBumped(
  tickets: readonly { bumpedAt: Date | string | null; stationKind?: 'producao' | 'caixa' }[],
): boolean {
  const production = tickets.filter((ticket) => ticket.stationKind !== 'caixa');
  const deciding = production.length > 0 ? production : tickets;
  return deciding.length > 0 && deciding.every((ticket) => ticket.bumpedAt !== null);
}

/**
 * The statuses an order passes through to reach `target` by the panel's own transition table (a
 * confirmed order goes through 'preparing' to 'ready'); empty when it is there already, beyond it,
 * or cannot get there (pending, cancelled, delivered).
 */
export function pathTo(type: DeliveryType, from: OrderStatus, target: 'preparing' | 'ready'): OrderStatus[] {
  const path: OrderStatus[] = [];
  let at = from;
  while (at !== target) {
    const next = allowedTransitions(type, at).find(
      (transition) => transition.to === target || transition.to === 'preparing',
    );
    if (!next || path.includes(next.to)) return [];
    path.push(next.to);
    at = next.to;
  }
  return path;
}

/**
 * The kitchen's work moves a confirmed order to 'preparing' (the first line struck through or a
 * station's 'Pronto'), and, when every station has bumped it and the owner leaves 'Pronto'
 * automatic, on to 'ready'. The statuses to apply, in order.
 */
export function kitchenProgress(
  order: { deliveryType: DeliveryType; status: OrderStatus },
  { allBumped, readyWhenBumped }: { allBumped: boolean; readyWhenBumped: boolean },
): OrderStatus[] {
  if (allBumped && readyWhenBumped) return pathTo(order.deliveryType, order.status, 'ready');
  return pathTo(order.deliveryType, order.status, 'preparing');
}

/** Where the order came from, on the ticket: 'Cardápio digital', 'iFood', 'Garçom: Carlos'. */
export function ticketSourceLabel(order: {
  orderSource: OrderSource;
  takenByName: string | null;
  takenByRole: Role | null;
}): string {
  if (order.orderSource !== 'direct') return ORDER_SOURCE_LABELS[order.orderSource];
  if (order.takenByName)
    return `${order.takenByRole ? ROLE_LABELS[order.takenByRole] : 'Equipe'}: ${order.takenByName}`;
  return 'Cardápio digital';
}

/** How the order leaves the kitchen: 'MESA 7', 'ENTREGA', 'RETIRADA'. */
export function ticketServiceLabel(order: {
  deliveryType: DeliveryType;
  tableNumber: string | null;
}): string {
  if (order.deliveryType === 'table') return order.tableNumber ? `MESA ${order.tableNumber}` : 'MESA';
  return order.deliveryType === 'delivery' ? 'ENTREGA' : 'RETIRADA';
}
