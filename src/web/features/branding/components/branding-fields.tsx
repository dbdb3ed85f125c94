import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import type { BrandingFormValues } from './branding-form-values';

interface BrandingFieldsProps {
  register: UseFormRegister<BrandingFormValues>;
  errors: FieldErrors<BrandingFormValues>;
}

const invalid = (message?: string) => (message ? true : undefined);

/** Name, description, WhatsApp and address. */
export function BrandingFields({ register, errors }: BrandingFieldsProps) {
  return (
    <>
      <FormField id="branding-name" label="Nome do restaurante" error={errors.name?.message}>
        {(describedBy) => (
          <Input
            id="branding-name"
            autoComplete="organization"
            aria-invalid={invalid(errors.name?.message)}
            aria-describedby={describedBy}
            {...register('name')}
          />
        )}
      </FormField>
      <FormField id="branding-description" label="Descrição" error={errors.description?.message}>
        {(describedBy) => (
          <Textarea
            id="branding-description"
            rows={3}
            aria-invalid={invalid(errors.description?.message)}
            aria-describedby={describedBy}
            {...register('description')}
          />
        )}
      </FormField>
      <FormField
        id="branding-whatsapp"
        label="WhatsApp"
        hint="Com DDD, como preferir: (11) 98765-4321, 11987654321 ou +55 11 98765-4321."
        error={errors.whatsapp?.message}
      >
        {(describedBy) => (
          <Input
            id="branding-whatsapp"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-invalid={invalid(errors.whatsapp?.message)}
            aria-describedby={describedBy}
            {...register('whatsapp')}
          />
        )}
      </FormField>
      <FormField
        id="branding-address"
        label="Endereço completo"
        hint="Rua, número e bairro."
        error={errors.address?.message}
      >
        {(describedBy) => (
          <Input
            id="branding-address"
            autoComplete="street-address"
            aria-invalid={invalid(errors.address?.message)}
            aria-describedby={describedBy}
            {...register('address')}
          />
        )}
      </FormField>
    </>
  );
}
