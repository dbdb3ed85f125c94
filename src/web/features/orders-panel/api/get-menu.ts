import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CounterMenuOption {
  id: string;
  name: string;
  price: string;
  isSoldOut?: boolean;
}

export interface CounterMenuGroup {
  id: string;
  name: string;
  kind: 'standard' | 'flavors';
  isRequired: boolean;
  minChoices: number;
  maxChoices: number;
  options: CounterMenuOption[];
}

/** A menu item as `GET /api/restaurants/:id/menu` sends it, with what the counter order needs. */
export interface CounterMenuItem {
  id: string;
  name: string;
  price: string;
  category: string | null;
  isActive: boolean;
  isSoldOut: boolean;
  optionGroups?: CounterMenuGroup[];
}

/** The same menu diners order from; the counter order offers only what can be ordered now. */
export const counterMenuQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['orders-panel', restaurantId, 'menu'],
    queryFn: async ({ signal }) => {
      const items = await api.get<CounterMenuItem[]>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/menu`,
        signal,
      );
      return items.filter((item) => item.isActive && !item.isSoldOut);
    },
    staleTime: 60_000,
  });

export function useCounterMenu(restaurantId: string, enabled: boolean) {
  return useQuery({ ...counterMenuQueryOptions(restaurantId), enabled });
}
