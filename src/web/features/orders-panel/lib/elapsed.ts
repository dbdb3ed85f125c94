/** Time since an order arrived, as the panel's cards say it: "agora", "há 5 min", "há 1 h 20 min". */
export function elapsedLabel(since: string | Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(since).getTime()) / 60_000);
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0 ? `há ${hours} h` : `há ${hours} h ${rest} min`;
  }
  const days = Math.floor(hours / 24);
  return days === 1 ? 'há 1 dia' : `há ${days} dias`;
}

/** Minutes an order has waited, to flag a late one. */
export function minutesSince(since: string | Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
}
