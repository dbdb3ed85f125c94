import { type Control, Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import type { RegisterValues } from '../schemas';

const linkClasses = 'font-semibold text-orange-700 underline underline-offset-2 hover:text-orange-800';

/** The required consent to the terms of use and the privacy policy. */
export function TermsCheckbox({ control }: { control: Control<RegisterValues> }) {
  return (
    <Controller
      control={control}
      name="acceptTerms"
      render={({ field, fieldState }) => (
        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-3">
            <Checkbox
              id="register-terms"
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? 'register-terms-error' : undefined}
              className="mt-0.5"
            />
            <Label htmlFor="register-terms" className="font-normal leading-snug text-stone-800">
              Li e aceito os{' '}
              <Link to="/termos" target="_blank" className={linkClasses}>
                termos de uso
              </Link>{' '}
              e a{' '}
              <Link to="/privacidade" target="_blank" className={linkClasses}>
                política de privacidade
              </Link>
            </Label>
          </div>
          <FieldError id="register-terms-error" message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}
