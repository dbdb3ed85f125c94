/**
 * 'Cozinha' (issue 34, decision 0047): the stations and their printers, where each item is made,
 * the automatic choices, the print agent, printing from this browser (`kitchen.configure`), and the
 * print queue with 'Reimprimir' (`kitchen.reprint`). Only what the acting role may do is drawn
 * (decision 0040); the server checks it again.
 */
import type { Capability } from '../../../../domain/staff/capabilities';
import type { AdminTabProps } from '../../admin/types';
import { useMe } from '../../auth/api/get-me';
import { AgentsCard } from './agents-card';
import { AutomationCard } from './automation-card';
import { BrowserPrinterCard } from './browser-printer-card';
import { PrintQueueCard } from './print-queue-card';
import { RoutingCard } from './routing-card';
import { StationsCard } from './stations-card';

export function KitchenSettingsTab({ restaurantId, label }: AdminTabProps) {
  const me = useMe();
  const capabilities = me.data?.acting?.capabilities;
  const can = (capability: Capability) => !capabilities || capabilities.includes(capability);
  if (me.isPending) return null;
  const configure = can('kitchen.configure');
  return (
    <section aria-labelledby="kitchen-settings-title" className="flex flex-col gap-5">
      <div>
        <h2 id="kitchen-settings-title" className="text-2xl font-bold text-stone-900">
          {label}
        </h2>
        <p className="text-stone-700">
          {configure
            ? 'Praças, impressoras e o que sai em cada uma. Os pedidos confirmados são impressos sem abrir a janela de impressão.'
            : 'Os pedidos enviados às impressoras da cozinha.'}
        </p>
      </div>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        {configure && (
          <div className="flex min-w-0 flex-col gap-5">
            <StationsCard restaurantId={restaurantId} />
            <RoutingCard restaurantId={restaurantId} />
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-5">
          {can('kitchen.reprint') && <PrintQueueCard restaurantId={restaurantId} />}
          {configure && (
            <>
              <AutomationCard restaurantId={restaurantId} />
              <AgentsCard restaurantId={restaurantId} />
              <BrowserPrinterCard restaurantId={restaurantId} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
