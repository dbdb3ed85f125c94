export const loyaltyPath = (restaurantId: string) =>
  `/api/restaurants/${encodeURIComponent(restaurantId)}/loyalty`;

/** Every loyalty query of a restaurant lives under this key, so one invalidation refreshes them all. */
export const loyaltyKey = (restaurantId: string) => ['restaurants', restaurantId, 'loyalty'] as const;
