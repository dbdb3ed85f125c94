import { useState } from 'react';
import { formatPoints } from '../../../../domain/format/points';
import type { LoyaltyCustomerView } from '../../../../domain/loyalty/loyalty-api';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useOwnerRewards } from '../api/get-rewards';
import { useRedeemReward } from '../api/redeem-reward';

/** The owner redeems one of the active rewards for the customer; the points leave in the ledger. */
export function CustomerRedeem({
  restaurantId,
  customer,
}: {
  restaurantId: string;
  customer: LoyaltyCustomerView;
}) {
  const rewards = useOwnerRewards(restaurantId);
  const redeem = useRedeemReward(restaurantId);
  const [rewardId, setRewardId] = useState('');
  const active = (rewards.data ?? []).filter((reward) => reward.isActive);
  if (active.length === 0) return null;

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="loyalty-redeem-reward">Resgatar recompensa</Label>
        <select
          id="loyalty-redeem-reward"
          className="h-10 rounded-lg border border-stone-300 bg-white px-3"
          value={rewardId}
          onChange={(event) => setRewardId(event.target.value)}
        >
          <option value="">Escolha uma recompensa</option>
          {active.map((reward) => (
            <option key={reward.id} value={reward.id} disabled={reward.pointsCost > customer.points}>
              {reward.name} ({formatPoints(reward.pointsCost)})
            </option>
          ))}
        </select>
      </div>
      <Button
        disabled={!rewardId || redeem.isPending}
        onClick={() =>
          redeem.mutate(
            { customerId: customer.id, rewardId },
            {
              onSuccess: () => {
                setRewardId('');
                toast({ title: 'Recompensa resgatada!' });
              },
              onError: (error) =>
                toast({
                  title: 'Erro ao resgatar',
                  description: serverMessage(error),
                  variant: 'destructive',
                }),
            },
          )
        }
      >
        Resgatar
      </Button>
    </div>
  );
}
