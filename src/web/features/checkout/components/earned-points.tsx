import { formatPoints } from '../../../../domain/format/points';
import { type EarningRule, orderPoints } from '../../../../domain/loyalty/loyalty-rules';

/** What this order earns once delivered, by the same rule the ledger credits it with. */
export function EarnedPoints({ totalCents, earning }: { totalCents: number; earning: EarningRule | null }) {
  const points = earning ? orderPoints(totalCents, earning) : 0;
  if (points <= 0) return null;
  return (
    <p className="rounded-lg bg-orange-50 px-3 py-2 text-sm font-medium text-orange-900">
      Este pedido rende +{formatPoints(points)} quando for entregue.
    </p>
  );
}
