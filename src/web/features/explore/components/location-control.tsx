import { LocateFixed, MapPinOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { DinerLocation } from '../hooks/use-geolocation';

/** The location state: ask for it, say it is being read, or offer 'Permitir Localização' when denied. */
export function LocationControl({ location }: { location: DinerLocation }) {
  if (location.status === 'granted' || location.status === 'unsupported') return null;
  if (location.status === 'denied') {
    return (
      <div className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center">
        <p className="flex flex-1 items-start gap-2 text-sm text-stone-700">
          <MapPinOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />A localização está bloqueada.
          Permita o acesso nas configurações do navegador para ver as distâncias.
        </p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Permitir Localização
        </Button>
      </div>
    );
  }
  return (
    <Button
      variant="outline"
      onClick={location.locate}
      disabled={location.status === 'locating'}
      className="self-start"
    >
      <LocateFixed aria-hidden="true" />
      {location.status === 'locating' ? 'Obtendo localização...' : 'Usar minha localização'}
    </Button>
  );
}
