/**
 * The fiscal form's masks: the CNPJ as it is written ('12.345.678/0001-95', letters too in the
 * alphanumeric CNPJ of IN RFB 2.229/2024) and the NCM and CEST with their dots, typed freely and
 * shown masked; the server stores them without punctuation.
 */

/** '11222333000181' (or partly typed) → '11.222.333/0001-81'; letters kept, upper case. */
export function maskCnpj(value: string): string {
  const raw = value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  const parts = [raw.slice(0, 2), raw.slice(2, 5), raw.slice(5, 8), raw.slice(8, 12), raw.slice(12, 14)];
  let masked = parts[0] ?? '';
  if (parts[1]) masked += `.${parts[1]}`;
  if (parts[2]) masked += `.${parts[2]}`;
  if (parts[3]) masked += `/${parts[3]}`;
  if (parts[4]) masked += `-${parts[4]}`;
  return masked;
}

const digitsMask = (value: string, groups: number[], separator: string) => {
  const digits = value.replace(/\D/g, '').slice(
    0,
    groups.reduce((sum, size) => sum + size, 0),
  );
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    const part = digits.slice(at, at + size);
    if (!part) break;
    out.push(part);
    at += size;
  }
  return out.join(separator);
};

/** '21069090' → '2106.90.90'. */
export const maskNcm = (value: string) => digitsMask(value, [4, 2, 2], '.');

/** '0301100' → '03.011.00'. */
export const maskCest = (value: string) => digitsMask(value, [2, 3, 2], '.');
