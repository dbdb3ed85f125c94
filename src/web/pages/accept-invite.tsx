import { Link, useParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { LoadingState } from '../components/ui/spinner';
import { useInviteDescription } from '../features/staff/api/accept-invite';
import { AcceptInviteForm } from '../features/staff/components/accept-invite-form';
import { serverMessage } from '../lib/api-client';

/** The page a team invitation links to (`/convite/<token>`): which restaurant, which role, and the form. */
export function AcceptInvitePage() {
  const token = useParams().token ?? '';
  const invite = useInviteDescription(token);
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <title>Convite para a equipe | Comanda</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-stone-900">Convite para a equipe</h1>
          {invite.data && (
            <CardDescription>
              <strong className="text-stone-900">{invite.data.restaurantName}</strong> convidou você para a
              equipe como <strong className="text-stone-900">{invite.data.roleLabel}</strong>.
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>
          {invite.isPending ? (
            <LoadingState label="Abrindo o convite..." />
          ) : invite.isError ? (
            <div className="flex flex-col gap-4">
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {serverMessage(invite.error) ?? 'Não foi possível abrir o convite.'}
              </p>
              <Link to="/login" className="font-semibold text-orange-700 underline-offset-4 hover:underline">
                Já tenho acesso: entrar
              </Link>
            </div>
          ) : (
            <AcceptInviteForm token={token} invite={invite.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
