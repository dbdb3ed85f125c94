/** Announced once the standalone menu is hydrated: taps held before then are replayed. */
export const MENU_READY_EVENT = 'comanda:menu-ready';
