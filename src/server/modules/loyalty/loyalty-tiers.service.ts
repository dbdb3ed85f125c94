/**
 * The owner's tier ladder ('Níveis'): create, edit and delete tiers. Every change runs in one
 * transaction that also realigns the ranges (each tier ends where the next begins) and re-ranks the
 * restaurant's customers, so no customer is left on a tier that no longer fits their points.
 */
import type { z } from 'zod';
import type { newTierSchema, tierSchema } from '../../../domain/loyalty/loyalty.schemas';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { conflict, notFound } from '../../lib/http-error';
import { createLoyaltyRepository, type LoyaltyRepository, type TierRow } from './loyalty.repository';
import { toTier } from './loyalty.views';

export const TIER_NOT_FOUND = 'Nível não encontrado';
export const TIER_NAME_TAKEN = 'Já existe um nível com este nome';
export const TIER_THRESHOLD_TAKEN = 'Já existe um nível com essa pontuação mínima';
export const LAST_TIER = 'Mantenha pelo menos um nível';

type TierValues = z.output<typeof tierSchema>;

const columns = (values: TierValues) => ({
  minPoints: values.minPoints,
  multiplier: values.multiplier.toFixed(2),
  ...(values.color ? { color: values.color } : {}),
  ...(values.benefits ? { benefits: JSON.stringify(values.benefits) } : {}),
});

function ensureFreeThreshold(tiers: TierRow[], minPoints: number, exceptId?: string) {
  if (tiers.some((tier) => tier.minPoints === minPoints && tier.id !== exceptId))
    throw conflict(TIER_THRESHOLD_TAKEN);
}

export function createLoyaltyTiersService(db: Db) {
  /** Runs a ladder change, then realigns and re-ranks; answers the tier (if any) and who moved. */
  async function change(
    restaurantId: string,
    apply: (repo: LoyaltyRepository, tiers: TierRow[]) => Promise<string | null>,
  ) {
    try {
      return await db.transaction(async (tx) => {
        const repo = createLoyaltyRepository(tx);
        const tierId = await apply(repo, await repo.lockTiers(restaurantId));
        await repo.realignTierRanges(restaurantId);
        const customersMoved = await repo.rerankCustomers(restaurantId);
        const tier = (await repo.tiers(restaurantId)).find((row) => row.id === tierId);
        return { tier: tier ? toTier(tier) : null, customersMoved };
      });
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(TIER_NAME_TAKEN);
      throw error;
    }
  }

  return {
    async create(restaurantId: string, values: z.output<typeof newTierSchema>) {
      const result = await change(restaurantId, async (repo, tiers) => {
        if (tiers.some((tier) => tier.name === values.name)) throw conflict(TIER_NAME_TAKEN);
        ensureFreeThreshold(tiers, values.minPoints);
        return (await repo.insertTier({ restaurantId, name: values.name, ...columns(values) })).id;
      });
      return { ...result.tier!, customersMoved: result.customersMoved };
    },

    async update(restaurantId: string, tierId: string, values: TierValues) {
      const result = await change(restaurantId, async (repo, tiers) => {
        if (!tiers.some((tier) => tier.id === tierId)) throw notFound(TIER_NOT_FOUND);
        ensureFreeThreshold(tiers, values.minPoints, tierId);
        await repo.updateTier(restaurantId, tierId, columns(values));
        return tierId;
      });
      return { ...result.tier!, customersMoved: result.customersMoved };
    },

    async remove(restaurantId: string, tierId: string) {
      const result = await change(restaurantId, async (repo, tiers) => {
        if (!tiers.some((tier) => tier.id === tierId)) throw notFound(TIER_NOT_FOUND);
        if (tiers.length === 1) throw conflict(LAST_TIER);
        await repo.deleteTier(restaurantId, tierId);
        return null;
      });
      return { customersMoved: result.customersMoved };
    },
  };
}
