/**
 * A station's kitchen display, full screen on a tablet or a TV (issue 34, decision 0047): tickets in
 * arrival order, the order number large, the table or Entrega/Retirada, the time since it arrived
 * (amber after the owner's warning minutes, red after the late ones), lines struck through with a
 * tap, 'Pronto' to bump, 'Voltar' to bring back the last bumped, and the 'all day' strip.
 */
import { Link } from 'react-router';
import {
  elapsedMinutes,
  type TicketUrgency,
  ticketUrgency,
  waitedLabel,
} from '../../../../domain/kitchen/kds';
import { mentionsAllergy } from '../../../../domain/kitchen/ticket';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { type KdsTicket, type KdsView, useKdsAction, useKdsView } from '../api';
import { useKdsLive } from '../live';

const URGENCY_HEADER: Record<TicketUrgency, string> = {
  normal: 'bg-stone-700 text-white',
  atencao: 'bg-amber-400 text-stone-950',
  atrasado: 'bg-red-700 text-white',
};

const URGENCY_BORDER: Record<TicketUrgency, string> = {
  normal: 'border-stone-600',
  atencao: 'border-amber-400',
  atrasado: 'border-red-600',
};

const URGENCY_TEXT: Record<TicketUrgency, string> = {
  normal: '',
  atencao: 'Atrasando',
  atrasado: 'Atrasado',
};

interface KdsScreenProps {
  restaurantId: string;
  stationId: string;
  /** Who is using it ('Trocar usuário'), composed by the page. */
  acting?: React.ReactNode;
}

export function KdsScreen({ restaurantId, stationId, acting }: KdsScreenProps) {
  const mode = useKdsLive(restaurantId);
  const view = useKdsView(restaurantId, stationId, mode === 'live');
  const action = useKdsAction(restaurantId, stationId);
  const now = useNow(15_000);

  if (view.isPending) return <p className="p-8 text-xl text-stone-200">Carregando a tela da cozinha...</p>;
  if (view.isError)
    return (
      <div className="flex flex-col items-start gap-4 p-8 text-stone-100">
        <p className="text-xl">Não foi possível abrir esta praça.</p>
        <Link to="/painel/cozinha" className="text-lg font-semibold text-amber-300 underline">
          Escolher outra praça
        </Link>
      </div>
    );

  const data = view.data;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-stone-700 bg-stone-900 px-4 py-3">
        <h1 className="text-2xl font-bold text-white md:text-3xl">{data.station.name}</h1>
        <LiveBadge mode={mode} />
        <span className="text-stone-300">
          {data.tickets.length === 1 ? '1 comanda' : `${data.tickets.length} comandas`}
        </span>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {acting}
          <button
            type="button"
            className="h-12 rounded-lg border-2 border-stone-400 px-5 text-lg font-semibold text-white hover:bg-stone-800 disabled:opacity-40"
            disabled={!data.lastBumped || action.isPending}
            onClick={() => action.mutate({ kind: 'recall' })}
          >
            Voltar
          </button>
          <Link
            to="/painel/cozinha"
            className="flex h-12 items-center rounded-lg px-3 text-base font-semibold text-amber-300 underline-offset-4 hover:underline"
          >
            Trocar praça
          </Link>
        </div>
      </header>
      <AllDay allDay={data.allDay} />
      <main className="flex-1 p-3 md:p-4">
        {data.tickets.length === 0 ? (
          <p className="mt-16 text-center text-2xl text-stone-300">Nenhuma comanda aberta nesta praça.</p>
        ) : (
          <ol
            aria-label="Comandas abertas, por ordem de chegada"
            className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,19rem),1fr))] items-start gap-3"
          >
            {data.tickets.map((ticket) => (
              <TicketCard
                key={ticket.id}
                ticket={ticket}
                view={data}
                now={now}
                busy={action.isPending}
                onItem={(itemId, done) => action.mutate({ kind: 'item', ticketId: ticket.id, itemId, done })}
                onBump={() => action.mutate({ kind: 'bump', ticketId: ticket.id })}
              />
            ))}
          </ol>
        )}
      </main>
    </div>
  );
}

