import { CreditCard } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { emailSchema } from '../../../../domain/accounts/accounts.schemas';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { useMe } from '../../auth/api/get-me';
import { useStartCheckout } from '../api/start-checkout';

export const LOGIN_FIRST = 'Faça login para contratar o plano.';
export const CHECKOUT_FAILED = 'Erro ao processar pagamento. Tente novamente.';

interface SubscribeButtonProps {
  planId: string;
  /** The logged-in owner's restaurant; null when logged out. */
  restaurantId: string | null;
  label?: string;
  /** Offers monthly automatic renewal on a card (a Mercado Pago subscription). */
  offerAutoRenew?: boolean;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * The plan button: requests a checkout link and goes there in this tab once the server has answered
 * with one (the checkout returns to our result pages). A refusal is written beside the button: a tab
 * opened before the answer stayed blank when the server refused, and an alert hid the reason.
 * With automatic renewal it first asks the e-mail of the owner's Mercado Pago account (prefilled with
 * the login e-mail): Mercado Pago lets only that account pay the subscription (its `payer_email`).
 */
export function SubscribeButton({
  planId,
  restaurantId,
  label = 'Assinar o plano',
  offerAutoRenew = false,
  size = 'lg',
  variant,
  className,
}: SubscribeButtonProps) {
  const checkout = useStartCheckout();
  const [autoRenew, setAutoRenew] = useState(false);
  const autoRenewId = useId();
  const me = useMe({ enabled: autoRenew && Boolean(restaurantId) });
  /** What the owner typed; null until they type, then the login e-mail stands in. */
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const payerEmail = typedEmail ?? me.data?.email ?? '';
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const payerEmailId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  async function subscribe() {
    setProblem(null);
    if (!restaurantId) {
      setProblem(LOGIN_FIRST);
      return;
    }
    let email: string | undefined;
    if (autoRenew) {
      const parsed = emailSchema.safeParse(payerEmail);
      if (!parsed.success) {
        setEmailProblem('Informe o e-mail da sua conta Mercado Pago (por exemplo, nome@exemplo.com.br).');
        return;
      }
      email = parsed.data;
    }
    setEmailProblem(null);
    try {
      const { checkoutUrl } = await checkout.mutateAsync({
        restaurantId,
        planId,
        autoRenew,
        payerEmail: email,
      });
      window.location.assign(checkoutUrl);
    } catch (error) {
      setProblem(isApiError(error, 401) ? LOGIN_FIRST : (serverMessage(error) ?? CHECKOUT_FAILED));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        size={size}
        variant={variant}
        className={className}
        onClick={subscribe}
        disabled={checkout.isPending}
        aria-describedby={problem ? problemId : undefined}
      >
        <CreditCard aria-hidden="true" />
        {checkout.isPending ? 'Abrindo pagamento...' : label}
      </Button>
      {problem && (
        <p id={problemId} role="alert" className="text-left text-sm font-medium text-red-800">
          {problem}
          {problem === LOGIN_FIRST && (
            <>
              {' '}
              <Link to="/login" className="underline">
                Entrar
              </Link>
            </>
          )}
        </p>
      )}
      {offerAutoRenew && restaurantId && (
        <div className="flex items-start gap-2 text-left text-sm text-stone-800">
          <Checkbox
            id={autoRenewId}
            checked={autoRenew}
            onCheckedChange={(checked) => setAutoRenew(checked === true)}
          />
          <Label htmlFor={autoRenewId} className="font-normal">
            Renovar automaticamente todo mês no cartão de crédito (cancele quando quiser)
          </Label>
        </div>
      )}
      {offerAutoRenew && restaurantId && autoRenew && (
        <FormField
          id={payerEmailId}
          label="E-mail da sua conta Mercado Pago"
          hint="A assinatura é paga entrando no Mercado Pago com este e-mail."
          error={emailProblem ?? undefined}
          className="text-left"
        >
          {(describedBy) => (
            <Input
              id={payerEmailId}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={payerEmail}
              onChange={(event) => {
                setTypedEmail(event.target.value);
                setEmailProblem(null);
              }}
              aria-invalid={emailProblem ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
