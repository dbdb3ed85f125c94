import { TRIAL_DAYS } from '../../domain/marketing/plan';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { RegisterForm } from '../features/auth/components/register-form';

export function RegisterPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col px-4 py-12">
      <title>Cadastre seu restaurante | Comanda</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-stone-900">Cadastre seu restaurante</h1>
          <CardDescription>
            {TRIAL_DAYS} dias grátis com todas as funcionalidades. Sem cartão de crédito e sem taxa de adesão.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <RegisterForm />
        </CardContent>
      </Card>
    </div>
  );
}
