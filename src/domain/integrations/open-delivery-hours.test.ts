import { describe, expect, it } from 'vitest';
import { openDeliveryWeekHours, utcOffsetMinutes } from './open-delivery-hours';

describe('openDeliveryWeekHours', () => {
  it('moves a São Paulo lunch period to UTC', () => {
    expect(openDeliveryWeekHours([{ weekday: 1, opensAt: 11 * 60, closesAt: 15 * 60 }], -180)).toEqual([
      { dayOfWeek: ['MONDAY'], timePeriods: { startTime: '14:00:00.000Z', endTime: '18:00:00.000Z' } },
    ]);
  });

  it('splits an evening that passes midnight in UTC, and groups the days with the same times', () => {
    const evenings = [5, 6].map((weekday) => ({ weekday, opensAt: 18 * 60, closesAt: 23 * 60 }));
    expect(openDeliveryWeekHours(evenings, -180)).toEqual([
      {
        dayOfWeek: ['FRIDAY', 'SATURDAY'],
        timePeriods: { startTime: '21:00:00.000Z', endTime: '23:59:59.000Z' },
      },
      {
        dayOfWeek: ['SATURDAY', 'SUNDAY'],
        timePeriods: { startTime: '00:00:00.000Z', endTime: '02:00:00.000Z' },
      },
    ]);
  });

  it('wraps Saturday night into Sunday (a period closing after midnight of our clock)', () => {
    expect(openDeliveryWeekHours([{ weekday: 6, opensAt: 22 * 60, closesAt: 60 }], 0)).toEqual([
      { dayOfWeek: ['SATURDAY'], timePeriods: { startTime: '22:00:00.000Z', endTime: '23:59:59.000Z' } },
      { dayOfWeek: ['SUNDAY'], timePeriods: { startTime: '00:00:00.000Z', endTime: '01:00:00.000Z' } },
    ]);
  });

  it('reads no periods as always open, as the menu page does', () => {
    expect(openDeliveryWeekHours([], -180)).toEqual([
      {
        dayOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
        timePeriods: { startTime: '00:00:00.000Z', endTime: '23:59:59.000Z' },
      },
    ]);
  });
});

describe('utcOffsetMinutes', () => {
  it.each([
    ['America/Sao_Paulo', '2026-12-05T23:30:00Z', -180],
    ['America/Manaus', '2026-12-06T02:00:00Z', -240],
    ['UTC', '2026-12-06T02:00:00Z', 0],
  ])('%s at %s is %i', (zone, at, offset) => {
    expect(utcOffsetMinutes(new Date(at), zone)).toBe(offset);
  });
});
