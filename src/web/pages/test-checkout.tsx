import { useParams } from 'react-router';
import { TestCheckout } from '../features/payments/components/test-checkout';

/** /pagamento-teste/{paymentId}: the offline stand-in for Mercado Pago's checkout page. */
export function TestCheckoutPage() {
  const { paymentId = '' } = useParams();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <title>Pagamento de teste | Comanda</title>
      <TestCheckout paymentId={paymentId} />
    </div>
  );
}
