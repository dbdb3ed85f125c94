import { useState } from 'react';
import { formatDateTime } from '../../../../domain/format/format';
import { platformArticles } from '../../../../domain/integrations/platform-article';
import type { IntegrationView } from '../../../../domain/integrations/platforms';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { ConfigureDialog } from './configure-dialog';
import { DisconnectDialog } from './disconnect-dialog';
import { IfoodStoreStatusLine } from './ifood-store-status';
import { KeetaMerchantGaps } from './keeta-merchant-gaps';

const STATUS_LABEL: Record<IntegrationView['status'], string> = {
  active: 'Conectado',
  inactive: 'Desconectado',
  error: 'Com erro',
};

/** 'Keeta · Conectada', 'iFood · Conectado'. */
const statusLabel = (integration: IntegrationView) => {
  const label = STATUS_LABEL[integration.status];
  return platformArticles(integration.platform).the === 'a' ? label.replace(/ado$/, 'ada') : label;
};

/** The active-integrations list: status, last sync, orders received, last error, Configurar, Desconectar. */
export function ActiveIntegrations({
  restaurantId,
  integrations,
}: {
  restaurantId: string;
  integrations: IntegrationView[];
}) {
  const timeZone = useRestaurantTimeZone();
  const [configuring, setConfiguring] = useState<IntegrationView | null>(null);
  const [disconnecting, setDisconnecting] = useState<IntegrationView | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Integrações ativas</CardTitle>
        <CardDescription>Plataformas conectadas ao seu restaurante.</CardDescription>
      </CardHeader>
      <CardContent>
        {integrations.length === 0 ? (
          <p className="text-stone-700">Nenhuma integração conectada ainda.</p>
        ) : (
          <ul className="grid gap-3">
            {integrations.map((integration) => (
              <li
                key={integration.id}
                className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid gap-1 text-sm text-stone-700">
                  <p className="text-base font-semibold text-stone-900">
                    {integration.platformName}{' '}
                    <span className={integration.isActive ? 'text-green-800' : 'text-stone-600'}>
                      · {statusLabel(integration)}
                    </span>
                  </p>
                  <p>
                    Última sincronização:{' '}
                    {integration.lastSync ? formatDateTime(integration.lastSync, timeZone) : 'nunca'}
                  </p>
                  <p>Pedidos recebidos: {integration.ordersReceived}</p>
                  {integration.platform === 'ifood' && integration.isActive && integration.merchantId && (
                    <IfoodStoreStatusLine restaurantId={restaurantId} />
                  )}
                  {/* Only the bare Open Delivery adapter: Comanda onboarded a Keeta store itself (decision 0063). */}
                  {integration.platform !== 'keeta' && integration.merchantUrl && (
                    <p className="break-all">
                      Informe à plataforma — cardápio (GET /merchant): {integration.merchantUrl} · webhook:{' '}
                      {integration.receiveUrl}
                    </p>
                  )}
                  {integration.platform === 'keeta' && integration.merchantId && (
                    <p>Loja na Keeta: {integration.merchantId}</p>
                  )}
                  {integration.platform === 'keeta' && <KeetaMerchantGaps restaurantId={restaurantId} />}
                  {integration.syncErrors && (
                    <p className="text-red-700">Último erro: {integration.syncErrors}</p>
                  )}
                </div>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setConfiguring(integration)}>
                    Configurar
                  </Button>
                  {integration.isActive && (
                    <Button variant="destructive" size="sm" onClick={() => setDisconnecting(integration)}>
                      Desconectar
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {configuring && (
        <ConfigureDialog
          restaurantId={restaurantId}
          integration={configuring}
          onClose={() => setConfiguring(null)}
        />
      )}
      {disconnecting && (
        <DisconnectDialog
          restaurantId={restaurantId}
          integration={disconnecting}
          onClose={() => setDisconnecting(null)}
        />
      )}
    </Card>
  );
}
