import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

interface EmailVerificationBannerProps {
  restaurantId: string;
  email: string;
  emailVerified: boolean | undefined;
}

/**
 * The panel's reminder until the owner opens the link mailed at sign-up: until then the restaurant
 * is not listed in Explorar and sends no e-mail through the platform (decision 0022).
 */
export function EmailVerificationBanner({
  restaurantId,
  email,
  emailVerified,
}: EmailVerificationBannerProps) {
  const resend = useResendVerification(restaurantId);
  if (emailVerified !== false) return null;
  const answer = resend.isSuccess
    ? resend.data.message
    : resend.isError
      ? (serverMessage(resend.error) ?? 'Não foi possível reenviar o link. Tente novamente.')
      : null;
  return (
    <section
      aria-label="Confirmação do e-mail"
      className="flex flex-col gap-4 rounded-2xl border border-sky-300 bg-sky-50 p-5 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <MailWarning className="mt-0.5 size-6 shrink-0 text-sky-800" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">Confirme seu e-mail</p>
          <p className="text-sm text-stone-800">
            Enviamos um link para <strong className="[overflow-wrap:anywhere]">{email}</strong>. Até você
            abrir o link, seu restaurante não aparece em Explorar e não envia e-mails pela plataforma.
          </p>
          <p role="status" className="mt-1 text-sm font-medium text-stone-900 empty:hidden">
            {answer}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        className="shrink-0"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Reenviando...' : 'Reenviar link'}
      </Button>
    </section>
  );
}
