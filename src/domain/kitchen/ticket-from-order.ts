/**
 * The ticket a station gets for an order (issue 34, decision 0047): what `ticket-commands.ts` turns
 * into the printer's bytes and the KDS shows. A production station ('cozinha' ticket) gets its own
 * lines; the counter ('balcao' ticket) gets every line with the customer, the address, the payment
 * and change and the totals. Pure: the server reads the rows and hands them here.
 */
import { trackingUrl } from '../cart/whatsapp-message';
import { formatBRL, formatPhone, TIME_ZONE } from '../format/format';
import { parseCents } from '../money/money';
import { type DeliveryAddressDetails, deliveryAddressDetailLines } from '../orders/delivery-address';
import { optionAnswers } from '../orders/option-answers';
import { orderNumber } from '../orders/order-number';
import { type DeliveryType, ORDER_SOURCE_LABELS, type OrderSource } from '../orders/order-status';
import { changeDue, paymentDescription } from '../payments/payment-method';
import { ROLE_LABELS, type Role } from '../staff/roles';
import type { StationKind } from './stations';
import { type KitchenTicket, mentionsAllergy, type TicketCounterDetails, type TicketLine } from './ticket';

/** An option as order_items.options stores it; `groupKind` only on lines written since issue 34. */
export interface StoredOption {
  groupId?: string | null;
  groupName?: string | null;
  /** 'flavors' for a half-and-half group's choice. */
  groupKind?: string | null;
  name: string;
}

export interface TicketOrderLine {
  id: string;
  quantity: number;
  name: string;
  notes: string | null;
  options: readonly StoredOption[];
}

export interface TicketOrder {
  id: string;
  createdAt: Date;
  deliveryType: DeliveryType;
  tableNumber: string | null;
  orderSource: OrderSource;
  takenByName: string | null;
  takenByRole: Role | null;
  customerName: string;
  customerPhone: string;
  deliveryAddress: string | null;
  /** A partner's address in its parts (iFood): printed part by part instead of the one line. */
  deliveryAddressDetails?: DeliveryAddressDetails | null;
  notes: string | null;
  paymentMethod: string | null;
  cardType: string | null;
  /** The card's brand a partner sends (iFood). */
  cardBrand?: string | null;
  changeFor: string | null;
  paidAt: Date | null;
  /** Decimal strings as the orders table keeps them ('54.90'). */
  subtotal: string;
  deliveryFee: string;
  discountApplied: string;
  total: string;
}

export interface TicketFor {
  order: TicketOrder;
  /** The lines this station gets, in the order's line order. */
  lines: readonly TicketOrderLine[];
  station: { name: string; kind: StationKind };
  restaurantName: string;
  timeZone?: string;
  /** The app's public address: delivery tickets carry the diner's tracking link as a QR. */
  publicUrl?: string | null;
  reprint?: boolean;
}

/** A group's name that says it holds flavours, for lines stored before the group's kind was kept. */
const FLAVOUR_GROUP = /\bsabor(es)?\b/i;

function isFlavour(option: StoredOption): boolean {
  if (option.groupKind) return option.groupKind === 'flavors';
  return FLAVOUR_GROUP.test(option.groupName ?? '');
}

/**
 * A line as the kitchen reads it: half-and-half flavours one per line ('1/2 Calabresa'), the other
 * choices by group ('Tamanho: Grande'), the note, and whether it warns of an allergy. A single
 * flavour is no half: it reads as an ordinary choice.
 */
export function ticketLine(line: TicketOrderLine): TicketLine {
  const flavours = line.options.filter(isFlavour);
  const halves = flavours.length > 1 ? flavours : [];
  const rest = line.options.filter((option) => !halves.includes(option));
  const notes = line.notes?.trim() || null;
  return {
    quantity: line.quantity,
    name: line.name,
    options: optionAnswers(rest),
    flavours: halves.map((option) => `1/${halves.length} ${option.name}`),
    notes,
    allergy: mentionsAllergy(notes),
  };
}

/** 'MESA 7', 'ENTREGA', 'RETIRADA'. */
export function serviceLabel(order: Pick<TicketOrder, 'deliveryType' | 'tableNumber'>): string {
  if (order.deliveryType === 'table') return order.tableNumber ? `MESA ${order.tableNumber}` : 'MESA';
  return order.deliveryType === 'delivery' ? 'ENTREGA' : 'RETIRADA';
}

