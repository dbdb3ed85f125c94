import { useCallback, useEffect, useState } from 'react';
import {
  isSilent,
  type RingSilence,
  type SilenceChoice,
  startSilence,
} from '../../../../domain/orders/ring-silence';
import { createLocalStore, useLocalStore } from '../../../lib/local-store';

function parse(raw: string | null): RingSilence | null {
  try {
    const value = JSON.parse(raw ?? 'null') as RingSilence | null;
    const heard = value?.heard;
    const heardOk = heard === null || (Array.isArray(heard) && heard.every((id) => typeof id === 'string'));
    return value && Number.isFinite(value.until) && heardOk ? value : null;
  } catch {
    return null;
  }
}

/** Kept on this device (and shared by its tabs), so a reload does not undo a silence. */
export const ringSilenceStore = createLocalStore<RingSilence | null>(
  'comanda:panel-silence',
  parse,
  (silence) => JSON.stringify(silence),
  null,
);

/**
 * The new-order ring's silence (domain/orders/ring-silence). It always has an end, so a reload
 * never leaves the kitchen deaf. `waiting` are the ids of the orders waiting for confirmation now.
 */
export function useRingSilence(waiting: readonly string[], shiftEnd: Date | null) {
  const silence = useLocalStore(ringSilenceStore);
  // Re-render when the silence's time is up, so the ring and the notice follow it to the minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!silence) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, silence.until - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [silence]);
  const silent = isSilent(silence, Math.max(now, Date.now()), waiting);
  // A silence that has ended is forgotten: one ended by a new order must not come back when that
  // order is confirmed.
  useEffect(() => {
    if (silence && !silent) ringSilenceStore.set(null);
  }, [silence, silent]);
  const silenceFor = useCallback(
    (choice: SilenceChoice) =>
      ringSilenceStore.set(startSilence(choice, Date.now(), waiting, shiftEnd?.getTime() ?? null)),
    [waiting, shiftEnd],
  );
  const soundOn = useCallback(() => ringSilenceStore.set(null), []);
  return { silence: silent ? silence : null, silenceFor, soundOn };
}
