import { TRIAL_DAYS } from '../../../../domain/marketing/plan';
import { FaqList } from '../../../components/ui/faq-list';

const ENTRIES = [
  {
    question: 'O que está incluído no plano?',
    answer:
      'Todas as funcionalidades, com pedidos ilimitados. Não há comissão por pedido nem taxa de adesão.',
  },
  {
    question: 'Quando começo a pagar?',
    answer: `Só depois dos ${TRIAL_DAYS} dias de teste grátis, e apenas se decidir assinar.`,
  },
  {
    question: 'Quais formas de pagamento são aceitas?',
    answer: 'Cartão de crédito, cartão de débito e PIX, por meio de um provedor de pagamentos seguro.',
  },
  {
    question: 'Existe fidelidade ou multa para cancelar?',
    answer: 'Não. Você pode cancelar quando quiser, sem multa.',
  },
];

export function PlansFaq() {
  return (
    <section aria-labelledby="faq-planos-titulo" className="mx-auto max-w-3xl px-4 pb-16">
      <h2 id="faq-planos-titulo" className="text-center text-3xl font-bold text-stone-900">
        Dúvidas sobre o plano
      </h2>
      <div className="mt-8">
        <FaqList entries={ENTRIES} />
      </div>
    </section>
  );
}
