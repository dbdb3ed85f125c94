import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors, UseFormGetValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { timeZoneForState } from '../../../../domain/format/time-zones';
import { BRAZILIAN_STATES } from '../../../../domain/menu/store-settings.schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses, Input } from '../../../components/ui/input';
import { addressLineOf, lookupCep } from '../../cep/cep-lookup';
import type { BrandingFormValues } from './branding-form-values';
import { TimeZoneField } from './time-zone-field';

interface LocationFieldsProps {
  register: UseFormRegister<BrandingFormValues>;
  setValue: UseFormSetValue<BrandingFormValues>;
  getValues?: UseFormGetValues<BrandingFormValues>;
  errors: FieldErrors<BrandingFormValues>;
}

/** City, state, CEP and coordinates: what Explore filters and measures distances with. */
export function LocationFields({ register, setValue, getValues, errors }: LocationFieldsProps) {
  const [locating, setLocating] = useState<'idle' | 'busy' | 'denied'>('idle');
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setValue('latitude', coords.latitude.toFixed(6), { shouldDirty: true });
        setValue('longitude', coords.longitude.toFixed(6), { shouldDirty: true });
        setLocating('idle');
      },
      () => setLocating('denied'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <fieldset className="grid gap-5 md:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-stone-900">
        Localização (para a busca de restaurantes)
      </legend>
      <FormField id="branding-city" label="Cidade" error={errors.city?.message}>
        {(describedBy) => (
          <Input
            id="branding-city"
            autoComplete="address-level2"
            aria-describedby={describedBy}
            {...register('city')}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="branding-state" label="Estado" error={errors.state?.message}>
          {(describedBy) => (
            <select
              id="branding-state"
              className={`${fieldClasses} h-10`}
              aria-describedby={describedBy}
              {...register('state', {
                // A new state brings its capital's zone; the owner may still pick another below.
                onChange: (event) =>
                  setValue('timeZone', timeZoneForState(event.target.value), { shouldDirty: true }),
              })}
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
        <FormField id="branding-zip" label="CEP" error={errors.zipCode?.message}>
          {(describedBy) => (
            <Input
              id="branding-zip"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
              aria-describedby={describedBy}
              {...register('zipCode', {
                // A CEP fills the city and state (and the street, when the address is empty).
                onChange: async (event: { target: { value: string } }) => {
                  const found = await lookupCep(event.target.value);
                  if (!found) return;
                  setValue('city', found.city, { shouldDirty: true });
                  setValue('state', found.state, { shouldDirty: true });
                  setValue('timeZone', timeZoneForState(found.state), { shouldDirty: true });
                  if (!getValues?.('address'))
                    setValue('address', addressLineOf(found), {
                      shouldDirty: true,
                    });
                },
              })}
            />
          )}
        </FormField>
      </div>
      <TimeZoneField register={register} error={errors.timeZone?.message} />
      <FormField
        id="branding-latitude"
        label="Latitude"
        hint="Ex.: -23.5505"
        error={errors.latitude?.message}
      >
        {(describedBy) => (
          <Input
            id="branding-latitude"
            inputMode="decimal"
            aria-describedby={describedBy}
            {...register('latitude')}
          />
        )}
      </FormField>
      <FormField
        id="branding-longitude"
        label="Longitude"
        hint="Ex.: -46.6333"
        error={errors.longitude?.message}
      >
        {(describedBy) => (
          <Input
            id="branding-longitude"
            inputMode="decimal"
            aria-describedby={describedBy}
            {...register('longitude')}
          />
        )}
      </FormField>
      {canLocate && (
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <Button variant="outline" size="sm" disabled={locating === 'busy'} onClick={locate}>
            <LocateFixed aria-hidden="true" />
            Usar a localização deste aparelho
          </Button>
          {locating === 'denied' && (
            <p role="alert" className="text-sm text-red-700">
              Não foi possível obter a localização. Permita o acesso ou digite as coordenadas.
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
