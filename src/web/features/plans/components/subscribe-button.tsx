import { CreditCard } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api-client';
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

/** Opens a tab now, inside the click, so popup blockers allow it; it is pointed at the checkout later. */
function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.opener = null;
    tab.document.title = 'Abrindo pagamento...';
    tab.document.body.textContent = 'Abrindo o pagamento seguro...';
  }
  return tab;
}

/** The plan button: requests a checkout link and opens it in a new tab (specification section 2). */
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

  async function subscribe() {
    if (!restaurantId) {
      window.alert(LOGIN_FIRST);
      return;
    }
    const tab = openPendingTab();
    try {
      const { checkoutUrl } = await checkout.mutateAsync({ restaurantId, planId, autoRenew });
      if (tab) tab.location.href = checkoutUrl;
      else window.location.assign(checkoutUrl);
    } catch (error) {
      tab?.close();
      window.alert(isApiError(error, 401) ? LOGIN_FIRST : CHECKOUT_FAILED);
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
      >
        <CreditCard aria-hidden="true" />
        {checkout.isPending ? 'Abrindo pagamento...' : label}
      </Button>
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
