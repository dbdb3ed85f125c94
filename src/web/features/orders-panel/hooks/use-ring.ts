/**
 * The new-order ring: a short two-tone chime made with the Web Audio API (no audio file), repeated
 * every few seconds while `ringing` is true. Browsers keep audio suspended until the page has had a
 * user gesture, so the first tap or key press anywhere unlocks it; until then `blocked` is true and
 * the panel says so.
 */
import { useEffect, useState } from 'react';

const REPEAT_MS = 3_000;

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Context: AudioContextClass | undefined =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  context ??= new Context();
  return context;
}

function tone(audio: AudioContext, frequency: number, start: number, length: number) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.05);
}

function chime(audio: AudioContext) {
  const now = audio.currentTime;
  tone(audio, 880, now, 0.18);
  tone(audio, 1320, now + 0.22, 0.25);
}

/** Rings while `ringing`; returns whether the browser is still blocking sound. */
export function useRing(ringing: boolean): { blocked: boolean } {
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (!ringing) return;
    const audio = audioContext();
    if (!audio) return;
    const ring = () => {
      if (audio.state === 'running') {
        chime(audio);
        setBlocked(false);
      } else {
        // Until the first user gesture the browser keeps the context suspended.
        setBlocked(true);
        void audio.resume().then(
          () => setBlocked(false),
          () => undefined,
        );
      }
    };
    const unlock = () => {
      void audio.resume().then(ring, () => undefined);
    };
    ring();
    const timer = setInterval(ring, REPEAT_MS);
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      clearInterval(timer);
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [ringing]);

  return { blocked: ringing && blocked };
}
