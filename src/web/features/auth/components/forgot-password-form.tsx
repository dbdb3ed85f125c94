import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/password-reset';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../schemas';
import { AuthDone } from './auth-done';

const LINK_CLASS = 'font-semibold text-orange-700 underline-offset-4 hover:underline';

/** Asks for the login e-mail and mails a reset link; the answer never says whether it has an account. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors } = formState;

  if (forgot.isSuccess) {
    return (
      <AuthDone icon={MailCheck}>
        <p className="text-stone-800">{forgot.data.message}</p>
        <p className="text-sm text-stone-700">O link vale por 1 hora. Confira também a caixa de spam.</p>
        <Link to="/login" className={LINK_CLASS}>
          Voltar para o login
        </Link>
      </AuthDone>
    );
  }

  return (
    <form
      onSubmit={handleSubmit(({ email }) => forgot.mutate(email))}
      noValidate
      className="flex flex-col gap-5"
    >
      <FormField
        id="forgot-email"
        label="E-mail do cadastro"
        error={errors.email?.message ?? (forgot.isError ? serverMessage(forgot.error) : undefined)}
      >
        {(describedBy) => (
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="voce@restaurante.com.br"
            aria-invalid={errors.email || forgot.isError ? true : undefined}
            aria-describedby={describedBy}
            {...register('email')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={forgot.isPending}>
        Enviar link
      </Button>
      <p className="text-center text-sm text-stone-700">
        Lembrou a senha?{' '}
        <Link to="/login" className={LINK_CLASS}>
          Entrar
        </Link>
      </p>
    </form>
  );
}
