/**
 * Explorar's search for dishes: what the diner typed, folded to plain lower-case words, and the same
 * folding for SQL's translate(), so the database compares "calabresa" with "Calabresa" and
 * "pao de queijo" with "Pão de Queijo" without an extension (PGlite has no unaccent).
 */
export const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
export const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** The longest search the route accepts, and how many dishes it names per restaurant. */
export const DISH_SEARCH_MAX = 60;
export const DISHES_PER_RESTAURANT = 3;

/** Letters and digits only, so a word is safe inside a LIKE pattern (no % or _ of its own). */
export function searchWords(typed: string): string[] {
  return typed
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}
