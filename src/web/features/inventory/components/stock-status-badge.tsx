import type { StockStatus } from '../../../../domain/inventory/stock';
import { cn } from '../../../lib/cn';

const STYLES: Record<StockStatus, string> = {
  Baixo: 'bg-red-100 text-red-800 ring-red-300',
  OK: 'bg-green-100 text-green-800 ring-green-300',
  'N/A': 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** Section 4's stock status: 'Baixo', 'OK' or 'N/A'. */
export function StockStatusBadge({ status }: { status: StockStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STYLES[status],
      )}
    >
      {status}
    </span>
  );
}
