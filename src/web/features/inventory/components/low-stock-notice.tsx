import { AlertTriangle } from 'lucide-react';
import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import { formatStockQuantity } from '../../../../domain/inventory/stock';

/** The items at or below their minimum alert, named, so the owner knows what to buy. */
export function LowStockNotice({ items }: { items: InventoryItemView[] }) {
  const low = items.filter((item) => item.status === 'Baixo');
  if (low.length === 0) return null;
  return (
    <div role="status" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">Estoque baixo: </span>
        {low
          .map((item) => `${item.name} (${formatStockQuantity(item.stockQuantity, item.stockUnit)})`)
          .join(', ')}
      </p>
    </div>
  );
}
