import { useKeetaMerchantCheck } from '../api/get-keeta-merchant-check';

/** On the Keeta card: what the owner must still fill in for Keeta to accept the store's document. */
export function KeetaMerchantGaps({ restaurantId }: { restaurantId: string }) {
  const check = useKeetaMerchantCheck(restaurantId);
  const gaps = check.data?.gaps ?? [];
  if (gaps.length === 0) return null;
  return (
    <p role="status" className="text-amber-900">
      A Keeta recusa o cadastro da loja sem {gaps.join(' e ')}.
    </p>
  );
}
