import { Hourglass } from 'lucide-react';
import { PaymentResult } from '../features/payments/components/payment-result';
import { PaymentState } from '../features/payments/components/payment-state';

export function PaymentPendingPage() {
  return (
    <PaymentResult
      icon={Hourglass}
      tone="pending"
      title="Pagamento Pendente"
      lead="Recebemos seu pedido de assinatura e estamos aguardando a confirmação do pagamento."
      listTitle="O que acontece agora"
      items={[
        'Pagamentos por PIX são confirmados em até 1 hora.',
        'Pagamentos por cartão são confirmados em até 24 horas.',
        'Você recebe a confirmação por e-mail.',
        'O acesso ao plano é liberado automaticamente após a confirmação.',
      ]}
      actions={[
        { to: '/', label: 'Voltar ao início' },
        { to: '/plans', label: 'Ver planos' },
      ]}
    >
      <PaymentState />
    </PaymentResult>
  );
}
