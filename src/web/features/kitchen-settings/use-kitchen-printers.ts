/**
 * Whether any active station has a printer: then orders print silently at the stations, and the
 * orders panel's old 'Imprimir automaticamente ao confirmar' (the browser's print dialog) steps
 * aside. Known only to who may read the stations (`kitchen.configure`); undefined otherwise, and
 * the panel keeps its old behaviour.
 */
import { useMe } from '../auth/api/get-me';
import { useStations } from './api';

export function useHasKitchenPrinters(restaurantId: string): boolean | undefined {
  const me = useMe().data;
  const acting = me?.acting;
  // Nothing is asked before the session says who is acting.
  const allowed =
    me !== undefined && me !== null && (!acting || acting.capabilities.includes('kitchen.configure'));
  const stations = useStations(restaurantId, { enabled: allowed });
  if (!allowed || !stations.data) return undefined;
  return stations.data.some((station) => station.isActive && station.printer !== null);
}
