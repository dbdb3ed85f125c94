import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import type { AdminTabProps } from '../../admin/types';
import { StoreSettingsSections } from '../../store-settings/components/store-settings-sections';
import { useBranding } from '../api/get-branding';
import { BrandingForm } from './branding-form';

/** The 'Visual' tab: the restaurant's identity, then its store settings. */
export function VisualTab({ restaurantId, label }: AdminTabProps) {
  const branding = useBranding(restaurantId);
  return (
    <section aria-label={label} className="flex flex-col gap-6">
      <header>
        <h2 className="text-2xl font-bold text-stone-900">Visual e funcionamento</h2>
        <p className="text-stone-700">Identidade, horários, pausa, tipos de pedido e entrega.</p>
      </header>
      {branding.isPending ? (
        <LoadingState label="Carregando dados do restaurante..." />
      ) : branding.isError ? (
        <ErrorState
          message="Não foi possível carregar os dados do restaurante."
          onRetry={() => branding.refetch()}
        />
      ) : (
        <BrandingForm restaurantId={restaurantId} details={branding.data} />
      )}
      <StoreSettingsSections restaurantId={restaurantId} />
    </section>
  );
}
