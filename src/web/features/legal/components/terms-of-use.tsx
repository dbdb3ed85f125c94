import { formatBRL } from '../../../../domain/format/format';
import { PLAN_PRICE_CENTS, TRIAL_DAYS } from '../../../../domain/marketing/plan';
import { CONTACT_EMAIL } from '../../../lib/site';
import { LegalDocument } from './legal-document';

export function TermsOfUse() {
  return (
    <LegalDocument title="Termos de Uso" updatedAt="novembro de 2026">
      <p>
        Estes termos regem o uso do Comanda, plataforma de cardápio digital, pedidos, fidelidade e gestão para
        restaurantes. Ao criar uma conta, o restaurante concorda com eles.
      </p>
      <h2>O serviço</h2>
      <p>
        O restaurante publica seu cardápio, recebe pedidos no WhatsApp e no painel e administra fidelidade,
        estoque e relatórios. Os clientes do restaurante usam o cardápio e acompanham pedidos sem precisar de
        conta.
      </p>
      <h2>Teste grátis, assinatura e cancelamento</h2>
      <ul>
        <li>Toda conta nova tem {TRIAL_DAYS} dias de teste grátis, com todas as funcionalidades.</li>
        <li>
          Depois do teste, o plano custa {formatBRL(PLAN_PRICE_CENTS)} por mês, sem comissão por pedido e sem
          taxa de adesão.
        </li>
        <li>Não há fidelidade: o cancelamento pode ser feito a qualquer momento, sem multa.</li>
      </ul>
      <h2>Responsabilidades do restaurante</h2>
      <ul>
        <li>Manter os dados de acesso em sigilo e as informações do cardápio (preços, itens) corretas.</li>
        <li>Cumprir os pedidos aceitos e a legislação de defesa do consumidor e sanitária.</li>
        <li>Tratar os dados dos seus clientes conforme a LGPD e a nossa Política de Privacidade.</li>
      </ul>
      <h2>Disponibilidade</h2>
      <p>
        Trabalhamos para manter o serviço disponível continuamente, mas podem ocorrer interrupções para
        manutenção ou por falhas de terceiros (como provedores de internet e de mensagens).
      </p>
      <h2>Contato</h2>
      <p>
        Dúvidas sobre estes termos: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </LegalDocument>
  );
}
