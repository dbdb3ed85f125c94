import { type FormEvent, useState } from 'react';
import { formatDecimalInput } from '../../../../domain/format/decimal-input';
import { formatNumber } from '../../../../domain/format/numbers';
import { formatPoints } from '../../../../domain/format/points';
import { tierSchema } from '../../../../domain/loyalty/loyalty.schemas';
import type { TierView } from '../../../../domain/loyalty/loyalty-api';
import { TIER_LABELS } from '../../../../domain/loyalty/loyalty-api';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, NumberInput, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { movedMessage, useUpdateTier } from '../api/update-tier';
import { TierDelete } from './tier-delete';

export function TierCard({ restaurantId, tier }: { restaurantId: string; tier: TierView }) {
  const update = useUpdateTier(restaurantId);
  const [minPoints, setMinPoints] = useState(String(tier.minPoints));
  const [multiplier, setMultiplier] = useState(formatDecimalInput(tier.multiplier, 2));
  const [color, setColor] = useState(tier.color ?? '#cd7f32');
  const [benefits, setBenefits] = useState(tier.benefits.join('\n'));
  const [error, setError] = useState<string>();
  const id = `tier-${tier.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      minPoints,
      multiplier: multiplier.replace(',', '.'),
      color,
      benefits: benefits
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    };
    const parsed = tierSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    update.mutate(
      { id: tier.id, ...body },
      {
        onSuccess: (result) =>
          toast({ title: 'Nível atualizado!', description: movedMessage(result.customersMoved) }),
        onError: (failure) =>
          toast({ title: 'Erro ao salvar', description: serverMessage(failure), variant: 'destructive' }),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
      aria-label={`Nível ${TIER_LABELS[tier.name] ?? tier.name}`}
    >
      <h3 className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <span
          className="size-4 rounded-full"
          style={{ backgroundColor: tier.color ?? undefined }}
          aria-hidden="true"
        />
        {TIER_LABELS[tier.name] ?? tier.name}
        <span className="text-sm font-normal text-stone-600">
          {tier.maxPoints === null
            ? `${formatNumber(tier.minPoints)}+ pontos`
            : `${formatNumber(tier.minPoints)}–${formatPoints(tier.maxPoints)}`}
        </span>
      </h3>
      <div className="grid grid-cols-3 gap-2">
        <FormField id={`${id}-min`} label="Pontos mínimos">
          {(d) => (
            <NumberInput
              id={`${id}-min`}
              min={0}
              value={minPoints}
              onChange={(e) => setMinPoints(e.target.value)}
              aria-describedby={d}
            />
          )}
        </FormField>
        <FormField id={`${id}-mult`} label="Multiplicador">
          {(d) => (
            <Input
              id={`${id}-mult`}
              inputMode="decimal"
              value={multiplier}
              onChange={(e) => setMultiplier(e.target.value)}
              aria-describedby={d}
            />
          )}
        </FormField>
        <FormField id={`${id}-color`} label="Cor">
          {(d) => (
            <Input
              id={`${id}-color`}
              type="color"
              value={color}
              onChange={(e) => setColor(e.target.value)}
              aria-describedby={d}
            />
          )}
        </FormField>
      </div>
      <FormField id={`${id}-benefits`} label="Benefícios (um por linha)" error={error}>
        {(d) => (
          <Textarea
            id={`${id}-benefits`}
            value={benefits}
            onChange={(e) => setBenefits(e.target.value)}
            aria-describedby={d}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={update.isPending}>
          {update.isPending ? 'Salvando...' : 'Salvar nível'}
        </Button>
        <TierDelete restaurantId={restaurantId} tier={tier} />
      </div>
    </form>
  );
}
