/**
 * What an owner's words may be inside the e-mails we send for them (issue 19: a fresh account used
 * the report e-mail as an open relay, with its own text as the subject). Only the report itself,
 * which goes to addresses that confirmed it, carries them; mail to an address not yet proved carries
 * none (unproved-address-mails). Every subject and body is our fixed text; the owner's words appear
 * only as names: the report's name in quotes, the restaurant's name after "de". Each is made one
 * short line: no line breaks (a second header line or a paragraph of the attacker's), no invisible
 * or bidirectional control characters (text that reads differently from what it is), and capped.
 * Lives in the domain so the confirmation page shows the names exactly as the report's e-mail will.
 */

/** Longest report name quoted in a subject or page; the schedule itself allows 80 characters. */
export const QUOTED_NAME_MAX = 60;
/** Longest restaurant name in a subject or page. */
export const RESTAURANT_NAME_MAX = 60;

// Controls (Cc), format characters such as U+202E or zero-width joiners (Cf), line and paragraph
// separators (Zl, Zp): any of them turns a name into something other than one line of plain text.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/** Owner text as one plain line of at most `max` characters (an ellipsis marks a cut). */
export function oneLine(text: string, max: number): string {
  const line = text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  const characters = [...line];
  if (characters.length <= max) return line;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** A report's name in double quotes; a double quote inside it becomes a single one, so the quote holds. */
export function quotedName(name: string, max = QUOTED_NAME_MAX): string {
  return `"${oneLine(name.replace(/["“”]/g, "'"), max) || 'Relatório'}"`;
}

export const restaurantLabel = (name: string) => oneLine(name, RESTAURANT_NAME_MAX) || 'Restaurante';

/** `relatório "Vendas da semana" de Pizzaria Bella`: how every e-mail and the page name a report. */
export const reportLabel = (reportName: string, restaurantName: string) =>
  `relatório ${quotedName(reportName)} de ${restaurantLabel(restaurantName)}`;

/** The scheduled report's subject: ours, with the period the report covers. */
export const reportSubject = (reportName: string, restaurantName: string, period: string) =>
  `Comanda: ${reportLabel(reportName, restaurantName)} (${period})`;

/** What the confirmation page says once the address is confirmed. */
export const confirmedSentence = (reportName: string, restaurantName: string) =>
  `Você passará a receber o ${reportLabel(reportName, restaurantName)}.`;