function LiveBadge({ mode }: { mode: string }) {
  const live = mode === 'live';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
        live ? 'bg-emerald-900 text-emerald-100' : 'bg-amber-900 text-amber-100',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', live ? 'bg-emerald-400' : 'bg-amber-400')}
      />
      {live ? 'Ao vivo' : 'Reconectando...'}
    </span>
  );
}

function AllDay({ allDay }: { allDay: KdsView['allDay'] }) {
  if (allDay.length === 0) return null;
  return (
    <section
      aria-label="A fazer (todas as comandas)"
      className="border-b border-stone-700 bg-stone-900/60 px-4 py-2"
    >
      <h2 className="sr-only">A fazer</h2>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        <li className="shrink-0 self-center text-sm font-semibold uppercase tracking-wide text-stone-400">
          A fazer
        </li>
        {allDay.map((entry) => (
          <li key={entry.name} className="shrink-0 rounded-lg bg-stone-800 px-3 py-1 text-lg text-white">
            <strong className="text-amber-300">{entry.quantity}×</strong> {entry.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface TicketCardProps {
  ticket: KdsTicket;
  view: KdsView;
  now: Date;
  busy: boolean;
  onItem: (itemId: string, done: boolean) => void;
  onBump: () => void;
}

function TicketCard({ ticket, view, now, busy, onItem, onBump }: TicketCardProps) {
  const minutes = elapsedMinutes(ticket.createdAt, now);
  const urgency = ticketUrgency(minutes, view.warnMinutes, view.lateMinutes);
  // An allergy for the whole order is read before the first line, as the printed ticket warns.
  const orderAllergy = mentionsAllergy(ticket.notes);
  return (
    <li
      aria-label={`Pedido #${ticket.orderNumber}`}
      className={cn('flex flex-col overflow-hidden rounded-xl border-2 bg-stone-50', URGENCY_BORDER[urgency])}
    >
      <div className={cn('flex flex-col gap-1 px-3 py-2', URGENCY_HEADER[urgency])}>
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-3xl font-black tracking-tight">#{ticket.orderNumber}</span>
          <span className="text-xl font-bold">{ticket.serviceLabel}</span>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-base">
          <span>{ticket.sourceLabel}</span>
          <span className="font-semibold" data-urgency={urgency}>
            {URGENCY_TEXT[urgency] && <span className="mr-1 uppercase">{URGENCY_TEXT[urgency]} ·</span>}
            {waitedLabel(minutes)}
          </span>
        </div>
      </div>
      {orderAllergy && (
        <p className="bg-red-700 px-3 py-2 text-lg font-bold text-white">ATENÇÃO: {ticket.notes}</p>
      )}
      <ul className="flex flex-col divide-y divide-stone-200">
        {ticket.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={item.done}
              disabled={busy}
              onClick={() => onItem(item.id, !item.done)}
              className={cn(
                'flex w-full flex-col items-start gap-0.5 px-3 py-2 text-left text-stone-950 hover:bg-stone-200/70',
                item.done && 'bg-stone-200 text-stone-500',
              )}
            >
              <span className={cn('text-xl font-bold', item.done && 'line-through')}>
                {item.quantity}× {item.name}
              </span>
              {item.flavours.map((flavour) => (
                <span key={flavour} className={cn('pl-4 text-lg font-semibold', item.done && 'line-through')}>
                  {flavour}
                </span>
              ))}
              {item.options.map((option) => (
                <span key={option} className={cn('pl-4 text-base', item.done && 'line-through')}>
                  {option}
                </span>
              ))}
              {item.notes &&
                (item.allergy ? (
                  <span className="mt-1 rounded bg-red-700 px-2 py-0.5 text-base font-bold text-white">
                    ATENÇÃO: {item.notes}
                  </span>
                ) : (
                  <span className="pl-4 text-base font-bold">Obs.: {item.notes}</span>
                ))}
            </button>
          </li>
        ))}
      </ul>
      {ticket.notes && !orderAllergy && (
        <p className="border-t border-stone-200 px-3 py-2 text-base font-bold text-stone-950">
          Pedido: {ticket.notes}
        </p>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={onBump}
        className="m-2 h-14 rounded-lg bg-emerald-700 text-xl font-bold text-white hover:bg-emerald-800 disabled:opacity-60"
      >
        Pronto
      </button>
    </li>
  );
}
