import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { LoadingState } from '../components/ui/spinner';
import { useVerifyEmail } from '../features/auth/api/verify-email';
import { serverMessage } from '../lib/api-client';
import { cn } from '../lib/cn';

const INVALID_LINK = 'Link de confirmação inválido ou expirado. Entre no painel e peça um novo link.';

/** The page the link mailed at sign-up opens: it confirms the e-mail once and says so. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  // A link works once: the request must not run again when React re-runs the effect.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  if (token && (verify.isIdle || verify.isPending)) return <LoadingState label="Confirmando seu e-mail..." />;
  const confirmed = verify.isSuccess;
  const Icon = confirmed ? CircleCheck : CircleAlert;
  const title = confirmed ? 'E-mail confirmado!' : 'Não foi possível confirmar o e-mail';
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <title>{`${title} | Comanda`}</title>
      <div className="rounded-3xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <span
          className={cn(
            'mx-auto grid size-16 place-items-center rounded-full',
            confirmed ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800',
          )}
        >
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-3xl font-bold text-stone-900">
          {confirmed ? (
            title
          ) : (
            // A narrow phone must not break the heading at the hyphen of 'e-mail'.
            <>
              Não foi possível confirmar o <span className="whitespace-nowrap">e-mail</span>
            </>
          )}
        </h1>
        <p className="mt-3 text-stone-700">
          {confirmed
            ? 'Seu restaurante já aparece em Explorar e pode enviar relatórios por e-mail.'
            : (serverMessage(verify.error) ?? INVALID_LINK)}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {confirmed ? (
            <>
              <Button asChild>
                <Link to={`/admin/${verify.data.restaurantId}`}>Ir para o painel</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/explorar">Ver Explorar</Link>
              </Button>
            </>
          ) : (
            <Button asChild>
              <Link to="/login">Entrar no painel</Link>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
