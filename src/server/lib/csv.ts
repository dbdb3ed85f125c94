/**
 * CSV as Brazilian Excel opens it: UTF-8 with BOM, ';' between fields, decimal comma (callers pass
 * money through `decimalComma`).
 */
import { stringify } from 'csv-stringify/sync';

export function toBrazilianCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return stringify([header, ...rows.map((row) => row.map((cell) => cell ?? ''))], {
    delimiter: ';',
    bom: true,
  });
}

/** "39.98" -> "39,98". */
export function decimalComma(value: string | number): string {
  return String(value).replace('.', ',');
}
