import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import type { RegisterValues } from '../schemas';
import { PasswordInput } from './password-input';

interface RegisterFieldsProps {
  register: UseFormRegister<RegisterValues>;
  errors: FieldErrors<RegisterValues>;
  /** CEP, city and state (with the CEP lookup), shown after the address. */
  location?: ReactNode;
}

const invalid = (message?: string) => (message ? true : undefined);

/** The restaurant's and the owner's details asked at sign-up. */
export function RegisterFields({ register, errors, location }: RegisterFieldsProps) {
  return (
    <>
      <FormField id="register-name" label="Nome do restaurante" error={errors.name?.message}>
        {(describedBy) => (
          <Input
            id="register-name"
            autoComplete="organization"
            aria-invalid={invalid(errors.name?.message)}
            aria-describedby={describedBy}
            {...register('name')}
          />
        )}
      </FormField>
      <FormField
        id="register-description"
        label="Descrição (opcional)"
        hint="Conte em uma frase o que o seu restaurante serve."
        error={errors.description?.message}
      >
        {(describedBy) => (
          <Textarea
            id="register-description"
            rows={3}
            aria-invalid={invalid(errors.description?.message)}
            aria-describedby={describedBy}
            {...register('description')}
          />
        )}
      </FormField>
      <FormField
        id="register-whatsapp"
        label="WhatsApp"
        hint="Com DDD. É para este número que os pedidos serão enviados."
        error={errors.whatsapp?.message}
      >
        {(describedBy) => (
          <Input
            id="register-whatsapp"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(11) 99999-9999"
            aria-invalid={invalid(errors.whatsapp?.message)}
            aria-describedby={describedBy}
            {...register('whatsapp')}
          />
        )}
      </FormField>
      <FormField
        id="register-address"
        label="Endereço completo"
        hint="Rua, número e bairro. Com o CEP abaixo, preenchemos rua, bairro, cidade e estado."
        error={errors.address?.message}
      >
        {(describedBy) => (
          <Input
            id="register-address"
            autoComplete="street-address"
            aria-invalid={invalid(errors.address?.message)}
            aria-describedby={describedBy}
            {...register('address')}
          />
        )}
      </FormField>
      {location}
      <FormField id="register-email" label="E-mail" error={errors.email?.message}>
        {(describedBy) => (
          <Input
            id="register-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-invalid={invalid(errors.email?.message)}
            aria-describedby={describedBy}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField
        id="register-password"
        label="Senha"
        hint="Mínimo 6 caracteres"
        error={errors.password?.message}
      >
        {(describedBy) => (
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            aria-invalid={invalid(errors.password?.message)}
            aria-describedby={describedBy}
            {...register('password')}
          />
        )}
      </FormField>
    </>
  );
}
