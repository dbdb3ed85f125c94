/**
 * Time since a moment, as the panel's cards and the tables map say it: "agora", "há 5 min",
 * "há 1 h 20 min", "há 2 dias". The orders panel re-exports it, so an order and its table read alike.
 * Not in `domain/format`: that folder goes into the public menu's shared chunk (vite.config.ts), and
 * only the panel needs this.
 */
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
