import { describe, expect, it } from 'vitest';
import { currentPeriodEnd, minutesToTime, openingStatus, timeToMinutes } from './opening-hours';

// São Paulo is UTC-3: 2026-11-20 is a Friday (weekday 5), 2026-11-21 a Saturday (6).
const at = (iso: string) => new Date(iso);
const lunchAndDinner = [
  { weekday: 5, opensAt: 11 * 60, closesAt: 15 * 60 },
  { weekday: 5, opensAt: 18 * 60, closesAt: 2 * 60 }, // Friday 18:00 to Saturday 02:00
];

describe('openingStatus', () => {
  it.each([
    ['Friday 10:59', '2026-11-20T13:59:00Z', false],
    ['Friday 11:00', '2026-11-20T14:00:00Z', true],
    ['Friday 14:59', '2026-11-20T17:59:00Z', true],
    ['Friday 15:00 (closing minute)', '2026-11-20T18:00:00Z', false],
    ['Friday 23:59', '2026-11-21T02:59:00Z', true],
    ['Saturday 00:30 (after midnight)', '2026-11-21T03:30:00Z', true],
    ['Saturday 02:00', '2026-11-21T05:00:00Z', false],
  ])('%s -> open %s', (_label, iso, open) => {
    expect(openingStatus(lunchAndDinner, null, at(iso)).isOpen).toBe(open);
  });

  it('crosses the end of the week (Saturday night into Sunday)', () => {
    const saturdayNight = [{ weekday: 6, opensAt: 20 * 60, closesAt: 3 * 60 }];
    expect(openingStatus(saturdayNight, null, at('2026-11-22T04:00:00Z')).isOpen).toBe(true); // Sun 01:00
    expect(openingStatus(saturdayNight, null, at('2026-11-22T06:00:00Z')).isOpen).toBe(false); // Sun 03:00
  });

  it('gives the next opening when closed', () => {
    const status = openingStatus(lunchAndDinner, null, at('2026-11-20T18:30:00Z')); // Fri 15:30
    expect(status).toEqual({ isOpen: false, reason: 'closed', nextOpeningAt: at('2026-11-20T21:00:00Z') });
  });

  it('wraps to next week for the next opening', () => {
    const status = openingStatus(lunchAndDinner, null, at('2026-11-21T12:00:00Z')); // Sat 09:00
    expect(status.nextOpeningAt).toEqual(at('2026-11-27T14:00:00Z'));
  });

  it('is paused until the chosen time, even within hours', () => {
    const paused = openingStatus(lunchAndDinner, at('2026-11-20T16:00:00Z'), at('2026-11-20T15:00:00Z'));
    expect(paused).toEqual({ isOpen: false, reason: 'paused', nextOpeningAt: at('2026-11-20T16:00:00Z') });
    expect(openingStatus(lunchAndDinner, at('2026-11-20T16:00:00Z'), at('2026-11-20T16:00:00Z')).isOpen).toBe(
      true,
    );
  });

  it('a pause ending outside hours resumes at the next period', () => {
    const status = openingStatus(lunchAndDinner, at('2026-11-20T18:30:00Z'), at('2026-11-20T17:00:00Z'));
    expect(status.nextOpeningAt).toEqual(at('2026-11-20T21:00:00Z'));
  });

  it('is always open with no periods configured, unless paused', () => {
    expect(openingStatus([], null, at('2026-11-20T07:00:00Z')).isOpen).toBe(true);
    expect(openingStatus([], at('2026-11-20T08:00:00Z'), at('2026-11-20T07:00:00Z')).reason).toBe('paused');
  });
});

describe("openingStatus in the restaurant's own zone (decision 0014)", () => {
  const evenings = [{ weekday: 5, opensAt: 18 * 60, closesAt: 23 * 60 }];
  // 22:30 in Cuiabá (UTC-4) on Friday is 02:30 UTC on Saturday, 23:30 in São Paulo.
  const cuiaba2230 = at('2026-11-21T02:30:00Z');

  it('opens a Cuiabá restaurant (18h-23h) at 22:30 Cuiabá time', () => {
    expect(openingStatus(evenings, null, cuiaba2230, 'America/Cuiaba').isOpen).toBe(true);
    expect(openingStatus(evenings, null, cuiaba2230, 'America/Sao_Paulo').isOpen).toBe(false);
  });

  it('closes it at 23:00 Cuiabá time and opens Rio Branco two hours after São Paulo', () => {
    expect(openingStatus(evenings, null, at('2026-11-21T03:00:00Z'), 'America/Cuiaba').isOpen).toBe(false);
    // 18:00 in Rio Branco (UTC-5) is 23:00 UTC.
    expect(openingStatus(evenings, null, at('2026-11-20T22:59:00Z'), 'America/Rio_Branco').isOpen).toBe(
      false,
    );
    const opened = openingStatus(evenings, null, at('2026-11-20T22:00:00Z'), 'America/Rio_Branco');
    expect(opened.nextOpeningAt?.toISOString()).toBe('2026-11-20T23:00:00.000Z');
  });
});

describe('time text', () => {
  it.each([
    [0, '00:00'],
    [90, '01:30'],
    [1439, '23:59'],
  ])('%s minutes is %s', (minutes, text) => {
    expect(minutesToTime(minutes)).toBe(text);
    expect(timeToMinutes(text)).toBe(minutes);
  });

  it.each(['24:00', '7:00', 'ab:cd'])('refuses %s', (text) => {
    expect(timeToMinutes(text)).toBeNull();
  });
});

describe('currentPeriodEnd', () => {
  // Friday 2026-11-27, São Paulo (UTC-3).
  const at = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00-03:00`);
  const friday = (opensAt: string, closesAt: string) => ({
    weekday: 5,
    opensAt: timeToMinutes(opensAt)!,
    closesAt: timeToMinutes(closesAt)!,
  });
  it.each([
    ['inside a period', [friday('18:00', '23:00')], '20:15', '2026-11-28T02:00:00.000Z'],
    ['a period past midnight', [friday('18:00', '02:00')], '23:30', '2026-11-28T05:00:00.000Z'],
    ['closed now', [friday('11:00', '15:00')], '20:15', null],
    ['always open', [], '20:15', null],
  ])('%s', (_, periods, now, expected) => {
    expect(currentPeriodEnd(periods, at(now), 'America/Sao_Paulo')?.toISOString() ?? null).toBe(expected);
  });
});
