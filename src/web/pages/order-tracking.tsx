import { PhoneProof } from '../features/loyalty';
import { LoyaltyMemberships } from '../features/loyalty-referral';
import { OrderTracking, type TrackedOrder } from '../features/tracking';

const MEMBERSHIP_PROOF = {
  prompt: 'Confirme que este WhatsApp é seu para ver seus pontos e seu código de indicação.',
  fallback:
    'Este restaurante ainda não envia códigos pelo WhatsApp. Seus pontos continuam valendo e podem ser usados ao finalizar um pedido.',
};

/** The restaurants of the diner's orders (a cancelled order makes no one a member). */
function restaurantsOf(orders: TrackedOrder[]) {
  const found = new Map<string, string>();
  for (const order of orders)
    if (order.status !== 'cancelled' && order.restaurantName)
      found.set(order.restaurantId, order.restaurantName);
  return [...found].map(([id, name]) => ({ id, name }));
}

export function OrderTrackingPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <title>Rastrear Pedido | Comanda</title>
      <h1 className="text-3xl font-bold text-stone-900">Rastrear Pedido</h1>
      <p className="mt-2 mb-8 text-stone-700">
        Digite o telefone usado no pedido para ver em que etapa ele está.
      </p>
      <OrderTracking
        renderExtras={(phone, orders) => (
          <LoyaltyMemberships
            phone={phone}
            orderedAt={restaurantsOf(orders)}
            renderProof={(restaurantId, onProved) => (
              <PhoneProof
                restaurantId={restaurantId}
                phone={phone}
                texts={MEMBERSHIP_PROOF}
                onProved={onProved}
              />
            )}
          />
        )}
      />
    </div>
  );
}
