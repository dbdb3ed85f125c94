/** Time since an order arrived, as the panel's cards say it: the domain's words, shared with the tables map. */
export { elapsedLabel } from '../../../../domain/time/elapsed';

/** Minutes an order has waited, to flag a late one. */
export function minutesSince(since: string | Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
}
