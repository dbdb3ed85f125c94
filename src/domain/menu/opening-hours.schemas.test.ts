import { describe, expect, it } from 'vitest';
import { findOverlap, openingHoursSchema, pauseError } from './opening-hours.schemas';

const period = (weekday: number, opensAt: string, closesAt: string) => ({ weekday, opensAt, closesAt });

describe('openingHoursSchema', () => {
  it('turns times into minutes and keeps several periods a day', () => {
    const parsed = openingHoursSchema.parse({
      periods: [period(5, '11:00', '15:00'), period(5, '18:00', '02:00')],
    });
    expect(parsed.periods).toEqual([
      { weekday: 5, opensAt: 660, closesAt: 900 },
      { weekday: 5, opensAt: 1080, closesAt: 120 },
    ]);
  });

  it.each([
    ['lunch and dinner', [period(1, '11:00', '15:00'), period(1, '18:00', '23:00')]],
    ['back to back', [period(1, '11:00', '15:00'), period(1, '15:00', '23:00')]],
    ['past midnight, next day opening later', [period(5, '18:00', '02:00'), period(6, '11:00', '15:00')]],
    ['Saturday night into Sunday', [period(6, '20:00', '03:00'), period(0, '11:00', '15:00')]],
    ['a whole day (opens and closes at 00:00)', [period(2, '00:00', '00:00')]],
  ])('accepts %s', (_label, periods) => {
    expect(openingHoursSchema.safeParse({ periods }).success).toBe(true);
  });

  it.each([
    [
      'overlap on one day',
      [period(1, '11:00', '15:00'), period(1, '14:00', '18:00')],
      'Horários sobrepostos: Segunda 11:00–15:00 e Segunda 14:00–18:00',
    ],
    [
      'past midnight into the next day',
      [period(5, '18:00', '02:00'), period(6, '01:00', '10:00')],
      'Horários sobrepostos: Sexta 18:00–02:00 e Sábado 01:00–10:00',
    ],
    [
      'Saturday night into Sunday morning',
      [period(6, '20:00', '03:00'), period(0, '02:00', '06:00')],
      'Horários sobrepostos: Sábado 20:00–03:00 e Domingo 02:00–06:00',
    ],
    ['an invalid time', [period(1, '25:00', '26:00')], 'Horário de abertura inválido: use HH:MM, ex. 18:30'],
    ['an invalid weekday', [period(7, '10:00', '12:00')], 'Dia da semana inválido'],
  ])('refuses %s', (_label, periods, message) => {
    const result = openingHoursSchema.safeParse({ periods });
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
  });

  it('finds no overlap in an empty week', () => {
    expect(findOverlap([])).toBeNull();
  });
});

describe('pauseError', () => {
  const now = new Date('2026-11-20T15:00:00Z');
  it.each([
    ['in 30 minutes', new Date('2026-11-20T15:30:00Z'), null],
    ['now', now, 'Escolha um horário no futuro'],
    ['in the past', new Date('2026-11-20T14:00:00Z'), 'Escolha um horário no futuro'],
    ['in exactly 7 days', new Date('2026-11-27T15:00:00Z'), null],
    ['in 8 days', new Date('2026-11-28T15:00:00Z'), 'Pause por no máximo 7 dias'],
    ['an invalid date', new Date('x'), 'Horário inválido'],
  ])('%s', (_label, until, error) => {
    expect(pauseError(until, now)).toBe(error);
  });
});
