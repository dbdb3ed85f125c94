import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { useRegisterRestaurant } from '../api/register';
import { type RegisterOutput, type RegisterValues, registerSchema } from '../schemas';
import { RegisterFields } from './register-fields';
import { RegisterLocationFields } from './register-location-fields';
import { TermsCheckbox } from './terms-checkbox';

const FIELD_NAMES = [
  'name',
  'description',
  'whatsapp',
  'address',
  'zipCode',
  'city',
  'state',
  'email',
  'password',
] as const;

export function RegisterForm() {
  const navigate = useNavigate();
  const registerMutation = useRegisterRestaurant();
  // A refusal that no field explains (too many sign-ups, a busy server) stays on the form after the toast.
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      name: '',
      description: '',
      whatsapp: '',
      address: '',
      zipCode: '',
      city: '',
      state: '',
      email: '',
      password: '',
      acceptTerms: false,
    },
  });

  const onSubmit = form.handleSubmit(({ acceptTerms: _accepted, ...values }) => {
    setFormError(null);
    registerMutation.mutate(
      { ...values, plan: 'basic' },
      {
        onSuccess: (restaurant) => {
          toast({
            title: 'Cadastro realizado com sucesso!',
            description: 'Seu teste grátis de 7 dias foi iniciado.',
          });
          navigate(`/admin/${restaurant.id}`);
        },
        onError: (error) => {
          const message = serverMessage(error);
          if (message && isApiError(error) && !error.fields) setFormError(message);
          if (isApiError(error) && error.fields) {
            for (const [field, message] of Object.entries(error.fields)) {
              if ((FIELD_NAMES as readonly string[]).includes(field)) {
                form.setError(field as Path<RegisterValues>, { type: 'server', message });
              }
            }
          }
          toast({
            title: 'Erro ao cadastrar',
            description: message ?? 'Ocorreu um erro ao criar sua conta.',
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <RegisterFields
        register={form.register}
        errors={form.formState.errors}
        location={
          <RegisterLocationFields
            register={form.register}
            setValue={form.setValue}
            getValues={form.getValues}
            errors={form.formState.errors}
          />
        }
      />
      <TermsCheckbox control={form.control} />
      {formError && (
        <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={registerMutation.isPending}>
        Iniciar Teste Grátis
      </Button>
      <p className="text-center text-sm text-stone-700">
        Já tem uma conta?{' '}
        <Link to="/login" className="font-semibold text-orange-700 underline-offset-4 hover:underline">
          Faça login
        </Link>
      </p>
    </form>
  );
}
