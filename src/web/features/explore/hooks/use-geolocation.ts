import { useCallback, useEffect, useState } from 'react';
import type { Coordinates } from '../../../../domain/geo/distance';

/** Section 4's permission states, plus the moment of asking and browsers without geolocation. */
export type LocationStatus = 'prompt' | 'locating' | 'granted' | 'denied' | 'unsupported';

export interface DinerLocation {
  status: LocationStatus;
  position: Coordinates | null;
  locate(): void;
}

/**
 * The diner's location for distances. Already granted: read at once. Not asked yet: asked only when
 * the diner taps the button (a prompt on page load would be refused by many and annoy the rest).
 */
export function useGeolocation(): DinerLocation {
  const [status, setStatus] = useState<LocationStatus>('prompt');
  const [position, setPosition] = useState<Coordinates | null>(null);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) return setStatus('unsupported');
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setPosition({ latitude: found.coords.latitude, longitude: found.coords.longitude });
        setStatus('granted');
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'prompt'),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  }, []);

  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setStatus('unsupported');
      return;
    }
    let active = true;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => {
        if (!active) return;
        if (permission.state === 'granted') locate();
        if (permission.state === 'denied') setStatus('denied');
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [locate]);

  return { status, position, locate };
}
