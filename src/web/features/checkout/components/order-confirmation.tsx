import { paymentDescription } from '../../../../domain/payments/payment-method';
import { lightButton } from '../../../components/ui/light-classes';
import { pixTrackingPath, type SentOrder } from '../hooks/use-send-order';
import type { PlacedOrder } from '../types';

/** Where the order goes from here, in the diner's words for its type. */
function nextSteps(order: PlacedOrder, direct: boolean): string[] {
  // Straight to the restaurant from the table (decision 0042): nothing to send, the bill runs on.
  if (direct)
    return [
      `A cozinha já recebeu o pedido; quando estiver pronto, ele é servido na mesa ${order.tableNumber}.`,
      'Quer mais alguma coisa? Peça pelo cardápio: vai para a conta da mesma mesa.',
      "Precisa de algo? Toque em 'Chamar garçom' ou 'Pedir a conta' no cardápio.",
    ];
  const handOver =
    order.deliveryType === 'delivery'
      ? `Quando sair para entrega, o pedido vai até ${order.deliveryAddress ?? 'o endereço informado'}.`
      : order.deliveryType === 'table'
        ? `Quando estiver pronto, o pedido é servido na mesa ${order.tableNumber ?? ''}.`.replace(' .', '.')
        : 'Quando estiver pronto, é só retirar no balcão.';
  return [
    'O restaurante recebe o pedido pelo WhatsApp e confirma.',
    'Você acompanha cada etapa pelo link de acompanhamento.',
    handOver,
  ];
}

/**
 * The end of every order, cash, card or PIX alike: its number, what happens next, WhatsApp again
 * (the app may not have opened) and the tracking link; a PIX order also leads to its code and QR.
 */
export function OrderConfirmation({ sent, onBack }: { sent: SentOrder; onBack(): void }) {
  const { order, whatsappUrl } = sent;
  const direct = !whatsappUrl;
  const payment = paymentDescription(order);
  const pix = order.paymentMethod === 'pix';
  return (
    <section
      aria-labelledby="order-confirmation-title"
      className="mx-4 flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div>
        <p className="text-sm font-medium text-green-800">Pedido enviado!</p>
        <h1 id="order-confirmation-title" className="text-2xl font-bold text-stone-900">
          Pedido #{order.orderNumber}
          {direct && ' enviado para a cozinha'}
        </h1>
        {payment && <p className="mt-1 text-sm text-stone-700">Pagamento: {payment}</p>}
        {order.loyaltyRewardName && (
          <p className="mt-1 text-sm font-medium text-green-800">
            Recompensa resgatada: {order.loyaltyRewardName} ({order.loyaltyPointsUsed} pontos)
          </p>
        )}
      </div>
      <div>
        <h2 className="mb-2 font-semibold text-stone-900">O que acontece agora</h2>
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-stone-800">
          {nextSteps(order, direct).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-col gap-2">
        {pix && (
          <a href={pixTrackingPath(order)} className={lightButton.primary}>
            Pagar com PIX (QR Code e copia e cola)
          </a>
        )}
        {direct ? (
          <button type="button" className={lightButton.primary} onClick={onBack}>
            Pedir mais
          </button>
        ) : (
          <>
            <p className="text-sm text-stone-700">
              O WhatsApp não abriu? Envie a mensagem do pedido por aqui:
            </p>
            <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className={lightButton.outline}>
              Abrir o WhatsApp de novo
            </a>
          </>
        )}
        <a
          href={pixTrackingPath(order)}
          className={pix || direct ? lightButton.outline : lightButton.primary}
        >
          Acompanhar pedido
        </a>
        {!direct && (
          <button type="button" className={lightButton.outline} onClick={onBack}>
            Voltar ao cardápio
          </button>
        )}
      </div>
    </section>
  );
}
