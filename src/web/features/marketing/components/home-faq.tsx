import { TRIAL_DAYS } from '../../../../domain/marketing/plan';
import { FaqList } from '../../../components/ui/faq-list';

const ENTRIES = [
  {
    question: 'Como funciona o teste grátis?',
    answer: `Você cria a conta e usa todas as funcionalidades por ${TRIAL_DAYS} dias, sem cadastrar cartão. Só depois decide se quer assinar.`,
  },
  {
    question: 'Posso cancelar quando quiser?',
    answer:
      'Sim. Não há fidelidade nem multa: você cancela a qualquer momento e não é cobrado no mês seguinte.',
  },
  {
    question: 'Como meus clientes fazem pedidos?',
    answer:
      'Pelo link ou pelo QR Code da mesa eles abrem o cardápio, montam o carrinho e enviam o pedido, que chega no WhatsApp do restaurante e no painel.',
  },
  {
    question: 'Preciso de conhecimento técnico?',
    answer:
      'Não. Você cadastra os pratos, imprime o QR Code e começa a receber pedidos. Tudo é feito pelo painel, no computador ou no celular.',
  },
];

export function HomeFaq() {
  return (
    <section
      id="perguntas-frequentes"
      aria-labelledby="faq-titulo"
      className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16"
    >
      <h2 id="faq-titulo" className="text-center text-3xl font-bold text-stone-900">
        Perguntas frequentes
      </h2>
      <div className="mt-8">
        <FaqList entries={ENTRIES} />
      </div>
    </section>
  );
}
