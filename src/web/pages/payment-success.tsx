import { CircleCheck } from 'lucide-react';
import { PaymentResult } from '../features/payments/components/payment-result';
import { PaymentState } from '../features/payments/components/payment-state';

export function PaymentSuccessPage() {
  return (
    <PaymentResult
      icon={CircleCheck}
      tone="success"
      title="Pagamento Aprovado!"
      lead="Seu plano foi ativado. Obrigado por escolher o Comanda!"
      listTitle="Próximos passos"
      items={[
        'Você recebe a confirmação do pagamento por e-mail.',
        'Cadastre ou revise os itens do seu cardápio no painel.',
        'Imprima o QR Code e coloque nas mesas.',
        'Divulgue o link do cardápio para seus clientes pedirem pelo WhatsApp.',
      ]}
      actions={[
        { to: '/', label: 'Voltar ao início' },
        { to: '/plans', label: 'Ver meu plano' },
      ]}
    >
      <PaymentState />
    </PaymentResult>
  );
}
