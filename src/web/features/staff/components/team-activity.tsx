import { useState } from 'react';
import { formatDateTime } from '../../../../domain/format/format';
import { timeAgo } from '../../../../domain/staff/staff-actions';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { useNow } from '../../../lib/use-now';
import { useStaffActions } from '../api/staff-actions';

/** 'Atividade da equipe': the audit trail, 20 a page, newest first, each line said as a person would. */
export function TeamActivity({ restaurantId }: { restaurantId: string }) {
  const [page, setPage] = useState(1);
  const actions = useStaffActions(restaurantId, page);
  const now = useNow(60_000);
  const timeZone = useRestaurantTimeZone();
  return (
    <section aria-labelledby="team-activity" className="flex flex-col gap-3">
      <h3 id="team-activity" className="text-lg font-semibold text-stone-900">
        Atividade da equipe
      </h3>
      {actions.isPending ? (
        <LoadingState label="Carregando atividade..." />
      ) : actions.isError ? (
        <ErrorState message="Não foi possível carregar a atividade." onRetry={() => actions.refetch()} />
      ) : actions.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-4 text-center text-stone-700">
          Nenhuma ação da equipe ainda. O que cada pessoa fizer no painel aparece aqui.
        </p>
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {actions.data.items.map((action) => (
              <li
                key={action.id}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-3"
              >
                <p className="min-w-0 break-words text-stone-900">
                  <strong className="font-semibold">{action.who}</strong> {action.text}
                </p>
                <time
                  dateTime={action.at}
                  title={formatDateTime(action.at, timeZone)}
                  className="shrink-0 text-sm text-stone-700"
                >
                  {timeAgo(action.at, now)}
                </time>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Mais recentes
            </Button>
            <span className="text-sm text-stone-700">Página {page}</span>
            <Button
              size="sm"
              variant="outline"
              disabled={!actions.data.hasMore}
              onClick={() => setPage(page + 1)}
            >
              Mais antigas
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
