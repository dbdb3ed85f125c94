/**
 * The order message the diner sends to the restaurant's WhatsApp (section 2 of the specification):
 * client, phone, type, address or table, numbered items with quantity, unit price, options, notes
 * and subtotal, the delivery fee, the discount and the loyalty reward redeemed, the total, the payment and the
 * general notes, plus the order number and the tracking link. It is built from the server's answer, so its figures are the ones recorded.
 */
import { formatBRL, formatPhone } from '../format/format';
import { parseCents } from '../money/money';
import { optionAnswers } from '../orders/option-answers';
import { DELIVERY_TYPE_LABELS, type DeliveryType } from '../orders/order-status';
import { type CardType, type OrderPaymentMethod, paymentMessageLine } from '../payments/payment-method';
import { draftPhoneDigits } from './customer-phone-draft';

export interface WhatsAppOrderOption {
  groupName: string | null;
  name: string;
  price: string;
}

export interface WhatsAppOrderLine {
  name: string;
  quantity: number;
  /** Unit price with options ("64.90"). */
  price: string;
  notes?: string | null;
  subtotal: string;
  options?: WhatsAppOrderOption[];
}

export interface WhatsAppOrder {
  orderNumber: string;
  customerName: string;
  customerPhone: string;
  deliveryType: DeliveryType;
  deliveryAddress?: string | null;
  tableNumber?: string | null;
  items: WhatsAppOrderLine[];
  subtotal: string;
  deliveryFee: string;
  discountApplied?: string | null;
  /** The loyalty reward redeemed with the order, and the points it used. */
  loyaltyRewardName?: string | null;
  loyaltyPointsUsed?: number;
  total: string;
  notes?: string | null;
  paymentMethod?: OrderPaymentMethod | null;
  cardType?: CardType | null;
  changeFor?: string | null;
  trackingUrl: string;
}

const brl = (decimal: string | null | undefined) => formatBRL(parseCents(decimal ?? '0') ?? 0);

function optionLines(options: readonly WhatsAppOrderOption[]): string[] {
  const label = (option: WhatsAppOrderOption) =>
    (parseCents(option.price) ?? 0) > 0 ? `${option.name} (+${brl(option.price)})` : option.name;
  return optionAnswers(options, label).map((answer) => `   • ${answer}`);
}

function itemLines(item: WhatsAppOrderLine, index: number): string[] {
  return [
    `${index + 1}. ${item.quantity}x ${item.name} - ${brl(item.price)} cada`,
    ...optionLines(item.options ?? []),
    ...(item.notes?.trim() ? [`   Obs.: ${item.notes.trim()}`] : []),
    `   Subtotal: ${brl(item.subtotal)}`,
  ];
}

function placeLine(order: WhatsAppOrder): string[] {
  if (order.deliveryType === 'delivery') return [`*Endereço:* ${order.deliveryAddress ?? ''}`];
  if (order.deliveryType === 'table') return [`*Mesa:* ${order.tableNumber ?? ''}`];
  return [];
}

/** 'Pagamento via PIX', 'Pagamento: Dinheiro — troco para R$ 100,00', ... */
function paymentLines(order: WhatsAppOrder): string[] {
  const line = paymentMessageLine({
    paymentMethod: order.paymentMethod,
    cardType: order.cardType,
    changeFor: order.changeFor,
    deliveryType: order.deliveryType,
  });
  return line ? [line] : [];
}

/** The reward redeemed, so the restaurant hands a gift over or sees why the discount: 'Recompensa: … (80 pontos)'. */
const rewardLine = (name: string, points: number) =>
  `Recompensa: ${name} (${points} ${points === 1 ? 'ponto' : 'pontos'})`;

export function formatWhatsAppMessage(order: WhatsAppOrder): string {
  const discount = parseCents(order.discountApplied ?? '0') ?? 0;
  return [
    `*Novo pedido #${order.orderNumber}*`,
    '',
    `*Cliente:* ${order.customerName}`,
    `*Telefone:* ${formatPhone(order.customerPhone)}`,
    `*Tipo:* ${DELIVERY_TYPE_LABELS[order.deliveryType]}`,
    ...placeLine(order),
    '',
    '*Itens:*',
    ...order.items.flatMap(itemLines),
    '',
    `Subtotal: ${brl(order.subtotal)}`,
    ...(order.deliveryType === 'delivery' ? [`Taxa de entrega: ${brl(order.deliveryFee)}`] : []),
    ...(discount > 0 ? [`Desconto: -${brl(order.discountApplied)}`] : []),
    ...(order.loyaltyRewardName ? [rewardLine(order.loyaltyRewardName, order.loyaltyPointsUsed ?? 0)] : []),
    `*Total: ${brl(order.total)}*`,
    ...paymentLines(order),
    ...(order.notes?.trim() ? ['', `*Observações:* ${order.notes.trim()}`] : []),
    '',
    `Acompanhe seu pedido: ${order.trackingUrl}`,
  ].join('\n');
}

/**
 * https://wa.me/<digits>?text=<message>: the restaurant's number as digits with the country code.
 * The light reading (customer-phone-draft), not libphonenumber-js: this runs in the menu's bundle.
 */
export function whatsappUrl(phone: string, message: string): string {
  return `https://wa.me/${draftPhoneDigits(phone)}?text=${encodeURIComponent(message)}`;
}

/** A phone as stored (digits only) is kept as it is — a foreign one has no 55 to gain — else read. */
const stored = (phone: string) => (/^\d+$/.test(phone.trim()) ? phone.trim() : draftPhoneDigits(phone));

/** The tracking page for a diner's phone, on the site's own address. */
export function trackingUrl(origin: string, customerPhone: string): string {
  return `${origin.replace(/\/$/, '')}/rastrear-pedido?telefone=${stored(customerPhone)}`;
}
