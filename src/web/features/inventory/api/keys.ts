/**
 * Query keys and paths of the 'Estoque' tab. One prefix per restaurant, so a stock change refreshes
 * the inventory, the histories, suppliers and purchases together.
 */
export const inventoryKey = (restaurantId: string) => ['inventory', restaurantId] as const;

export const restaurantPath = (restaurantId: string) =>
  `/api/restaurants/${encodeURIComponent(restaurantId)}`;

/**
 * The menu as other screens cache it (public menu, 'Cardápio' tab, counter orders). Stock decides
 * 'Esgotado', so a movement refreshes them too. Listed by key, not imported: features stay apart.
 */
export const menuDataKeys = (restaurantId: string) => [
  ['restaurants', restaurantId, 'menu'],
  ['menu-management', restaurantId],
  ['orders-panel', restaurantId, 'menu'],
];
