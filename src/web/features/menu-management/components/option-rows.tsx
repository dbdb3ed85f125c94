import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import type { OptionGroupValues } from '../../../../domain/menu/option-group.schemas';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { OptionGroupFormValues } from './option-group-form-values';

interface OptionRowsProps {
  control: Control<OptionGroupFormValues, unknown, OptionGroupValues>;
  register: UseFormRegister<OptionGroupFormValues>;
  errors: FieldErrors<OptionGroupFormValues>;
}

/** The group's options: name and the price each adds (0,00 for no extra). */
export function OptionRows({ control, register, errors }: OptionRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'options', keyName: 'key' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-900">Opções</legend>
      <div aria-hidden="true" className="flex gap-2 text-xs text-stone-600">
        <span className="flex-1">Nome</span>
        <span className="w-28">Acréscimo (R$)</span>
        <span className="w-10" />
      </div>
      {fields.map((field, index) => {
        const error = errors.options?.[index];
        return (
          <div key={field.key} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <Input
                aria-label={`Nome da opção ${index + 1}`}
                placeholder="Ex.: Grande"
                {...register(`options.${index}.name`)}
              />
              <Input
                aria-label={`Preço adicional da opção ${index + 1}`}
                inputMode="decimal"
                className="w-28"
                placeholder="0,00"
                {...register(`options.${index}.price`)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remover opção ${index + 1}`}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <FieldError message={error?.name?.message ?? error?.price?.message} />
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => append({ name: '', price: '0,00', isSoldOut: false })}
      >
        <Plus aria-hidden="true" />
        Adicionar opção
      </Button>
    </fieldset>
  );
}