/** 'Cardápio digital', 'iFood', 'Garçom: Carlos', 'Balcão' (the owner's own counter order). */
export function sourceLabel(order: Pick<TicketOrder, 'orderSource' | 'takenByName' | 'takenByRole'>): string {
  if (order.orderSource !== 'direct') return ORDER_SOURCE_LABELS[order.orderSource];
  if (order.takenByName && order.takenByRole)
    return `${ROLE_LABELS[order.takenByRole]}: ${order.takenByName}`;
  if (order.takenByRole) return 'Balcão';
  return 'Cardápio digital';
}

/** 'dd/mm HH:mm' in the restaurant's zone. */
export function ticketTime(date: Date, timeZone: string = TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month} ${parts.hour}:${parts.minute}`;
}

const cents = (decimal: string | null | undefined) => parseCents(decimal ?? '0') ?? 0;

/** The counter's copy: who, where, how they pay and the change to take, and the totals. */
export function counterDetails(order: TicketOrder): TicketCounterDetails {
  const totalCents = cents(order.total);
  const paid = order.paidAt ? ' (pago)' : '';
  const isCash = order.paymentMethod === 'cash';
  const described = isCash
    ? 'Dinheiro'
    : paymentDescription({
        paymentMethod: order.paymentMethod as Parameters<typeof paymentDescription>[0]['paymentMethod'],
        cardType: order.cardType as Parameters<typeof paymentDescription>[0]['cardType'],
        changeFor: order.changeFor,
        deliveryType: order.deliveryType,
      });
  const due = isCash ? changeDue(order.changeFor, totalCents) : null;
  const change =
    due !== null && order.changeFor
      ? `Troco para ${formatBRL(cents(order.changeFor))} (levar ${formatBRL(due)})`
      : null;
  const fee = cents(order.deliveryFee);
  const discount = cents(order.discountApplied);
  const totals = [
    { label: 'Subtotal', amount: formatBRL(cents(order.subtotal)) },
    ...(fee > 0 ? [{ label: 'Taxa de entrega', amount: formatBRL(fee) }] : []),
    ...(discount > 0 ? [{ label: 'Desconto', amount: formatBRL(-discount) }] : []),
    { label: 'Total', amount: formatBRL(totalCents) },
  ];
  // A partner's address comes in parts (number, complement, reference...): those lines, whole.
  // The stored address is one line ('Rua X, 10, ap 3 - Centro'): each part on its own printed line.
  const parts =
    order.deliveryType === 'delivery' ? deliveryAddressDetailLines(order.deliveryAddressDetails) : [];
  const address = parts.length
    ? parts
    : order.deliveryType === 'delivery' && order.deliveryAddress
      ? order.deliveryAddress
          .split(/\s[-–]\s/)
          .map((part) => part.trim())
          .filter(Boolean)
      : [];
  const phone = order.customerPhone.trim();
  return {
    customerName: order.customerName.trim() || null,
    customerPhone: phone ? formatPhone(phone) : null,
    address,
    payment: `${described ?? 'Não informado'}${order.cardBrand ? ` · ${order.cardBrand}` : ''}${paid}`,
    change,
    totals,
  };
}

/** The ticket of an order for one station. */
export function ticketFromOrder(input: TicketFor): KitchenTicket {
  const { order, station } = input;
  const counter = station.kind === 'caixa';
  return {
    kind: counter ? 'balcao' : 'cozinha',
    stationName: station.name,
    restaurantName: input.restaurantName,
    orderNumber: `#${orderNumber(order.id)}`,
    sourceLabel: sourceLabel(order),
    serviceLabel: serviceLabel(order),
    placedAt: ticketTime(order.createdAt, input.timeZone),
    reprint: input.reprint ?? false,
    lines: input.lines.map(ticketLine),
    orderNotes: order.notes?.trim() || null,
    counter: counter ? counterDetails(order) : null,
    trackingUrl:
      order.deliveryType === 'delivery' && input.publicUrl && order.customerPhone.trim()
        ? trackingUrl(input.publicUrl, order.customerPhone)
        : null,
  };
}
