/**
 * Links and file names of the 'QR code' tab. A table's QR opens the menu with `?mesa=N`, so the cart
 * starts as a table order for that table.
 */

export const TABLE_PARAM = 'mesa';
export const TABLE_COUNT_MAX = 500;

/** The public menu's address, optionally for one table. */
export function menuUrl(publicUrl: string, restaurantId: string, table?: number | string | null): string {
  const base = `${publicUrl.replace(/\/$/, '')}/menu/${encodeURIComponent(restaurantId)}`;
  return table ? `${base}?${TABLE_PARAM}=${encodeURIComponent(String(table))}` : base;
}

/** The table number a menu URL carries (`?mesa=7`), or null when absent or not a table number. */
export function tableFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get(TABLE_PARAM);
  if (!raw || !/^\d{1,3}$/.test(raw)) return null;
  const table = Number(raw);
  return table >= 1 && table <= TABLE_COUNT_MAX ? table : null;
}

/**
 * Section 2: the PNG is named qr-cardapio plus the restaurant name in lower case with spaces turned
 * into hyphens ("Pizzaria Bella Napoli" -> "qr-cardapio-pizzaria-bella-napoli.png"). Characters
 * that file systems refuse are dropped; a table's code adds "-mesa-7".
 */
export function qrFileName(restaurantName: string, table?: number | null): string {
  const name = restaurantName
    .toLocaleLowerCase('pt-BR')
    .replace(/[\\/:*?"<>|]|\p{Cc}/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return `qr-cardapio-${name}${table ? `-mesa-${table}` : ''}.png`;
}

/** `GET /api/restaurants/{id}/qr-code` (section 7's two fields, plus what the tab shows). */
export interface QrCodeView {
  qrCodeDataUrl: string;
  menuUrl: string;
  fileName: string;
  restaurantName: string;
  tableCount: number;
  /** Whether PUBLIC_URL only opens on this machine or network (a local QR code helps no diner). */
  publicUrlIsLocal?: boolean;
}
