/**
 * 'Imprimir por este navegador' (`kitchen.configure`): pairs this browser as a 'navegador' print
 * agent and connects a USB (WebUSB) or serial (Web Serial) printer to it; the stations whose
 * printer is 'Neste navegador (Chrome)' then print here while the panel is open. Hidden, with a line
 * saying why, where the browser has neither WebUSB nor Web Serial.
 */
import { useEffect, useId, useState } from 'react';
import { formatTime } from '../../../../domain/format/format';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { useLocalStore } from '../../../lib/local-store';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { useRevokeAgent, useStations } from '../api';
import { pairThisBrowser } from '../browser-printing/agent';
import { connectPrinter, forgetPrinter, preloadDrivers, usePrinterState } from '../browser-printing/printer';
import { useLastBrowserResult } from '../browser-printing/runner';
import { agentStore } from '../browser-printing/storage';
import { browserPrintSupport } from '../browser-printing/support';
import { KitchenCard } from './kitchen-card';

const BAUD_RATES = [9600, 19_200, 38_400, 57_600, 115_200];

export function BrowserPrinterCard({ restaurantId }: { restaurantId: string }) {
  const support = browserPrintSupport();
  const able = support.usb || support.serial;
  return (
    <KitchenCard
      title="Imprimir por este navegador"
      description="Para a impressora ligada neste computador por USB ou serial, sem instalar o agente."
    >
      {() =>
        able ? (
          <BrowserPrinter restaurantId={restaurantId} usb={support.usb} serial={support.serial} />
        ) : (
          <p className="text-stone-700">
            Imprimir direto do navegador precisa do Chrome ou do Edge num computador. Neste aparelho, use o
            agente de impressão.
          </p>
        )
      }
    </KitchenCard>
  );
}

function BrowserPrinter({
  restaurantId,
  usb,
  serial,
}: {
  restaurantId: string;
  usb: boolean;
  serial: boolean;
}) {
  const id = useId();
  const store = agentStore(restaurantId);
  const credentials = useLocalStore(store);
  const printer = usePrinterState();
  const last = useLastBrowserResult();
  const timeZone = useRestaurantTimeZone();
  const stations = useStations(restaurantId);
  const revoke = useRevokeAgent(restaurantId);
  const [pairing, setPairing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [baudRate, setBaudRate] = useState(9600);
  useEffect(() => preloadDrivers(), []);
  const here = (stations.data ?? []).filter(
    (station) => station.isActive && station.printer?.connection.kind === 'navegador',
  );

  const pair = async () => {
    setPairing(true);
    setError(null);
    try {
      store.set(await pairThisBrowser(restaurantId));
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Não foi possível parear este navegador. Tente de novo.');
    } finally {
      setPairing(false);
    }
  };

  const stop = () => {
    if (!credentials) return;
    revoke.mutate(credentials.agentId, {
      onSettled: () => {
        store.set(null);
        void forgetPrinter(restaurantId);
      },
    });
  };

  if (!credentials)
    return (
      <div className="flex flex-col gap-2">
        <Button className="self-start" disabled={pairing} onClick={() => void pair()}>
          Usar este navegador para imprimir
        </Button>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
            {error}
          </p>
        )}
      </div>
    );

  return (
    <div className="flex flex-col gap-3">
      <p className="text-stone-800">
        Este navegador imprime{' '}
        {here.length > 0
          ? `os pedidos de ${here.map((station) => station.name).join(', ')} enquanto o painel estiver aberto.`
          : 'quando uma praça tiver a impressora “Neste navegador (Chrome)”.'}
      </p>
      {printer.status === 'conectada' ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-green-600 bg-green-50 p-3">
          <p className="min-w-0 break-words font-semibold text-green-900">
            Impressora conectada: {printer.label}
          </p>
          <Button variant="outline" size="sm" onClick={() => void forgetPrinter(restaurantId)}>
            Esquecer impressora
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          {printer.status === 'desconectada' && (
            <p role="alert" className="font-medium text-red-800">
              {printer.label ?? 'A impressora'} está desconectada. Ligue-a de novo ou conecte outra.
            </p>
          )}
          <div className="flex flex-wrap items-end gap-2">
            {usb && (
              <Button
                variant="outline"
                disabled={printer.status === 'conectando'}
                onClick={() => void connectPrinter(restaurantId, 'usb')}
              >
                Conectar impressora USB
              </Button>
            )}
            {serial && (
              <>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-baud`} className="text-sm font-medium text-stone-900">
                    Velocidade da serial
                  </label>
                  <select
                    id={`${id}-baud`}
                    value={baudRate}
                    onChange={(event) => setBaudRate(Number(event.target.value))}
                    className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-stone-900"
                  >
                    {BAUD_RATES.map((rate) => (
                      <option key={rate} value={rate}>
                        {rate.toLocaleString('pt-BR')} bps
                      </option>
                    ))}
                  </select>
                </div>
                <Button
                  variant="outline"
                  disabled={printer.status === 'conectando'}
                  onClick={() => void connectPrinter(restaurantId, 'serial', baudRate)}
                >
                  Conectar impressora serial
                </Button>
              </>
            )}
          </div>
          <p className="text-sm text-stone-700">
            No Windows, o driver da impressora costuma prender a porta USB: escolha a porta serial (COM) que
            ele cria.
          </p>
        </div>
      )}
      {last && (
        <p
          role="status"
          className={last.status === 'falhou' ? 'text-sm text-red-800' : 'text-sm text-stone-700'}
        >
          {last.status === 'impresso'
            ? `Último pedido impresso aqui: ${last.label}, às ${formatTime(new Date(last.at), timeZone)}.`
            : `Falhou ao imprimir ${last.label}: ${last.error ?? 'erro desconhecido'}.`}
        </p>
      )}
      <Button
        variant="ghost"
        className="h-auto min-h-10 self-start whitespace-normal text-left"
        disabled={revoke.isPending}
        onClick={stop}
      >
        Parar de imprimir neste navegador
      </Button>
    </div>
  );
}
