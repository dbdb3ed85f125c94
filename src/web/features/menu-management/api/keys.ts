/** Query keys of the 'Cardápio' tab: one prefix per restaurant, so a change refreshes all of it. */
export const menuManagementKey = (restaurantId: string) => ['menu-management', restaurantId] as const;

export const restaurantPath = (restaurantId: string) =>
  `/api/restaurants/${encodeURIComponent(restaurantId)}`;

export const itemPath = (restaurantId: string, itemId: string) =>
  `${restaurantPath(restaurantId)}/menu/${encodeURIComponent(itemId)}`;

export const categoriesPath = (restaurantId: string) => `${restaurantPath(restaurantId)}/categories`;

export const groupsPath = (restaurantId: string) => `${restaurantPath(restaurantId)}/option-groups`;
