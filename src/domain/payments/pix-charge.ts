/**
 * The rules of a diner's Mercado Pago PIX that the server and both screens share: which statuses are
 * still waiting, when the payment is read again (Mercado Pago's notifications to a payment's
 * notification_url may be unsigned or never come, so a waiting PIX is polled until it expires), and
 * what the owner and the diner read about its expiry. One home, so the job and the screens agree.
 */
import { formatTime } from '../format/format';

/** Mercado Pago statuses of a payment not yet settled either way. */
export const PIX_WAITING_STATUSES: readonly string[] = ['pending', 'in_process', 'authorized'];

export const isPixWaiting = (status: string) => PIX_WAITING_STATUSES.includes(status);

/** Most PIX are paid within a minute or two: read often first, then back off to this. */
const FIRST_DELAY_MS = 15_000;
const CHECKS_PER_STEP = 4;
const MAX_DELAY_MS = 5 * 60_000;
/** After the expiry Mercado Pago cancels the payment; one more read shortly after sees it. */
const AFTER_EXPIRY_MS = 60_000;
/** A payment still waiting this long after its expiry is no longer polled. */
const GIVE_UP_AFTER_EXPIRY_MS = 15 * 60_000;

/** The wait before the next read: 15 s for the first minute, doubling every four reads, at most 5 min. */
export function pixCheckDelayMs(checks: number): number {
  const step = Math.floor(Math.max(0, checks) / CHECKS_PER_STEP);
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(step, 10), MAX_DELAY_MS);
}

/**
 * When a waiting PIX is read next, after `checks` reads: never later than just after its expiry,
 * and null (stop) once it is long past it.
 */
export function nextPixCheckAt(now: Date, checks: number, expiresAt: Date | null): Date | null {
  const next = new Date(now.getTime() + pixCheckDelayMs(checks));
  if (!expiresAt) return next;
  const afterExpiry = expiresAt.getTime() + AFTER_EXPIRY_MS;
  if (now.getTime() >= expiresAt.getTime() + GIVE_UP_AFTER_EXPIRY_MS) return null;
  if (now.getTime() < afterExpiry && next.getTime() > afterExpiry) return new Date(afterExpiry);
  return next;
}

/**
 * What the panel and the diner read about the PIX's deadline: 'PIX expira às 14:32' while it waits,
 * 'PIX expirado' once the time has passed unpaid; nothing once paid, refunded or cancelled early.
 */
export function pixExpiryNote(
  charge: { status: string; expiresAt: string | Date | null },
  now: Date,
  timeZone?: string,
): string | null {
  if (!charge.expiresAt) return null;
  const expiresAt = new Date(charge.expiresAt);
  const past = now.getTime() >= expiresAt.getTime();
  if (isPixWaiting(charge.status))
    return past ? 'PIX expirado' : `PIX expira às ${formatTime(expiresAt, timeZone)}`;
  return charge.status === 'cancelled' && past ? 'PIX expirado' : null;
}
