import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../../domain/format/format';
import { formatPoints } from '../../../../domain/format/points';
import type { RewardView } from '../../../../domain/loyalty/loyalty-api';
import { REWARD_TYPE_LABELS } from '../../../../domain/loyalty/loyalty-api';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useOwnerRewards } from '../api/get-rewards';
import { useToggleReward } from '../api/save-reward';
import { RewardDialog } from './reward-dialog';

/** 'Recompensas': the list, 'Nova Recompensa', editing and deactivation. */
export function RewardsPanel({ restaurantId }: { restaurantId: string }) {
  const rewards = useOwnerRewards(restaurantId);
  const toggle = useToggleReward(restaurantId);
  const [editing, setEditing] = useState<RewardView | 'new' | null>(null);

  return (
    <div className="flex flex-col gap-4 pt-4">
      <div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Nova Recompensa
        </Button>
      </div>
      {rewards.isPending ? (
        <LoadingState label="Carregando recompensas..." />
      ) : rewards.isError ? (
        <ErrorState message="Erro ao carregar as recompensas." onRetry={() => rewards.refetch()} />
      ) : rewards.data.length === 0 ? (
        <p className="py-8 text-center text-stone-700">Nenhuma recompensa cadastrada.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {rewards.data.map((reward) => (
            <li
              key={reward.id}
              className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4"
            >
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold text-stone-900">{reward.name}</p>
                <span className="rounded-full bg-orange-100 px-2 py-0.5 text-sm font-semibold text-orange-900">
                  {formatPoints(reward.pointsCost)}
                </span>
              </div>
              {reward.description && <p className="text-sm text-stone-700">{reward.description}</p>}
              <p className="text-xs text-stone-600">
                {REWARD_TYPE_LABELS[reward.rewardType] ?? reward.rewardType} ·{' '}
                {reward.isActive ? 'Ativa' : 'Inativa'} · {reward.currentRedemptions}
                {reward.maxRedemptions ? `/${reward.maxRedemptions}` : ''} resgates
                {reward.validUntil ? ` · até ${formatDate(reward.validUntil)}` : ''}
              </p>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(reward)}>
                  Editar
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={toggle.isPending}
                  onClick={() =>
                    toggle.mutate(
                      { id: reward.id, isActive: !reward.isActive },
                      {
                        onError: (error) =>
                          toast({
                            title: 'Erro ao atualizar',
                            description: serverMessage(error),
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                >
                  {reward.isActive ? 'Desativar' : 'Ativar'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <RewardDialog
          restaurantId={restaurantId}
          reward={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
