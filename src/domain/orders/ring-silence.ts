/**
 * How long the orders panel's new-order ring stays silent. 'Silenciar' once silenced for good (kept
 * in the browser, so after a reload a busy kitchen heard nothing): now every silence ends, at the
 * next new order or at a chosen time, and never lasts longer than a shift. The panel and its tests
 * read this one rule.
 */

/** The longest silence: one shift. */
export const MAX_SILENCE_MS = 12 * 60 * 60_000;

export const SILENCE_CHOICES = ['next-order', '15-min', '1-hour', 'shift-end'] as const;
export type SilenceChoice = (typeof SILENCE_CHOICES)[number];

export const SILENCE_LABELS: Record<SilenceChoice, string> = {
  'next-order': 'Até o próximo pedido',
  '15-min': 'Por 15 minutos',
  '1-hour': 'Por 1 hora',
  'shift-end': 'Até o fim do turno',
};

const FIXED_MS: Partial<Record<SilenceChoice, number>> = { '15-min': 15 * 60_000, '1-hour': 60 * 60_000 };

export interface RingSilence {
  /** Epoch milliseconds at which the ring sounds again. */
  until: number;
  /** For 'Até o próximo pedido': the orders already waiting; any other order ends the silence. */
  heard: string[] | null;
}

/**
 * The silence a choice starts at `now`, with the orders waiting then. 'Até o fim do turno' ends when
 * the restaurant's current opening period does (`shiftEnd`), or after 12 hours without one.
 */
export function startSilence(
  choice: SilenceChoice,
  now: number,
  waiting: readonly string[],
  shiftEnd: number | null = null,
): RingSilence {
  const longest = now + MAX_SILENCE_MS;
  if (choice === 'next-order') return { until: longest, heard: [...waiting] };
  const until = choice === 'shift-end' ? (shiftEnd ?? longest) : now + (FIXED_MS[choice] ?? 0);
  return { until: Math.min(until, longest), heard: null };
}

/** Whether the ring is silent now; a stored value of any other shape is no silence. */
export function isSilent(silence: RingSilence | null, now: number, waiting: readonly string[]): boolean {
  if (!silence || !(now < silence.until) || silence.until - now > MAX_SILENCE_MS) return false;
  return silence.heard === null || waiting.every((id) => silence.heard?.includes(id));
}
