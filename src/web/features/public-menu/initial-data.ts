/**
 * The restaurant and menu the server inlined in the page (`<script type="application/json"
 * id="initial-data">`), read once, so the menu draws without waiting for any request.
 */
import type { InitialMenuData } from './types';

let cached: InitialMenuData | null | undefined;

/** The server-side renderer hands the data over directly (there is no document there). */
export function provideInitialMenuData(data: InitialMenuData | null): void {
  cached = data;
}

export function initialMenuData(restaurantId: string): InitialMenuData | null {
  if (cached === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById('initial-data');
    try {
      cached = element?.textContent ? (JSON.parse(element.textContent) as InitialMenuData) : null;
    } catch {
      cached = null;
    }
  }
  return cached?.restaurantId === restaurantId ? cached : null;
}
