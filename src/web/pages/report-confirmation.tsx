import { MailCheck, MailQuestion } from 'lucide-react';
import { useLocation } from 'react-router';
import { confirmedSentence, quotedName, restaurantLabel } from '../../domain/reports/report-mail-text';
import { Button } from '../components/ui/button';
import { LoadingState } from '../components/ui/spinner';
import {
  useConfirmRecipient,
  useRecipientInvitation,
} from '../features/reports/api/confirm-report-recipient';
import { serverMessage } from '../lib/api-client';

const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * The link a scheduled report's recipient receives (decision 0023). It asks before confirming, so a
 * mail scanner that opens links does not subscribe the address; nothing is sent until 'Confirmar'.
 */
export function ReportConfirmationPage() {
  const token = tokenOf(useLocation().hash);
  const invitation = useRecipientInvitation(token);
  const confirm = useConfirmRecipient();
  const failed = !token || invitation.isError || confirm.isError;
  const message =
    serverMessage(confirm.error ?? invitation.error) ??
    'Link inválido ou expirado. Peça ao restaurante que reenvie o convite.';

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <title>Confirmar relatório por e-mail | Comanda</title>
      <div className="rounded-3xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-orange-100 text-orange-800">
          {confirm.isSuccess ? (
            <MailCheck className="size-8" aria-hidden="true" />
          ) : (
            <MailQuestion className="size-8" aria-hidden="true" />
          )}
        </span>
        {confirm.isSuccess ? (
          <>
            <h1 className="mt-5 text-2xl font-bold text-stone-900">Recebimento confirmado</h1>
            <p className="mt-3 text-stone-800">
              {confirmedSentence(confirm.data.reportName, confirm.data.restaurantName)}
            </p>
            <p className="mt-3 text-sm text-stone-700">
              Para deixar de receber, peça a {restaurantLabel(confirm.data.restaurantName)} que retire o seu
              endereço do agendamento.
            </p>
          </>
        ) : failed ? (
          <>
            <h1 className="mt-5 text-2xl font-bold text-stone-900">Não foi possível confirmar</h1>
            <p className="mt-3 text-stone-800" role="alert">
              {message}
            </p>
          </>
        ) : invitation.data ? (
          <>
            <h1 className="mt-5 text-2xl font-bold text-stone-900">Confirmar recebimento</h1>
            <p className="mt-3 text-stone-800">
              {restaurantLabel(invitation.data.restaurantName)} quer enviar a este e-mail o relatório{' '}
              {quotedName(invitation.data.reportName)}.
            </p>
            <p className="mt-3 text-sm text-stone-700">
              Nada é enviado sem a sua confirmação. Se você não conhece este restaurante, apenas feche esta
              página.
            </p>
            <Button
              className="mt-6 w-full sm:w-auto"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(token)}
            >
              {confirm.isPending ? 'Confirmando...' : 'Confirmar recebimento'}
            </Button>
          </>
        ) : (
          <LoadingState label="Carregando convite..." />
        )}
      </div>
    </div>
  );
}
