/**
 * The restaurant's opening periods as Open Delivery's `weekHours` (schemas Hours and TimePeriods of
 * Abrasel-Nacional/opendelivery-v2 docs/reference/v1/openapi.yaml: `dayOfWeek` names and
 * `startTime`/`endTime` as ISO times, '10:00:00.000Z'). The standard's times end in Z, so they are
 * UTC: a period of the restaurant's wall clock is moved by its zone's offset now, and a period that
 * runs past midnight (ours or UTC's) is split in one part per day. Kept here, beside the rule that
 * decides whether Comanda itself takes orders (menu/opening-hours.ts), so a marketplace is never
 * told the restaurant is open when the menu page says it is closed.
 */
import { minuteOfWeek, type OpeningPeriod, span } from '../menu/opening-hours';

export const OD_DAYS = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
export type OdDay = (typeof OD_DAYS)[number];
export interface OdWeekHours {
  dayOfWeek: OdDay[];
  timePeriods: { startTime: string; endTime: string };
}

const DAY = 1440;
const WEEK = 7 * DAY;
const ALL_DAY: OdWeekHours = {
  dayOfWeek: [...OD_DAYS.slice(1), OD_DAYS[0]],
  timePeriods: { startTime: '00:00:00.000Z', endTime: '23:59:59.000Z' },
};

/** The zone's offset from UTC at `now`, in minutes (São Paulo: -180). */
export function utcOffsetMinutes(now: Date, timeZone: string): number {
  const difference = minuteOfWeek(now, timeZone) - minuteOfWeek(now, 'UTC');
  // Across Saturday/Sunday the two minutes of the week wrap: bring the difference back to ±12 h.
  return ((((difference + WEEK / 2) % WEEK) + WEEK) % WEEK) - WEEK / 2;
}

const clock = (minute: number) =>
  minute >= DAY
    ? '23:59:59.000Z'
    : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`;

const mondayFirst = (day: number) => (day + 6) % 7;

/** No periods means always open (the same reading as openingStatus). */
export function openDeliveryWeekHours(
  periods: readonly OpeningPeriod[],
  offsetMinutes: number,
): OdWeekHours[] {
  if (periods.length === 0) return [ALL_DAY];
  const pieces = new Map<string, { day: number; start: number; end: number }>();
  for (const period of periods) {
    const [localStart, localEnd] = span(period);
    let start = (((localStart - offsetMinutes) % WEEK) + WEEK) % WEEK;
    let remaining = localEnd - localStart;
    while (remaining > 0) {
      const day = Math.floor(start / DAY) % 7;
      const dayStart = start % DAY;
      const length = Math.min(remaining, DAY - dayStart);
      pieces.set(`${day} ${dayStart}`, { day, start: dayStart, end: dayStart + length });
      remaining -= length;
      start = (start + length) % WEEK;
    }
  }
  const byTimes = new Map<string, OdWeekHours>();
  for (const piece of [...pieces.values()].sort(
    (a, b) => mondayFirst(a.day) - mondayFirst(b.day) || a.start - b.start,
  )) {
    const timePeriods = { startTime: clock(piece.start), endTime: clock(piece.end) };
    const key = `${timePeriods.startTime}-${timePeriods.endTime}`;
    const found = byTimes.get(key);
    if (found) {
      if (!found.dayOfWeek.includes(OD_DAYS[piece.day]!)) found.dayOfWeek.push(OD_DAYS[piece.day]!);
    } else byTimes.set(key, { dayOfWeek: [OD_DAYS[piece.day]!], timePeriods });
  }
  return [...byTimes.values()];
}
