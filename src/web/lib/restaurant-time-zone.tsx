/**
 * The restaurant's time zone for every time the web shows (decision 0014): set once where a screen
 * loads its restaurant (the admin panel, order tracking), read by the components that format a
 * time with `formatTime(at, timeZone)`. Outside a provider, Brasília time, as before zones existed.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_TIME_ZONE, isBrazilTimeZone } from '../../domain/format/time-zones';

const RestaurantTimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE);

export function RestaurantTimeZoneProvider({
  timeZone,
  children,
}: {
  timeZone?: string | null;
  children: ReactNode;
}) {
  const zone = isBrazilTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  return <RestaurantTimeZoneContext.Provider value={zone}>{children}</RestaurantTimeZoneContext.Provider>;
}

export function useRestaurantTimeZone(): string {
  return useContext(RestaurantTimeZoneContext);
}
