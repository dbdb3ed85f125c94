import { useState } from 'react';
import type { ConnectablePlatform } from '../../../../domain/integrations/platforms';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import type { AdminTabProps } from '../../admin/types';
import { MercadoPagoCard } from '../../mercadopago/components/mercadopago-card';
import { WhatsAppCard } from '../../whatsapp/components/whatsapp-card';
import { useIntegrations } from '../api/get-integrations';
import { useOrderSourceCounts } from '../api/get-order-source-counts';
import { useIfoodLinkMode } from '../api/ifood-link';
import { ActiveIntegrations } from './active-integrations';
import { ConnectDialog } from './connect-dialog';
import { IfoodCodeLinkDialog } from './ifood-code-link-dialog';
import { IfoodLinkDialog } from './ifood-link-dialog';
import { KeetaConnectDialog } from './keeta-connect-dialog';
import { PlatformCards } from './platform-cards';
import { RappiLinkDialog } from './rappi-link-dialog';
import { SourceCounters } from './source-counters';

/** The 'Integrações' tab: counters by source, platform cards, active integrations and the benefits banner. */
export function IntegrationsTab({ restaurantId, label }: AdminTabProps) {
  const integrations = useIntegrations(restaurantId);
  const counts = useOrderSourceCounts(restaurantId);
  const [connecting, setConnecting] = useState<{ key: ConnectablePlatform; name: string } | null>(null);
  // iFood stores link to Comanda's app (decision 0061): by id (centralized) or by code (distributed).
  const linkMode = useIfoodLinkMode(restaurantId);
  const linkIfood = connecting?.key === 'ifood';
  const byCode = linkMode.data?.appType === 'distributed';
  const ownDialog = linkIfood || connecting?.key === 'keeta' || connecting?.key === 'rappi';
  const unavailable =
    linkMode.data && !linkMode.data.configured
      ? { ifood: 'O Comanda ainda não foi configurado para o iFood neste servidor.' }
      : {};
  return (
    <section aria-label={label} className="flex flex-col gap-6">
      <SourceCounters counts={counts.data} />
      {integrations.isPending && <LoadingState label="Carregando integrações..." />}
      {integrations.isError && (
        <ErrorState
          message="Não foi possível carregar as integrações."
          onRetry={() => integrations.refetch()}
        />
      )}
      {integrations.data && (
        <>
          <PlatformCards
            integrations={integrations.data}
            unavailable={unavailable}
            onConnect={setConnecting}
          />
          <ActiveIntegrations restaurantId={restaurantId} integrations={integrations.data} />
        </>
      )}
      <MercadoPagoCard restaurantId={restaurantId} />
      <WhatsAppCard restaurantId={restaurantId} />
      <aside className="rounded-2xl bg-orange-50 p-6 text-stone-800">
        <h3 className="text-lg font-bold text-stone-900">Por que integrar?</h3>
        <ul className="mt-2 list-disc pl-5">
          <li>Todos os pedidos das plataformas num só painel, com o mesmo fluxo de status.</li>
          <li>Confirmação e despacho enviados automaticamente à plataforma.</li>
          <li>Menos digitação e menos erros: itens, endereço e totais chegam prontos.</li>
        </ul>
      </aside>
      <IfoodLinkDialog
        restaurantId={restaurantId}
        open={linkIfood && !byCode}
        onClose={() => setConnecting(null)}
      />
      <IfoodCodeLinkDialog
        restaurantId={restaurantId}
        open={linkIfood && byCode}
        onClose={() => setConnecting(null)}
      />
      <ConnectDialog
        restaurantId={restaurantId}
        platform={ownDialog ? null : connecting}
        onClose={() => setConnecting(null)}
      />
      <RappiLinkDialog
        restaurantId={restaurantId}
        open={connecting?.key === 'rappi'}
        onClose={() => setConnecting(null)}
      />
      <KeetaConnectDialog
        restaurantId={restaurantId}
        open={connecting?.key === 'keeta'}
        onClose={() => setConnecting(null)}
      />
    </section>
  );
}
