/**
 * The 'Nota fiscal (NFC-e)' tab (issue 35, decision 0052), for who edits the settings: the fiscal
 * profile, the A1 certificate sent to the provider, and each item's tax data.
 */
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import type { AdminTabProps } from '../../admin/types';
import { useFiscalItems, useFiscalProfile } from '../api';
import { CertificateCard } from './certificate-card';
import { ItemsTaxCard } from './items-tax-card';
import { ProfileCard } from './profile-card';

export function FiscalSettingsTab({ restaurantId, label }: AdminTabProps) {
  const profile = useFiscalProfile(restaurantId);
  const items = useFiscalItems(restaurantId);
  return (
    <section aria-label={label} className="flex flex-col gap-6">
      <header>
        <h2 className="text-2xl font-bold text-stone-900">Nota fiscal (NFC-e)</h2>
        <p className="text-stone-700">
          Dados do emissor, certificado digital e os códigos fiscais de cada item para a nota do consumidor.
        </p>
      </header>
      {profile.isPending ? (
        <LoadingState label="Carregando dados fiscais..." />
      ) : profile.isError ? (
        <ErrorState message="Não foi possível carregar os dados fiscais." onRetry={() => profile.refetch()} />
      ) : (
        <>
          <ProfileCard
            key={profile.data?.updatedAt ?? 'novo'}
            restaurantId={restaurantId}
            profile={profile.data}
          />
          <CertificateCard restaurantId={restaurantId} profile={profile.data} />
        </>
      )}
      {items.isPending ? (
        <LoadingState label="Carregando itens do cardápio..." />
      ) : items.isError ? (
        <ErrorState message="Não foi possível carregar os itens." onRetry={() => items.refetch()} />
      ) : (
        <ItemsTaxCard restaurantId={restaurantId} data={items.data} hasProfile={Boolean(profile.data)} />
      )}
    </section>
  );
}
