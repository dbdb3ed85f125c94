import { LoyaltyMemberships } from '../features/loyalty-referral';
import { OrderTracking } from '../features/tracking';

export function OrderTrackingPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <title>Rastrear Pedido | Comanda</title>
      <h1 className="text-3xl font-bold text-stone-900">Rastrear Pedido</h1>
      <p className="mt-2 mb-8 text-stone-700">
        Digite o telefone usado no pedido para ver em que etapa ele está.
      </p>
      <OrderTracking renderExtras={(phone) => <LoyaltyMemberships phone={phone} />} />
    </div>
  );
}
