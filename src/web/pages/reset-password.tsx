import { Link, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

/** The page the reset e-mail links to (`/redefinir-senha?token=…`). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <title>Redefinir senha | Comanda</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-stone-900">Criar nova senha</h1>
          <CardDescription>
            {token
              ? 'Escolha a nova senha do painel. As sessões abertas com a senha antiga serão encerradas.'
              : 'Este endereço não traz o link de redefinição. Abra o link do e-mail que enviamos.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <Link
              to="/esqueci-senha"
              className="font-semibold text-orange-700 underline-offset-4 hover:underline"
            >
              Pedir um novo link
            </Link>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
