import { CreditCard } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { isApiError, serverMessage } from '../../../lib/api-client';
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
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  async function subscribe() {
    setProblem(null);
    if (!restaurantId) {
      setProblem(LOGIN_FIRST);
      return;
    }
    try {
      const { checkoutUrl } = await checkout.mutateAsync({ restaurantId, planId, autoRenew });
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
    </div>
  );
}
