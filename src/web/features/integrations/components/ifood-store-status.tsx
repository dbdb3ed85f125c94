import { useIfoodStoreStatus } from '../api/ifood-link';

const TONE = {
  OK: 'text-green-800',
  WARNING: 'text-amber-800',
  CLOSED: 'text-stone-700',
  ERROR: 'text-red-700',
} as const;

/**
 * The linked store's state on iFood (GET /merchants/{id}/status through Comanda): open or closed,
 * per operation, with iFood's own reason. Nothing while it loads; a plain line when iFood cannot say.
 */
export function IfoodStoreStatusLine({ restaurantId }: { restaurantId: string }) {
  const status = useIfoodStoreStatus(restaurantId, true);
  if (status.isPending) return null;
  if (status.isError || !status.data?.state)
    return <p className="text-stone-600">Loja no iFood: sem informação do iFood agora.</p>;
  return (
    <div className="grid gap-0.5">
      <p>
        Loja no iFood:{' '}
        <span className={`font-semibold ${TONE[status.data.state]}`}>{status.data.stateLabel}</span>
      </p>
      {status.data.operations.map((operation) => (
        <p key={operation.operation} className="break-words">
          {operation.operationLabel}: <span className={TONE[operation.state]}>{operation.stateLabel}</span>
          {operation.reason ? ` — ${operation.reason}` : ''}
          {operation.reopenable === false ? ' (o iFood não permite reabrir agora)' : ''}
        </p>
      ))}
    </div>
  );
}
