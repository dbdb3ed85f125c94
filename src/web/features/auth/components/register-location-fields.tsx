import type { FieldErrors, UseFormGetValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { BRAZILIAN_STATES } from '../../../../domain/menu/store-settings.schemas';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses, Input } from '../../../components/ui/input';
import { addressLineOf, lookupCep } from '../../cep/cep-lookup';
import type { RegisterValues } from '../schemas';

interface RegisterLocationFieldsProps {
  register: UseFormRegister<RegisterValues>;
  setValue: UseFormSetValue<RegisterValues>;
  getValues: UseFormGetValues<RegisterValues>;
  errors: FieldErrors<RegisterValues>;
}

/**
 * CEP, city and state at sign-up. A CEP found by our lookup (decision 0013) fills the street and
 * neighbourhood (when the address is still empty), the city and the state; the state gives the
 * restaurant its time zone on the server (decision 0014). Without a lookup, everything is typed.
 */
export function RegisterLocationFields({
  register,
  setValue,
  getValues,
  errors,
}: RegisterLocationFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_2fr_5rem]">
      <FormField id="register-zip" label="CEP (opcional)" error={errors.zipCode?.message}>
        {(describedBy) => (
          <Input
            id="register-zip"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            aria-describedby={describedBy}
            {...register('zipCode', {
              onChange: async (event: { target: { value: string } }) => {
                const found = await lookupCep(event.target.value);
                if (!found) return;
                setValue('city', found.city, { shouldDirty: true });
                setValue('state', found.state, { shouldDirty: true });
                if (!getValues('address'))
                  setValue('address', addressLineOf(found), {
                    shouldDirty: true,
                  });
              },
            })}
          />
        )}
      </FormField>
      <FormField id="register-city" label="Cidade" error={errors.city?.message}>
        {(describedBy) => (
          <Input
            id="register-city"
            autoComplete="address-level2"
            aria-describedby={describedBy}
            {...register('city')}
          />
        )}
      </FormField>
      <FormField id="register-state" label="Estado" error={errors.state?.message}>
        {(describedBy) => (
          <select
            id="register-state"
            className={`${fieldClasses} h-10`}
            aria-describedby={describedBy}
            {...register('state')}
          >
            <option value="">—</option>
            {BRAZILIAN_STATES.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
