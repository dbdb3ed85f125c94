import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useStoreSettings } from '../api/get-store-settings';
import { DeliveryZonesCard } from './delivery-zones-card';
import { OpeningHoursCard } from './opening-hours-card';
import { OrderSettingsCard } from './order-settings-card';
import { PauseCard } from './pause-card';
import { PixKeyCard } from './pix-key-card';
import { StoreStatus } from './store-status';

/** The 'Visual' tab's store settings: status, pause, hours, order types and payments, PIX key, zones. */
export function StoreSettingsSections({ restaurantId }: { restaurantId: string }) {
  const settings = useStoreSettings(restaurantId);
  if (settings.isPending) return <LoadingState label="Carregando configurações..." />;
  if (settings.isError)
    return (
      <ErrorState message="Não foi possível carregar as configurações." onRetry={() => settings.refetch()} />
    );
  const data = settings.data;
  return (
    <div className="flex flex-col gap-6">
      <StoreStatus settings={data} />
      <PauseCard restaurantId={restaurantId} pausedUntil={data.ordersPausedUntil} />
      <OpeningHoursCard restaurantId={restaurantId} hours={data.openingHours} timeZone={data.timeZone} />
      {/* Removing the PIX key turns PIX off on the server: the form starts again from what is saved. */}
      <OrderSettingsCard key={String(data.acceptsPix)} restaurantId={restaurantId} settings={data} />
      <PixKeyCard restaurantId={restaurantId} />
      <DeliveryZonesCard restaurantId={restaurantId} zones={data.deliveryZones} />
    </div>
  );
}
