import { formatPoints } from '../../../../domain/format/points';
import { Gift } from '../../../components/ui/light-icons';
import type { Reward } from '../api/get-rewards';

interface RewardsSectionProps {
  rewards: Reward[];
  points: number;
}

/** 'Suas Recompensas': the restaurant's configured rewards and how far the diner is from each. */
export function RewardsSection({ rewards, points }: RewardsSectionProps) {
  return (
    <section aria-labelledby="rewards-title" className="px-4">
      <h2 id="rewards-title" className="mb-3 text-xl font-bold text-stone-900">
        Suas Recompensas
      </h2>
      {rewards.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-4 text-stone-700">
          Este restaurante ainda não cadastrou recompensas. Seus pontos continuam valendo desconto.
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-stone-700">
            Para resgatar, finalize o pedido com seu WhatsApp e escolha a recompensa no carrinho.
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {rewards.map((reward) => {
              const missing = reward.pointsCost - points;
              return (
                <li
                  key={reward.id}
                  className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
                >
                  <Gift className="mt-0.5 size-6 shrink-0 text-orange-700" aria-hidden="true" />
                  <div>
                    <h3 className="font-semibold text-stone-900">{reward.name}</h3>
                    {reward.description && <p className="text-sm text-stone-700">{reward.description}</p>}
                    <p className="mt-1 text-sm font-medium text-stone-900">
                      {formatPoints(reward.pointsCost)}
                    </p>
                    <p className="text-sm text-stone-700">
                      {missing <= 0
                        ? 'Você já tem pontos para esta recompensa'
                        : `Faltam ${formatPoints(missing)}`}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
