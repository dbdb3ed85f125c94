import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { type LoginOutput, type LoginValues, loginSchema } from '../schemas';
import { PasswordInput } from './password-input';

export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginValues, unknown, LoginOutput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (restaurant) => {
        toast({
          title: 'Login realizado com sucesso!',
          description: `Bem-vindo de volta, ${restaurant.name}!`,
        });
        navigate(`/admin/${restaurant.id}`);
      },
      onError: (error) => {
        const title = 'Erro ao fazer login';
        toast({ title, description: serverMessage(error) ?? title, variant: 'destructive' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id="login-email" label="E-mail" error={errors.email?.message}>
        {(describedBy) => (
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="voce@restaurante.com.br"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField id="login-password" label="Senha" error={errors.password?.message}>
        {(describedBy) => (
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy}
            {...register('password')}
          />
        )}
      </FormField>
      <Link
        to="/esqueci-senha"
        className="-mt-2 self-end text-sm font-semibold text-orange-700 underline-offset-4 hover:underline"
      >
        Esqueci minha senha
      </Link>
      <Button type="submit" size="lg" disabled={loginMutation.isPending}>
        Entrar
      </Button>
      <p className="text-center text-sm text-stone-700">
        Ainda não tem conta?{' '}
        <Link to="/register" className="font-semibold text-orange-700 underline-offset-4 hover:underline">
          Cadastre-se e teste grátis
        </Link>
      </p>
    </form>
  );
}
