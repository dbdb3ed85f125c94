/** How the till shows a difference: 'sobra' green, 'falta' red, none neutral (the server writes the words). */
export function differenceTone(cents: number): string {
  if (cents > 0) return 'text-emerald-800';
  if (cents < 0) return 'text-red-700';
  return 'text-stone-800';
}

/** Today in the restaurant's calendar, AAAA-MM-DD, for the history's filters. */
export function dayIn(timeZone: string, date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** A day some days before `day` (AAAA-MM-DD), calendar arithmetic only. */
export function daysBefore(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - count);
  return date.toISOString().slice(0, 10);
}
