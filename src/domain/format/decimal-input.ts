/**
 * Numbers as a Brazilian owner types them and reads them back: a decimal comma ("3,20"), thousands
 * dots with it ("1.234,56"), a currency sign or a percent sign around it, and the API's own "3.20".
 * Every numeric field of the panel goes through `parseDecimalInput`, and a stored decimal put back in
 * a field goes through `formatDecimalInput`, so no form shows "5.00" or refuses "3,20".
 */

/** "3,20" -> 3.2, "1.234,56" -> 1234.56, "R$ 5" -> 5, "12,5%" -> 12.5, "3.2" -> 3.2; null when not a number. */
export function parseDecimalInput(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  let text = value.replace(/R\$/i, '').replace(/%$/, '').replace(/\s/g, '');
  if (text === '') return null;
  // With a comma present, dots are thousands separators ("1.234,56").
  if (text.includes(',')) text = text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/**
 * A stored decimal ("5.00", 1.5) as a field shows it: "5,00", "1,5". `fractionDigits` fixes the
 * decimals (money: 2); without it the value keeps the decimals it has. Text that is not a number
 * comes back unchanged, so a half-typed field is never rewritten.
 */
export function formatDecimalInput(
  value: string | number | null | undefined,
  fractionDigits?: number,
): string {
  if (value === null || value === undefined || value === '') return '';
  const number = parseDecimalInput(value);
  if (number === null) return String(value);
  const text = fractionDigits === undefined ? String(number) : number.toFixed(fractionDigits);
  return text.replace('.', ',');
}
