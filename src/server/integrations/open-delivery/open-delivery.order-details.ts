/**
 * What the kitchen and the courier must know about a Keeta / Open Delivery order beyond its items,
 * as for iFood (ifood.order-details.ts): how it is paid (online, or to collect on delivery with
 * 'Troco para'), the scheduled window, and who delivers it (the marketplace's courier or the
 * restaurant's own). They go into the order's notes, which the panel, the kitchen ticket and the
 * order view already show. Fields from the Order schema of openapi.yaml v1.7.0: `payments`
 * {prepaid, pending, methods[{value, type PREPAID|PENDING, method, changeFor}]}, `orderTiming` and
 * `schedule` {scheduledDateTimeStart, scheduledDateTimeEnd}, `delivery.deliveredBy`
 * MERCHANT|MARKETPLACE; Keeta's order page lists the same (api-docs.mykeeta.com/apis/opendelivery/orderssection.md).
 */
import { formatBRL, formatDateTime, formatTime } from '../../../domain/format/format';
import { reaisToCents } from '../order-import';
import type { OpenDeliveryOrder } from './open-delivery.types';

const METHOD_NAMES: Record<string, string> = {
  CASH: 'dinheiro',
  CREDIT: 'cartão de crédito',
  DEBIT: 'cartão de débito',
  CREDIT_DEBIT: 'cartão',
  MEAL_VOUCHER: 'vale-refeição',
  FOOD_VOUCHER: 'vale-alimentação',
  DIGITAL_WALLET: 'carteira digital',
  PIX: 'PIX',
};

const brl = (reais: number) => formatBRL(reaisToCents(reais));

type Method = NonNullable<OpenDeliveryOrder['payments']>['methods'][number];

function collectLine(method: Method): string {
  const name = METHOD_NAMES[method.method] ?? 'outro meio';
  return method.method === 'CASH' && method.changeFor
    ? `${name} ${brl(method.value)}, Troco para ${brl(method.changeFor)}`
    : `${name} ${brl(method.value)}`;
}

export function openDeliveryDetailNotes(order: OpenDeliveryOrder, platformName: string): string[] {
  const notes: string[] = [];
  const methods = order.payments?.methods ?? [];
  const pending = methods.filter((method) => method.type === 'PENDING');
  if (pending.length) notes.push(`Cobrar na entrega: ${pending.map(collectLine).join(' + ')}`);
  else if (methods.length) notes.push(`Pago online (${platformName})`);
  if (order.orderTiming === 'SCHEDULED' && order.schedule)
    notes.push(
      `Agendado: ${formatDateTime(order.schedule.scheduledDateTimeStart)}–${formatTime(order.schedule.scheduledDateTimeEnd)}`,
    );
  if (order.type === 'DELIVERY' && order.delivery?.deliveredBy)
    notes.push(
      order.delivery.deliveredBy === 'MARKETPLACE'
        ? `Entrega pelo entregador da ${platformName}`
        : 'Entrega pelo restaurante',
    );
  return notes;
}
