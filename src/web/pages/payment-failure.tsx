import { CircleX } from 'lucide-react';
import { PaymentResult } from '../features/payments/components/payment-result';
import { PaymentState } from '../features/payments/components/payment-state';

export function PaymentFailurePage() {
  return (
    <PaymentResult
      icon={CircleX}
      tone="failure"
      title="Pagamento Não Aprovado"
      lead="Não foi possível concluir o pagamento. Nenhum valor foi cobrado."
      listTitle="Possíveis motivos"
      items={[
        'Dados do cartão incorretos.',
        'Limite insuficiente.',
        'Problemas de conexão durante o pagamento.',
        'Cartão bloqueado.',
      ]}
      actions={[
        { to: '/plans', label: 'Tentar novamente' },
        { to: '/', label: 'Voltar ao início' },
      ]}
    >
      <PaymentState />
    </PaymentResult>
  );
}
