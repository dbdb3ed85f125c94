import { type FormEvent, useState } from 'react';
import { formatDecimalInput } from '../../../../domain/format/decimal-input';
import { REWARD_TYPES } from '../../../../domain/loyalty/loyalty';
import { rewardSchema } from '../../../../domain/loyalty/loyalty.schemas';
import type { RewardView } from '../../../../domain/loyalty/loyalty-api';
import { REWARD_TYPE_LABELS } from '../../../../domain/loyalty/loyalty-api';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { useSaveReward } from '../api/save-reward';

type Values = Record<
  | 'name'
  | 'description'
  | 'pointsCost'
  | 'rewardType'
  | 'rewardValue'
  | 'maxRedemptions'
  | 'validFrom'
  | 'validUntil',
  string
>;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

function initial(reward: RewardView | null): Values {
  return {
    name: reward?.name ?? '',
    description: reward?.description ?? '',
    pointsCost: reward ? String(reward.pointsCost) : '',
    rewardType: reward?.rewardType ?? 'discount',
    rewardValue: formatDecimalInput(reward?.rewardValue, 2),
    maxRedemptions: reward?.maxRedemptions ? String(reward.maxRedemptions) : '',
    validFrom: day(reward?.validFrom ?? null),
    validUntil: day(reward?.validUntil ?? null),
  };
}

/** 'Nova Recompensa' (or editing one), with the validations of section 5. */
export function RewardDialog({
  restaurantId,
  reward,
  onClose,
}: {
  restaurantId: string;
  reward: RewardView | null;
  onClose: () => void;
}) {
  const save = useSaveReward(restaurantId);
  const [values, setValues] = useState<Values>(() => initial(reward));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      name: values.name,
      description: values.description || null,
      pointsCost: values.pointsCost,
      rewardType: values.rewardType as (typeof REWARD_TYPES)[number],
      rewardValue: values.rewardValue || null,
      maxRedemptions: values.maxRedemptions ? Number(values.maxRedemptions) : null,
      validFrom: values.validFrom ? new Date(`${values.validFrom}T00:00:00-03:00`).toISOString() : null,
      validUntil: values.validUntil ? new Date(`${values.validUntil}T23:59:59-03:00`).toISOString() : null,
    };
    const parsed = rewardSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors<keyof Values & string>(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { ...body, id: reward?.id },
      {
        onSuccess: () => {
          toast({ title: reward ? 'Recompensa atualizada!' : 'Recompensa criada!' });
          onClose();
        },
        onError: (error) =>
          toast({ title: 'Erro ao salvar', description: serverMessage(error), variant: 'destructive' }),
      },
    );
  }

  const field = (name: keyof Values, label: string, input: Partial<Parameters<typeof Input>[0]> = {}) => (
    <FormField id={`reward-${name}`} label={label} error={errors[name]}>
      {(describedBy) => (
        <Input
          id={`reward-${name}`}
          value={values[name]}
          onChange={set(name)}
          aria-describedby={describedBy}
          aria-invalid={errors[name] ? true : undefined}
          {...input}
        />
      )}
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{reward ? 'Editar Recompensa' : 'Nova Recompensa'}</DialogTitle>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          {field('name', 'Nome')}
          <FormField id="reward-description" label="Descrição">
            {(describedBy) => (
              <Textarea
                id="reward-description"
                value={values.description}
                onChange={set('description')}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
          {field('pointsCost', 'Pontos necessários', {
            min: 1,
            step: 1,
            inputMode: 'numeric',
          })}
          <FormField id="reward-rewardType" label="Tipo" error={errors.rewardType}>
            {(describedBy) => (
              <select
                id="reward-rewardType"
                className="h-10 rounded-lg border border-stone-300 bg-white px-3"
                value={values.rewardType}
                onChange={set('rewardType')}
                aria-describedby={describedBy}
              >
                {REWARD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {REWARD_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {field('rewardValue', 'Valor (R$)', { inputMode: 'decimal', placeholder: '10,00' })}
          {field('maxRedemptions', 'Limite de resgates', { inputMode: 'numeric' })}
          <div className="grid grid-cols-2 gap-3">
            {field('validFrom', 'Válida a partir de', { type: 'date' })}
            {field('validUntil', 'Válida até', { type: 'date' })}
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
