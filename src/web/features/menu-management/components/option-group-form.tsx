import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { OwnerOptionGroupView } from '../../../../domain/menu/menu-api';
import { type OptionGroupValues, optionGroupSchema } from '../../../../domain/menu/option-group.schemas';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { Input, NumberInput } from '../../../components/ui/input';
import { useCreateOptionGroup } from '../api/create-option-group';
import { useReplaceOptionGroup } from '../api/replace-option-group';
import { notifyError, notifySuccess } from './notify';
import { type OptionGroupFormValues, toGroupFormValues, toGroupPayload } from './option-group-form-values';
import { OptionRows } from './option-rows';

const resolver = zodResolver(optionGroupSchema) as unknown as Resolver<
  OptionGroupFormValues,
  unknown,
  OptionGroupValues
>;
const selectClasses = 'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900';

interface OptionGroupFormProps {
  restaurantId: string;
  group?: OwnerOptionGroupView;
  onDone: () => void;
}

/** A group of choices: its rules (required, minimum, maximum, half-and-half) and its options. */
export function OptionGroupForm({ restaurantId, group, onDone }: OptionGroupFormProps) {
  const create = useCreateOptionGroup(restaurantId);
  const replace = useReplaceOptionGroup(restaurantId);
  const form = useForm<OptionGroupFormValues, unknown, OptionGroupValues>({
    resolver,
    defaultValues: toGroupFormValues(group),
  });
  const { errors } = form.formState;
  const done = () => {
    notifySuccess(group ? 'Dados atualizados!' : 'Grupo criado!');
    onDone();
  };

  const onSubmit = form.handleSubmit((values) => {
    const payload = toGroupPayload(values);
    const onError = (error: unknown) => notifyError(group ? 'Erro ao atualizar' : 'Erro ao salvar', error);
    if (group) replace.mutate({ id: group.id, ...payload }, { onSuccess: done, onError });
    else create.mutate(payload, { onSuccess: done, onError });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField
        id="group-name"
        label="Nome do grupo"
        hint="Ex.: Tamanho, Adicionais, Borda, Sabores"
        error={errors.name?.message}
      >
        {(describedBy) => (
          <Input
            id="group-name"
            aria-describedby={describedBy}
            aria-invalid={errors.name ? true : undefined}
            {...form.register('name')}
          />
        )}
      </FormField>
      <FormField id="group-kind" label="Tipo">
        {() => (
          <select id="group-kind" className={selectClasses} {...form.register('kind')}>
            <option value="standard">Padrão (soma o preço de cada opção)</option>
            <option value="flavors">Sabores de pizza meio a meio</option>
          </select>
        )}
      </FormField>
      <Controller
        control={form.control}
        name="isRequired"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="group-required"
              checked={field.value}
              onCheckedChange={(next) => field.onChange(next === true)}
            />
            <label htmlFor="group-required" className="text-sm text-stone-900">
              Obrigatório (o cliente precisa escolher)
            </label>
          </div>
        )}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField id="group-min" label="Mínimo de escolhas" error={errors.minChoices?.message}>
          {(describedBy) => (
            <NumberInput
              id="group-min"
              min={0}
              aria-describedby={describedBy}
              {...form.register('minChoices')}
            />
          )}
        </FormField>
        <FormField id="group-max" label="Máximo de escolhas" error={errors.maxChoices?.message}>
          {(describedBy) => (
            <NumberInput
              id="group-max"
              min={1}
              aria-describedby={describedBy}
              {...form.register('maxChoices')}
            />
          )}
        </FormField>
      </div>
      <OptionRows control={form.control} register={form.register} errors={errors} />
      <FieldError message={errors.options?.message ?? errors.options?.root?.message} />
      <Button type="submit" disabled={create.isPending || replace.isPending}>
        {group ? 'Salvar grupo' : 'Criar grupo'}
      </Button>
    </form>
  );
}
