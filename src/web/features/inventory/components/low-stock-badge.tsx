import { useInventory } from '../api/get-inventory';

/**
 * The count of stock-controlled items at or below their minimum, beside the 'Estoque' tab's label,
 * so the owner sees it from any tab. The inventory query refreshes every 30 s and after every
 * stock movement or order confirmation.
 */
export function LowStockBadge({ restaurantId }: { restaurantId: string }) {
  const low = useInventory(restaurantId).data?.counters.lowStock ?? 0;
  if (low === 0) return null;
  const label = low === 1 ? '1 item com estoque baixo' : `${low} itens com estoque baixo`;
  return (
    <span
      title={label}
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
    >
      <span aria-hidden="true">{low}</span>
      <span className="sr-only"> ({label})</span>
    </span>
  );
}
