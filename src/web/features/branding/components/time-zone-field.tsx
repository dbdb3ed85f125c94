import type { UseFormRegister } from 'react-hook-form';
import { BRAZIL_TIME_ZONES } from '../../../../domain/format/time-zones';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses } from '../../../components/ui/input';
import type { BrandingFormValues } from './branding-form-values';

/**
 * The restaurant's time zone (decision 0014): its opening hours, 'hoje' in the panel and reports,
 * and tickets follow it. Set from the state; editable for a state with two zones (AM, PA) and for
 * Fernando de Noronha.
 */
export function TimeZoneField({
  register,
  error,
}: {
  register: UseFormRegister<BrandingFormValues>;
  error?: string;
}) {
  return (
    <FormField
      id="branding-time-zone"
      label="Fuso horário"
      hint="Horários de funcionamento, relatórios e comandas seguem este fuso."
      error={error}
    >
      {(describedBy) => (
        <select
          id="branding-time-zone"
          className={`${fieldClasses} h-10`}
          aria-describedby={describedBy}
          {...register('timeZone')}
        >
          {BRAZIL_TIME_ZONES.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
