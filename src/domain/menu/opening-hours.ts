/**
 * Whether a restaurant takes orders now: weekly opening periods in the restaurant's time zone
 * (America/Sao_Paulo unless its state or its owner says otherwise, decision 0014; a period whose
 * closing time is not after its opening time runs past midnight) and a manual pause. A restaurant
 * that has configured no periods is treated as always open. The menu page, the explore cards and the
 * server's order check all ask this one function.
 */
import { TIME_ZONE } from '../format/format';

export interface OpeningPeriod {
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** Minutes from midnight, 0..1439. */
  opensAt: number;
  /** Minutes from midnight, 0..1440; at or before opensAt means the next day. */
  closesAt: number;
}

export interface OpeningStatus {
  isOpen: boolean;
  /** Why it is closed: outside its hours, or paused by the owner. */
  reason?: 'closed' | 'paused';
  /** The next moment it opens (or resumes), when known. */
  nextOpeningAt: Date | null;
}

const DAY_MINUTES = 1440;
const WEEK_MINUTES = 7 * DAY_MINUTES;
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** One formatter per zone, made on first use (a phone pays tens of milliseconds for each). */
const partsByZone = new Map<string, Intl.DateTimeFormat>();
function parts(timeZone: string): Intl.DateTimeFormat {
  let format = partsByZone.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsByZone.set(timeZone, format);
  }
  return format;
}

/**
 * The last answer per time zone, by minute: every order of a rush asks for the same minute, and
 * Intl's formatToParts is the costly part of admitting an order. Offsets are whole minutes, so a
 * UTC minute is one wall-clock minute.
 */
const lastMinute = new Map<string, { utcMinute: number; minute: number }>();

/** Minutes since Sunday 00:00 on the restaurant's wall clock. */
export function minuteOfWeek(date: Date, timeZone: string = TIME_ZONE): number {
  const utcMinute = Math.floor(date.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last?.utcMinute === utcMinute) return last.minute;
  const found = Object.fromEntries(
    parts(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const minute =
    (WEEKDAYS[found.weekday!] ?? 0) * DAY_MINUTES + Number(found.hour) * 60 + Number(found.minute);
  lastMinute.set(timeZone, { utcMinute, minute });
  return minute;
}

/** A period as [start, end) in minutes of the week; the end may pass the week's end. */
export function span(period: OpeningPeriod): [number, number] {
  const start = period.weekday * DAY_MINUTES + period.opensAt;
  const length =
    period.closesAt > period.opensAt
      ? period.closesAt - period.opensAt
      : DAY_MINUTES - period.opensAt + period.closesAt;
  return [start, start + length];
}

function isWithin(periods: readonly OpeningPeriod[], minute: number): boolean {
  return periods.some((period) => {
    const [start, end] = span(period);
    return (
      (minute >= start && minute < end) || (minute + WEEK_MINUTES >= start && minute + WEEK_MINUTES < end)
    );
  });
}

/** Minutes from `minute` to the next period start (0 if one starts now), or null without periods. */
function minutesToNextStart(periods: readonly OpeningPeriod[], minute: number): number | null {
  if (periods.length === 0) return null;
  return Math.min(...periods.map((period) => (span(period)[0] - minute + WEEK_MINUTES) % WEEK_MINUTES));
}

export function openingStatus(
  periods: readonly OpeningPeriod[],
  pausedUntil: Date | null | undefined,
  now: Date = new Date(),
  timeZone: string = TIME_ZONE,
): OpeningStatus {
  const alwaysOpen = periods.length === 0;
  const minute = minuteOfWeek(now, timeZone);
  if (pausedUntil && pausedUntil > now) {
    const resume = pausedUntil;
    const openAtResume = alwaysOpen || isWithin(periods, minuteOfWeek(resume, timeZone));
    return {
      isOpen: false,
      reason: 'paused',
      nextOpeningAt: openAtResume ? resume : nextStartAfter(periods, resume, timeZone),
    };
  }
  if (alwaysOpen || isWithin(periods, minute)) return { isOpen: true, nextOpeningAt: null };
  return { isOpen: false, reason: 'closed', nextOpeningAt: nextStartAfter(periods, now, timeZone) };
}

function nextStartAfter(periods: readonly OpeningPeriod[], from: Date, timeZone: string): Date | null {
  const wait = minutesToNextStart(periods, minuteOfWeek(from, timeZone));
  if (wait === null) return null;
  const startOfMinute = from.getTime() - (from.getTime() % 60_000);
  return new Date(startOfMinute + wait * 60_000);
}

/** When the opening period the restaurant is in now ends; null when closed now or always open. */
export function currentPeriodEnd(
  periods: readonly OpeningPeriod[],
  now: Date = new Date(),
  timeZone: string = TIME_ZONE,
): Date | null {
  const minute = minuteOfWeek(now, timeZone);
  const left = periods
    .map(span)
    .flatMap(([start, end]) =>
      [minute, minute + WEEK_MINUTES].filter((at) => at >= start && at < end).map((at) => end - at),
    );
  if (left.length === 0) return null;
  const startOfMinute = now.getTime() - (now.getTime() % 60_000);
  return new Date(startOfMinute + Math.max(...left) * 60_000);
}

/** "HH:MM" <-> minutes, for forms and labels. */
export function minutesToTime(minutes: number): string {
  const value = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
}

export function timeToMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export const WEEKDAY_LABELS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;
