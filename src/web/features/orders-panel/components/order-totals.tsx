import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import type { PanelOrder } from '../types';

/**
 * The card's money line: the delivery fee when there is one (a partner's order carries its own,
 * which the lines alone do not explain), then the total.
 */
export function OrderTotals({ order }: { order: Pick<PanelOrder, 'deliveryFee' | 'total'> }) {
  const fee = parseCents(order.deliveryFee) ?? 0;
  return (
    <div className="text-right">
      {fee > 0 && <p className="text-sm text-stone-700">Taxa de entrega {formatBRL(fee)}</p>}
      <p className="text-lg font-bold text-stone-900">Total {formatBRL(parseCents(order.total) ?? 0)}</p>
    </div>
  );
}
