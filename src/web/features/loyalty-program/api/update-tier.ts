import type { NewTierInput, TierInput } from '../../../../domain/loyalty/loyalty.schemas';
import type { TierView } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyPath } from './keys';
import { useLoyaltyMutation } from './use-loyalty-mutation';

/** Every ladder change answers how many customers the server re-ranked. */
export type TierChange = TierView & { customersMoved: number };

const tierPath = (restaurantId: string, id: string) =>
  `${loyaltyPath(restaurantId)}/tiers/${encodeURIComponent(id)}`;

/** `PATCH .../loyalty/tiers/{tierId}`. */
export function useUpdateTier(restaurantId: string) {
  return useLoyaltyMutation(restaurantId, ({ id, ...tier }: TierInput & { id: string }) =>
    api.patch<TierChange>(tierPath(restaurantId, id), tier),
  );
}

/** `POST .../loyalty/tiers`. */
export function useCreateTier(restaurantId: string) {
  return useLoyaltyMutation(restaurantId, (tier: NewTierInput) =>
    api.post<TierChange>(`${loyaltyPath(restaurantId)}/tiers`, tier),
  );
}

/** `DELETE .../loyalty/tiers/{tierId}`. */
export function useDeleteTier(restaurantId: string) {
  return useLoyaltyMutation(restaurantId, (id: string) =>
    api.delete<{ customersMoved: number }>(tierPath(restaurantId, id)),
  );
}

/** 'Nenhum cliente mudou de nível' / '1 cliente mudou de nível' / 'N clientes mudaram de nível'. */
export function movedMessage(customersMoved: number) {
  if (customersMoved === 0) return 'Nenhum cliente mudou de nível.';
  return customersMoved === 1 ? '1 cliente mudou de nível.' : `${customersMoved} clientes mudaram de nível.`;
}
