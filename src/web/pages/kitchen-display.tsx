/**
 * The kitchen display (issue 34, decision 0047): '/painel/cozinha' picks a station,
 * '/painel/cozinha/:stationId' is its full-screen display. Whoever holds `kitchen.display` may open
 * it (the Cozinha role is sent here from the panel); a locked panel shows only 'Trocar usuário'.
 */
import { Link, Navigate, useParams } from 'react-router';
import { ErrorState } from '../components/ui/error-state';
import { LoadingState } from '../components/ui/spinner';
import { useMe } from '../features/auth/api/get-me';
import { KdsScreen } from '../features/kitchen-display/components/kds-screen';
import { StationPicker } from '../features/kitchen-display/components/station-picker';
import { ActingBar } from '../features/staff/components/acting-bar';
import { RestaurantTimeZoneProvider } from '../lib/restaurant-time-zone';

export function KitchenDisplayPage() {
  const { stationId } = useParams();
  const me = useMe();
  if (me.isPending) return <LoadingState label="Carregando a tela da cozinha..." />;
  if (me.isError)
    return <ErrorState message="Não foi possível abrir a tela da cozinha." onRetry={() => me.refetch()} />;
  if (me.data === null) return <Navigate to="/login" replace />;
  const restaurantId = me.data.id;
  const acting = me.data.acting;
  const actingBar = acting ? <ActingBar restaurantId={restaurantId} acting={acting} /> : null;
  const allowed = !acting || acting.capabilities.includes('kitchen.display');
  return (
    <RestaurantTimeZoneProvider timeZone={me.data.timeZone}>
      <div className="min-h-dvh bg-stone-950 text-stone-100">
        <title>{`Cozinha | ${me.data.name} | Comanda`}</title>
        {!allowed ? (
          <div className="mx-auto flex max-w-xl flex-col gap-4 p-8">
            <h1 className="text-2xl font-bold">Tela da cozinha</h1>
            <p className="text-lg">
              {acting?.locked
                ? 'Painel bloqueado. Toque em “Trocar usuário” e digite seu PIN para continuar.'
                : 'Seu perfil não tem acesso à tela da cozinha.'}
            </p>
            <div className="rounded-xl bg-white p-3 text-stone-900">{actingBar}</div>
            <Link to={`/admin/${restaurantId}`} className="font-semibold text-amber-300 underline">
              Ir para o painel
            </Link>
          </div>
        ) : stationId ? (
          <KdsScreen
            restaurantId={restaurantId}
            stationId={stationId}
            acting={
              actingBar && <div className="rounded-lg bg-white px-3 py-1 text-stone-900">{actingBar}</div>
            }
          />
        ) : (
          <div className="mx-auto flex max-w-4xl flex-col gap-6 p-6 md:p-10">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h1 className="text-3xl font-bold text-white">Tela da cozinha</h1>
              {acting?.role !== 'cozinha' ? (
                <Link to={`/admin/${restaurantId}`} className="font-semibold text-amber-300 underline">
                  Voltar ao painel
                </Link>
              ) : null}
            </div>
            <p className="text-lg text-stone-200">Qual praça esta tela vai mostrar?</p>
            <StationPicker restaurantId={restaurantId} dark />
            {actingBar && <div className="rounded-xl bg-white p-3 text-stone-900">{actingBar}</div>}
          </div>
        )}
      </div>
    </RestaurantTimeZoneProvider>
  );
}
