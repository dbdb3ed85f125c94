import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api-client';
import { useResetPassword } from '../api/password-reset';
import { PASSWORD_MIN_LENGTH, type ResetPasswordValues, resetPasswordFormSchema } from '../schemas';
import { AuthDone } from './auth-done';
import { PasswordInput } from './password-input';

const LINK_CLASS = 'font-semibold text-orange-700 underline-offset-4 hover:underline';

/** The new password, typed twice, set with the token of the mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = formState;

  if (reset.isSuccess) {
    return (
      <AuthDone icon={CircleCheck}>
        <p className="text-stone-800">{reset.data.message}</p>
        <Button asChild size="lg">
          <Link to="/login">Entrar no painel</Link>
        </Button>
      </AuthDone>
    );
  }

  return (
    <form
      onSubmit={handleSubmit(({ password }) => reset.mutate({ token, password }))}
      noValidate
      className="flex flex-col gap-5"
    >
      <FormField
        id="reset-password"
        label="Nova senha"
        hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}
        error={errors.password?.message}
      >
        {(describedBy) => (
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy}
            {...register('password')}
          />
        )}
      </FormField>
      <FormField id="reset-confirmation" label="Repita a nova senha" error={errors.confirmation?.message}>
        {(describedBy) => (
          <PasswordInput
            id="reset-confirmation"
            autoComplete="new-password"
            aria-invalid={errors.confirmation ? true : undefined}
            aria-describedby={describedBy}
            {...register('confirmation')}
          />
        )}
      </FormField>
      {reset.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {serverMessage(reset.error) ?? 'Não foi possível redefinir a senha. Tente novamente.'}{' '}
          <Link to="/esqueci-senha" className={LINK_CLASS}>
            Pedir um novo link
          </Link>
        </p>
      )}
      <Button type="submit" size="lg" disabled={reset.isPending}>
        Salvar nova senha
      </Button>
    </form>
  );
}
