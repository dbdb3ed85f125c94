/**
 * The till's day: choose the register (when there are several), open it with the float the last
 * closing counted, then the open session's sales by method (platforms' online payments apart, never
 * as cash), its 'sangrias' and 'suprimentos', what the drawer should hold, and the blind close.
 * The figures are the server's; a Caixa sees the summary only after closing (the server sends none).
 */
import { useState } from 'react';
import { BILL_PAYMENT_METHODS } from '../../../../domain/bills/bill-payments';
import { formatBRL, formatDateTime, formatTime } from '../../../../domain/format/format';
import { type MovementKind, REGISTER_METHOD_LABELS } from '../../../../domain/register/register-session';
import type { Capability } from '../../../../domain/staff/capabilities';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { FormField } from '../../../components/ui/form-field';
import { NumberInput } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/spinner';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import {
  type CashRegister,
  type Closing,
  type RegisterSession,
  type SessionDetail,
  useOpenSession,
  useRegisters,
  useSession,
} from '../api';
import { CloseForm } from './close-form';
import { ClosingTable } from './closing-table';
import { MovementDialog } from './movement-dialog';
import { PrintReport } from './print-report';
import { ReopenDialog } from './reopen-dialog';

type May = (capability: Capability) => boolean;

export function RegisterDay({ restaurantId, may }: { restaurantId: string; may: May }) {
  const registers = useRegisters(restaurantId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [closed, setClosed] = useState<{ session: RegisterSession; closing: Closing } | null>(null);

  if (registers.isPending) return <LoadingState label="Carregando caixas..." />;
  if (registers.isError)
    return <ErrorState message="Não foi possível carregar os caixas." onRetry={() => registers.refetch()} />;
  const active = registers.data.registers.filter((register) => register.isActive);
  if (active.length === 0)
    return (
      <p className="rounded-xl border border-stone-300 bg-white p-6 text-stone-800">
        Nenhum caixa ativo. Ative ou crie um caixa em “Caixas”.
      </p>
    );
  const register = active.find((candidate) => candidate.id === chosen) ?? active[0]!;
  const justClosed =
    closed && closed.session.registerId === register.id && !register.openSession ? closed : null;

  return (
    <div className="flex flex-col gap-4">
      {active.length > 1 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-stone-900">Caixa</legend>
          <div className="flex flex-wrap gap-2">
            {active.map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                aria-pressed={candidate.id === register.id}
                onClick={() => setChosen(candidate.id)}
                className={cn(
                  'rounded-lg border px-4 py-2 text-left font-semibold',
                  candidate.id === register.id
                    ? 'border-orange-700 bg-orange-50 text-orange-900'
                    : 'border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
                )}
              >
                {candidate.name}
                <span className="block text-sm font-normal text-stone-700">
                  {candidate.openSession ? 'Aberto' : 'Fechado'}
                </span>
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {justClosed && (
        <ClosedResult
          restaurantId={restaurantId}
          result={justClosed}
          may={may}
          onDone={() => setClosed(null)}
        />
      )}
      {register.openSession ? (
        <OpenSession
          key={register.openSession.id}
          restaurantId={restaurantId}
          register={register}
          sessionId={register.openSession.id}
          may={may}
          onClosed={setClosed}
        />
      ) : (
        !justClosed && <Opening key={register.id} restaurantId={restaurantId} register={register} may={may} />
      )}
    </div>
  );
}

/** "150.00" as the server answers it, written as the till types it: "150,00". */
const typed = (decimal: string) => decimal.replace('.', ',');

function Opening({
  restaurantId,
  register,
  may,
}: {
  restaurantId: string;
  register: CashRegister;
  may: May;
}) {
  const [float, setFloat] = useState(typed(register.suggestedFloat));
  const open = useOpenSession(restaurantId);
  const alreadyOpen = isApiError(open.error, 409);

  return (
    <section
      aria-labelledby="opening-title"
      className="rounded-xl border border-stone-300 bg-white p-4 md:p-6"
    >
      <h3 id="opening-title" className="text-xl font-bold text-stone-900">
        {register.name}: caixa fechado
      </h3>
      {may('register.open') ? (
        <form
          className="mt-4 flex flex-col gap-4 sm:max-w-sm"
          onSubmit={(event) => {
            event.preventDefault();
            open.mutate({ registerId: register.id, openingFloat: float.trim() || '0' });
          }}
        >
          <FormField
            id="opening-float"
            label="Troco inicial (R$)"
            hint={
              register.suggestedFloatCents > 0
                ? `Sugerido: ${formatBRL(register.suggestedFloatCents)}, o dinheiro contado no último fechamento.`
                : 'O dinheiro que está na gaveta agora. Zero é permitido.'
            }
          >
            {(describedBy) => (
              <NumberInput
                id="opening-float"
                value={float}
                placeholder="0,00"
                aria-describedby={describedBy}
                onChange={(event) => setFloat(event.target.value)}
              />
            )}
          </FormField>
          {open.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
              {alreadyOpen
                ? `${serverMessage(open.error) ?? 'Este caixa já está aberto.'} Atualizando…`
                : (serverMessage(open.error) ?? 'Não foi possível abrir o caixa. Tente de novo.')}
            </p>
          )}
          <div>
            <Button type="submit" size="lg" disabled={open.isPending}>
              {open.isPending ? 'Abrindo…' : 'Abrir caixa'}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-2 text-stone-800">Peça a quem abre o caixa para abri-lo.</p>
      )}
    </section>
  );
}

function OpenSession({
  restaurantId,
  register,
  sessionId,
  may,
  onClosed,
}: {
  restaurantId: string;
  register: CashRegister;
  sessionId: string;
  may: May;
  onClosed: (result: { session: RegisterSession; closing: Closing }) => void;
}) {
  const session = useSession(restaurantId, sessionId);
  const timeZone = useRestaurantTimeZone();
  const [movement, setMovement] = useState<MovementKind | null>(null);
  const [closing, setClosing] = useState(false);

  if (session.isPending) return <LoadingState label="Carregando o caixa..." />;
  if (session.isError)
    return <ErrorState message="Não foi possível carregar o caixa." onRetry={() => session.refetch()} />;
  const detail = session.data;

  return (
    <section aria-labelledby="session-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h3 id="session-title" className="text-xl font-bold text-stone-900">
            {register.name}: caixa aberto
          </h3>
          <p className="text-stone-800">
            Aberto às {formatTime(detail.openedAt, timeZone)} por {detail.openedBy.name} · troco inicial{' '}
            {formatBRL(detail.openingFloatCents)}
          </p>
        </div>
        {!closing && (
          <div className="flex flex-wrap gap-2">
            {may('register.open') && (
              <>
                <Button variant="outline" onClick={() => setMovement('sangria')}>
                  Sangria
                </Button>
                <Button variant="outline" onClick={() => setMovement('suprimento')}>
                  Suprimento
                </Button>
              </>
            )}
            {may('register.close') && <Button onClick={() => setClosing(true)}>Fechar caixa</Button>}
          </div>
        )}
      </div>
      {closing ? (
        <div className="rounded-xl border border-stone-300 bg-white p-4 md:p-6">
          <CloseForm
            restaurantId={restaurantId}
            sessionId={sessionId}
            onCancel={() => setClosing(false)}
            onClosed={onClosed}
          />
        </div>
      ) : (
        <SessionFigures detail={detail} timeZone={timeZone} />
      )}
      <MovementDialog
        restaurantId={restaurantId}
        sessionId={sessionId}
        kind={movement}
        onClose={() => setMovement(null)}
      />
    </section>
  );
}

/** A label and its amount; an amount going out of the drawer is written '− R$ 40,00', as the movements are. */
function Row({
  label,
  cents,
  out,
  strong,
  tone,
}: {
  label: string;
  cents: number;
  out?: boolean;
  strong?: boolean;
  tone?: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3 py-1.5', strong && 'font-bold')}>
      <dt className="min-w-0 text-stone-800">{label}</dt>
      <dd className={cn('shrink-0 whitespace-nowrap tabular-nums text-stone-900', tone)}>
        {out && cents > 0 ? `− ${formatBRL(cents)}` : formatBRL(cents)}
      </dd>
    </div>
  );
}

function SessionFigures({ detail, timeZone }: { detail: SessionDetail; timeZone: string }) {
  const summary = detail.summary;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {summary ? (
        <>
          <section aria-labelledby="sales-title" className="rounded-xl border border-stone-300 bg-white p-4">
            <h4 id="sales-title" className="text-lg font-bold text-stone-900">
              Vendas do caixa
            </h4>
            <dl className="mt-2 divide-y divide-stone-200">
              {BILL_PAYMENT_METHODS.map((method) => (
                <Row
                  key={method}
                  label={`${REGISTER_METHOD_LABELS[method]} (${summary.countsByMethod[method]})`}
                  cents={summary.salesByMethod[method]}
                />
              ))}
              <Row
                label={`Total (${summary.paymentCount - summary.countsByMethod.online} pagamentos)`}
                cents={summary.salesCents}
                strong
              />
            </dl>
            <div className="mt-4 rounded-lg bg-sky-50 p-3 text-sky-950">
              <dl>
                <Row
                  label={`Pago online pelas plataformas (${summary.countsByMethod.online})`}
                  cents={summary.onlineCents}
                  strong
                />
              </dl>
              <p className="text-sm">
                iFood, Rappi, Keeta e Mercado Pago: não entra na gaveta nem na maquininha.
              </p>
            </div>
          </section>
          <section aria-labelledby="drawer-title" className="rounded-xl border border-stone-300 bg-white p-4">
            <h4 id="drawer-title" className="text-lg font-bold text-stone-900">
              Na gaveta
            </h4>
            <dl className="mt-2 divide-y divide-stone-200">
              <Row label="Troco inicial" cents={detail.openingFloatCents} />
              <Row label="Dinheiro recebido" cents={summary.cashReceivedCents} />
              <Row label="Troco devolvido" cents={summary.changeGivenCents} out />
              <Row label="Suprimentos" cents={summary.topUpsCents} />
              <Row label="Sangrias" cents={summary.withdrawalsCents} out />
              <Row label="Dinheiro esperado na gaveta" cents={summary.expected.cash} strong />
            </dl>
          </section>
        </>
      ) : (
        <p className="rounded-xl border border-stone-300 bg-white p-4 text-stone-800 lg:col-span-2">
          Fechamento cego: as vendas e o valor esperado aparecem depois que você fechar o caixa e contar a
          gaveta.
        </p>
      )}
      <section aria-labelledby="movements-title" className="rounded-xl border border-stone-300 bg-white p-4">
        <h4 id="movements-title" className="text-lg font-bold text-stone-900">
          Sangrias e suprimentos
        </h4>
        {detail.movements.length === 0 ? (
          <p className="mt-2 text-stone-700">Nenhuma sangria ou suprimento nesta sessão.</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200">
            {detail.movements.map((movement) => (
              <li key={movement.id} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">
                    {movement.label} · {formatTime(movement.createdAt, timeZone)}
                  </p>
                  <p className="break-words text-sm text-stone-700">
                    {movement.reason} · {movement.madeBy.name}
                  </p>
                </div>
                <p
                  className={cn(
                    'shrink-0 whitespace-nowrap font-semibold tabular-nums',
                    movement.kind === 'sangria' ? 'text-red-700' : 'text-emerald-800',
                  )}
                >
                  {movement.kind === 'sangria' ? '−' : '+'} {formatBRL(movement.amountCents)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {summary && (
        <section aria-labelledby="payments-title" className="rounded-xl border border-stone-300 bg-white p-4">
          <h4 id="payments-title" className="text-lg font-bold text-stone-900">
            Pagamentos recebidos
          </h4>
          {detail.payments.length === 0 ? (
            <p className="mt-2 text-stone-700">Nenhum pagamento nesta sessão ainda.</p>
          ) : (
            <ul className="mt-2 max-h-80 divide-y divide-stone-200 overflow-y-auto">
              {[...detail.payments].reverse().map((payment) => (
                <li key={payment.id} className="flex items-start justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="font-medium text-stone-900">{payment.methodLabel}</p>
                    <p className="text-sm text-stone-700">
                      {formatDateTime(payment.createdAt, timeZone)} · {payment.takenBy.name}
                      {payment.changeCents > 0 && ` · troco ${formatBRL(payment.changeCents)}`}
                    </p>
                  </div>
                  <p className="shrink-0 whitespace-nowrap font-semibold tabular-nums">
                    {formatBRL(payment.amountCents)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function ClosedResult({
  restaurantId,
  result,
  may,
  onDone,
}: {
  restaurantId: string;
  result: { session: RegisterSession; closing: Closing };
  may: May;
  onDone: () => void;
}) {
  const [reopening, setReopening] = useState(false);
  return (
    <section
      aria-labelledby="closed-title"
      className="flex flex-col gap-4 rounded-xl border border-stone-300 bg-white p-4 md:p-6"
    >
      <div>
        <h3 id="closed-title" className="text-xl font-bold text-stone-900">
          {result.session.registerName}: caixa fechado
        </h3>
        <p className="text-stone-700">Contado, esperado e a diferença de cada forma de pagamento.</p>
      </div>
      <ClosingTable closing={result.closing} />
      <div className="flex flex-wrap items-start gap-2">
        <PrintReport
          restaurantId={restaurantId}
          sessionId={result.session.id}
          followsJobs={may('kitchen.reprint')}
        />
        {may('register.reopen') && (
          <Button variant="outline" onClick={() => setReopening(true)}>
            Reabrir caixa
          </Button>
        )}
        <Button variant="ghost" onClick={onDone}>
          Concluir
        </Button>
      </div>
      <ReopenDialog
        restaurantId={restaurantId}
        session={reopening ? result.session : null}
        onClose={() => setReopening(false)}
        onReopened={onDone}
      />
    </section>
  );
}
