/**
 * Opening hours as the owner enters them: periods per weekday as "HH:MM" text, several a day, a
 * period whose closing time is not after its opening crossing midnight ("18:00" to "02:00"). Two
 * periods that overlap are refused, naming the day. The pause ('Pausar pedidos') lasts until a
 * chosen moment within the next 7 days.
 */
import { z } from 'zod';
import { minutesToTime, type OpeningPeriod, span, timeToMinutes, WEEKDAY_LABELS } from './opening-hours';

export const PERIODS_MAX = 42;
export const PAUSE_MAX_DAYS = 7;

const time = (label: string) =>
  z
    .string({ error: `${label} inválido` })
    .trim()
    .transform((text, ctx) => {
      const minutes = timeToMinutes(text);
      if (minutes === null) {
        ctx.addIssue({ code: 'custom', message: `${label} inválido: use HH:MM, ex. 18:30` });
        return z.NEVER;
      }
      return minutes;
    });

export const openingPeriodSchema = z.object({
  weekday: z.coerce
    .number({ error: 'Dia da semana inválido' })
    .int('Dia da semana inválido')
    .min(0, 'Dia da semana inválido')
    .max(6, 'Dia da semana inválido'),
  opensAt: time('Horário de abertura'),
  closesAt: time('Horário de fechamento'),
});

/** The first pair of periods that share a minute, if any (midnight and week wrap included). */
export function findOverlap(periods: readonly OpeningPeriod[]): [OpeningPeriod, OpeningPeriod] | null {
  const WEEK = 7 * 1440;
  const spans = periods.map(span);
  for (let i = 0; i < spans.length; i++) {
    for (let j = i + 1; j < spans.length; j++) {
      const [a0, a1] = spans[i]!;
      const [b0, b1] = spans[j]!;
      const overlaps = (s0: number, s1: number, t0: number, t1: number) => s0 < t1 && t0 < s1;
      if (
        overlaps(a0, a1, b0, b1) ||
        overlaps(a0 + WEEK, a1 + WEEK, b0, b1) ||
        overlaps(a0, a1, b0 + WEEK, b1 + WEEK)
      ) {
        return [periods[i]!, periods[j]!];
      }
    }
  }
  return null;
}

export const openingHoursSchema = z
  .object({
    periods: z
      .array(openingPeriodSchema, { error: 'Horários inválidos' })
      .max(PERIODS_MAX, `Use no máximo ${PERIODS_MAX} períodos`),
  })
  .superRefine(({ periods }, ctx) => {
    const clash = findOverlap(periods);
    if (!clash) return;
    const [first, second] = clash;
    const label = (p: OpeningPeriod) => `${minutesToTime(p.opensAt)}–${minutesToTime(p.closesAt)}`;
    ctx.addIssue({
      code: 'custom',
      path: ['periods'],
      message: `Horários sobrepostos: ${WEEKDAY_LABELS[first.weekday]} ${label(first)} e ${WEEKDAY_LABELS[second.weekday]} ${label(second)}`,
    });
  });
export type OpeningHoursValues = z.output<typeof openingHoursSchema>;

/** 'Pausar pedidos' until a moment (ISO text), or null to resume now. */
export const pauseSchema = z.object({
  pausedUntil: z.union([z.iso.datetime({ offset: true, error: 'Horário inválido' }), z.null()], {
    error: 'Informe até quando pausar',
  }),
});

/** Why a pause end is refused, relative to now; null when acceptable. */
export function pauseError(until: Date, now: Date = new Date()): string | null {
  if (Number.isNaN(until.getTime())) return 'Horário inválido';
  if (until.getTime() <= now.getTime()) return 'Escolha um horário no futuro';
  if (until.getTime() - now.getTime() > PAUSE_MAX_DAYS * 86_400_000)
    return `Pause por no máximo ${PAUSE_MAX_DAYS} dias`;
  return null;
}
