import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import type { AdminTabProps } from '../../admin/types';
import { useLoyaltySettings } from '../api/get-loyalty-settings';
import { LoyaltySettingsForm } from './loyalty-settings-form';
import { LoyaltyStatsCard } from './loyalty-stats-card';

/** The 'Fidelidade' tab: the program's settings and its statistics, side by side on wide screens. */
export function LoyaltyConfigTab({ restaurantId, label }: AdminTabProps) {
  const overview = useLoyaltySettings(restaurantId);
  return (
    <section aria-label={label} className="flex flex-col gap-6">
      <header>
        <h2 className="text-2xl font-bold text-stone-900">Programa de Fidelidade</h2>
        <p className="text-stone-700">Defina como seus clientes ganham e usam pontos.</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        {overview.isPending ? (
          <LoadingState label="Carregando configurações..." />
        ) : overview.isError ? (
          <ErrorState message="Erro ao carregar as configurações." onRetry={() => overview.refetch()} />
        ) : (
          <LoyaltySettingsForm restaurantId={restaurantId} settings={overview.data.settings} />
        )}
        <LoyaltyStatsCard restaurantId={restaurantId} />
      </div>
    </section>
  );
}
