/**
 * Report periods on the restaurant's calendar (its time zone, decision 0014; São Paulo's by default). "Today", "the last 7 days" and "this month" start at
 * midnight in America/Sao_Paulo whatever the server's zone, and each period is compared with the
 * same elapsed stretch of the period before it (today until now against yesterday until the same
 * hour), so growth is never a partial day measured against a whole one. The dashboard and the
 * reports module both take their boundaries from here.
 */
import { TIME_ZONE } from '../format/format';

/** A half-open interval [start, end). */
export interface Period {
  start: Date;
  end: Date;
}

export interface PeriodPair {
  current: Period;
  previous: Period;
}

export const PERIOD_KINDS = ['daily', 'weekly', 'monthly'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** One formatter per zone: a restaurant's calendar is its own time zone's (decision 0014). */
const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

function zonedParts(instant: Date, timeZone: string) {
  const found = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: found.year!,
    month: found.month!,
    day: found.day!,
    hour: found.hour!,
    minute: found.minute!,
    second: found.second!,
  };
}

/** How far São Paulo's wall clock is from UTC at an instant, in ms (negative: behind UTC). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The São Paulo calendar day an instant falls on. */
export function zonedDay(instant: Date, timeZone: string = TIME_ZONE): CalendarDay {
  const { year, month, day } = zonedParts(instant, timeZone);
  return { year, month, day };
}

/** "2024-05-13": the São Paulo calendar day of an instant, as reports key their series. */
export function zonedDateKey(instant: Date, timeZone: string = TIME_ZONE): string {
  const { year, month, day } = zonedDay(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Midnight in São Paulo of a calendar day. Out-of-range days and months roll over as in Date.UTC
 * (day 0 is the last day of the month before), which is how the periods step back in time.
 */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string = TIME_ZONE): Date {
  const wall = Date.UTC(year, month - 1, day);
  const firstGuess = wall - zoneOffsetMs(wall, timeZone);
  const refined = new Date(wall - zoneOffsetMs(firstGuess, timeZone));
  // Where midnight itself was skipped by daylight saving (Brazil until 2019), the day starts at the
  // first instant that falls on it: the first guess.
  const target = new Date(wall).toISOString().slice(0, 10);
  return zonedDateKey(refined, timeZone) === target ? refined : new Date(firstGuess);
}

function pair(currentStart: Date, previousStart: Date, now: Date): PeriodPair {
  const elapsed = now.getTime() - currentStart.getTime();
  const previousEnd = Math.min(previousStart.getTime() + elapsed, currentStart.getTime());
  return {
    current: { start: currentStart, end: now },
    previous: { start: previousStart, end: new Date(previousEnd) },
  };
}

/** Today, the last 7 days (today included) and this month, each with its comparison period. */
export function reportPeriods(now: Date, timeZone: string = TIME_ZONE): Record<PeriodKind, PeriodPair> {
  const { year, month, day } = zonedDay(now, timeZone);
  const midnight = (y: number, m: number, d: number) => zonedMidnight(y, m, d, timeZone);
  return {
    daily: pair(midnight(year, month, day), midnight(year, month, day - 1), now),
    weekly: pair(midnight(year, month, day - 6), midnight(year, month, day - 13), now),
    monthly: pair(midnight(year, month, 1), midnight(year, month - 1, 1), now),
  };
}

/** The last `count` São Paulo days up to today, oldest first, as date keys. */
export function lastDayKeys(now: Date, count: number, timeZone: string = TIME_ZONE): string[] {
  const { year, month, day } = zonedDay(now, timeZone);
  return Array.from({ length: count }, (_, index) =>
    zonedDateKey(zonedMidnight(year, month, day - (count - 1 - index), timeZone), timeZone),
  );
}

/**
 * The wall-clock hour an instant falls in, in the zone's own calendar ("2024-05-13 19:00:00", as the
 * sales summaries bucket it: day and hour), and the instant that hour began: the instant's wall
 * minutes and seconds earlier, since every zone in use is a whole number of minutes from UTC
 * (Brazil's whole hours).
 */
export function zonedHour(instant: Date, timeZone: string = TIME_ZONE): { wall: string; start: Date } {
  const { year, month, day, hour, minute, second } = zonedParts(instant, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    wall: `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:00:00`,
    start: new Date(Math.floor(instant.getTime() / 1000) * 1000 - (minute * 60 + second) * 1000),
  };
}
