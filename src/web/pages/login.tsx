import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { LoginForm } from '../features/auth/components/login-form';

export function LoginPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <title>Entrar | Comanda</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-stone-900">Entrar no painel</h1>
          <CardDescription>Acesse o painel do seu restaurante.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-stone-700">
        É cliente de um restaurante?{' '}
        <Link
          to="/rastrear-pedido"
          className="font-semibold text-orange-700 underline-offset-4 hover:underline"
        >
          Acompanhe seu pedido
        </Link>
      </p>
    </div>
  );
}
