import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input, NumberInput } from '../../../components/ui/input';

export interface EditStockValues {
  hasInventoryControl: boolean;
  minStockAlert: string;
  stockUnit: string;
  costPrice: string;
}

const UNITS = ['unidade', 'kg', 'g', 'L', 'ml', 'caixa', 'pacote', 'garrafa', 'lata', 'porção'];
const invalid = (message?: string) => (message ? true : undefined);

interface EditStockFieldsProps {
  register: UseFormRegister<EditStockValues>;
  errors: FieldErrors<EditStockValues>;
}

/** Minimum alert, unit (suggested from a list) and unit cost. */
export function EditStockFields({ register, errors }: EditStockFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="stock-min"
          label="Alerta mínimo"
          hint="Abaixo ou igual a isso, a situação fica 'Baixo'."
          error={errors.minStockAlert?.message}
        >
          {(describedBy) => (
            <NumberInput
              id="stock-min"
              min={0}
              step={1}
              inputMode="numeric"
              aria-invalid={invalid(errors.minStockAlert?.message)}
              aria-describedby={describedBy}
              {...register('minStockAlert')}
            />
          )}
        </FormField>
        <FormField
          id="stock-unit"
          label="Unidade"
          hint="Padrão: unidade (mostrada como 'un')."
          error={errors.stockUnit?.message}
        >
          {(describedBy) => (
            <>
              <Input
                id="stock-unit"
                list="stock-unit-options"
                maxLength={20}
                aria-invalid={invalid(errors.stockUnit?.message)}
                aria-describedby={describedBy}
                {...register('stockUnit')}
              />
              <datalist id="stock-unit-options">
                {UNITS.map((unit) => (
                  <option key={unit} value={unit} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
      </div>
      <FormField id="stock-cost" label="Custo unitário (R$)" error={errors.costPrice?.message}>
        {(describedBy) => (
          <NumberInput
            id="stock-cost"
            min={0}
            step={0.01}
            inputMode="decimal"
            aria-invalid={invalid(errors.costPrice?.message)}
            aria-describedby={describedBy}
            {...register('costPrice')}
          />
        )}
      </FormField>
    </>
  );
}
