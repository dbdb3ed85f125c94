import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <title>Esqueci minha senha | Comanda</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-stone-900">Esqueci minha senha</h1>
          <CardDescription>
            Informe o e-mail do cadastro e enviaremos um link para você criar uma nova senha.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
