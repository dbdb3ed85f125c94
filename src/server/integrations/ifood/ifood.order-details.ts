/**
 * What the kitchen and the courier must know about an iFood order beyond its items: how it is
 * paid (prepaid online, or to collect on delivery with the change), the benefits (coupons and who
 * pays them), the scheduled delivery window and the localizer code to call the customer. They go
 * into the order's notes, which the panel, the kitchen ticket and the order view already show.
 */
import { formatBRL, formatDateTime, formatTime } from '../../../domain/format/format';
import { reaisToCents } from '../order-import';
import type { IfoodOrder, IfoodPaymentMethod } from './ifood.types';

const METHOD_NAMES: Record<string, string> = {
  CASH: 'dinheiro',
  CREDIT: 'cartão de crédito',
  DEBIT: 'cartão de débito',
  MEAL_VOUCHER: 'vale-refeição',
  FOOD_VOUCHER: 'vale-alimentação',
  GIFT_CARD: 'vale-presente',
  DIGITAL_WALLET: 'carteira digital',
  PIX: 'PIX',
};

const SPONSORS: Record<string, string> = { IFOOD: 'iFood', MERCHANT: 'loja' };

const brl = (reais: number) => formatBRL(reaisToCents(reais));

function collectLine(method: IfoodPaymentMethod): string {
  const brand = method.card?.brand?.trim();
  const name = `${METHOD_NAMES[method.method] ?? 'outro meio'}${brand ? ` ${brand}` : ''}`;
  const change = method.cash?.changeFor;
  return change ? `${name}, troco para ${brl(change)}` : name;
}

export function ifoodPaymentNote(order: IfoodOrder): string | null {
  const methods = order.payments?.methods ?? [];
  if (methods.length === 0) return null;
  const offline = methods.filter((method) => method.type === 'OFFLINE');
  if (offline.length === 0) return 'Pago online pelo iFood';
  return `Cobrar na entrega: ${offline.map(collectLine).join(' + ')}`;
}

export function ifoodDetailNotes(order: IfoodOrder): string[] {
  const notes: string[] = [];
  const payment = ifoodPaymentNote(order);
  if (payment) notes.push(payment);
  for (const benefit of order.benefits ?? []) {
    const sponsors = (benefit.sponsorshipValues ?? [])
      .filter((sponsor) => sponsor.value > 0)
      .map((sponsor) => `${SPONSORS[sponsor.name] ?? sponsor.name} ${brl(sponsor.value)}`);
    notes.push(`Desconto ${brl(benefit.value)}${sponsors.length ? ` (${sponsors.join(', ')})` : ''}`);
  }
  if (order.orderTiming === 'SCHEDULED' && order.schedule)
    notes.push(
      `Agendado: ${formatDateTime(order.schedule.deliveryDateTimeStart)}–${formatTime(order.schedule.deliveryDateTimeEnd)}`,
    );
  const phone = order.customer?.phone;
  if (phone?.localizer) notes.push(`Ligar para ${phone.number ?? 'o iFood'}, localizador ${phone.localizer}`);
  return notes;
}
