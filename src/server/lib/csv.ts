/**
 * CSV as Brazilian Excel opens it: UTF-8 with BOM, ';' between fields, decimal comma (callers pass
 * money through `decimalComma`).
 *
 * Formula injection (OWASP "CSV Injection"): a text cell beginning with `=`, `+`, `-`, `@`, a tab or
 * a carriage return is read by spreadsheets as a formula, so a diner named `=HYPERLINK(...)` would
 * run in the owner's Excel. Text cells that begin with one of those get a leading single quote, as
 * OWASP recommends. Numeric cells (ours: counts, money, percentages, a stock adjustment of `-5`) are
 * marked with `csvNumber`/`decimalComma` and pass unchanged, but only when they really are a number:
 * anything else in a numeric column is treated as text.
 */
import { stringify } from 'csv-stringify/sync';

/** A cell the server computed as a number: written as it is (a leading '-' is a sign). */
export class CsvNumber {
  constructor(readonly text: string) {}
}

export type CsvCell = string | number | CsvNumber | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** OWASP: prefix a text cell that a spreadsheet would evaluate with a single quote. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (cell instanceof CsvNumber)
    return PLAIN_NUMBER.test(cell.text) ? cell.text : neutraliseFormula(cell.text);
  return neutraliseFormula(cell);
}

export function toBrazilianCsv(header: string[], rows: CsvCell[][]): string {
  return stringify([header.map(neutraliseFormula), ...rows.map((row) => row.map(cellText))], {
    delimiter: ';',
    bom: true,
  });
}

/** A count or amount for a numeric column. */
export function csvNumber(value: string | number): CsvNumber {
  return new CsvNumber(String(value));
}

/** "39.98" -> "39,98", as a numeric cell. */
export function decimalComma(value: string | number): CsvNumber {
  return new CsvNumber(String(value).replace('.', ','));
}
