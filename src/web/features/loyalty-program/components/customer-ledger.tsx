import { formatDateTime } from '../../../../domain/format/format';
import { formatNumber } from '../../../../domain/format/numbers';
import { TRANSACTION_LABELS } from '../../../../domain/loyalty/loyalty-api';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { useTransactions } from '../api/get-transactions';

/** The customer's ledger history, newest first. */
export function CustomerLedger({ restaurantId, customerId }: { restaurantId: string; customerId: string }) {
  const timeZone = useRestaurantTimeZone();
  const history = useTransactions(restaurantId, customerId);
  return (
    <section aria-labelledby="loyalty-ledger-title" className="flex flex-col gap-2">
      <h3 id="loyalty-ledger-title" className="text-sm font-semibold text-stone-900">
        Histórico de pontos
      </h3>
      {history.isPending ? (
        <LoadingState label="Carregando histórico..." />
      ) : history.isError ? (
        <ErrorState message="Erro ao carregar o histórico." onRetry={() => history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className="text-sm text-stone-700">Nenhuma movimentação de pontos.</p>
      ) : (
        <ul className="max-h-64 divide-y divide-stone-100 overflow-y-auto rounded-xl border border-stone-200">
          {history.data.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 p-3 text-sm">
              <div>
                <p className="font-medium text-stone-900">{TRANSACTION_LABELS[entry.type] ?? entry.type}</p>
                <p className="text-stone-600">
                  {entry.description} · {formatDateTime(entry.createdAt, timeZone)}
                </p>
              </div>
              <span className={entry.points >= 0 ? 'font-bold text-green-800' : 'font-bold text-red-700'}>
                {entry.points > 0 ? `+${formatNumber(entry.points)}` : formatNumber(entry.points)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
