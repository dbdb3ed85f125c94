import { CONTACT_EMAIL } from '../../../lib/site';
import { LegalDocument } from './legal-document';

export function PrivacyPolicy() {
  return (
    <LegalDocument title="Política de Privacidade" updatedAt="novembro de 2026">
      <p>
        Esta política explica como o Comanda trata dados pessoais, de acordo com a Lei Geral de Proteção de
        Dados (Lei nº 13.709/2018, LGPD).
      </p>
      <h2>Quais dados tratamos</h2>
      <ul>
        <li>
          <strong>Conta do restaurante:</strong> nome, descrição, WhatsApp, endereço, e-mail e senha (guardada
          apenas de forma criptografada), além dos dados de pagamento da assinatura, processados pelo provedor
          de pagamentos.
        </li>
        <li>
          <strong>Clientes dos restaurantes:</strong> nome, telefone e, em pedidos para entrega, endereço;
          para o programa de fidelidade, o histórico de pontos e de pedidos.
        </li>
      </ul>
      <h2>Para que usamos</h2>
      <ul>
        <li>
          Prestar o serviço: publicar o cardápio, registrar e encaminhar pedidos, permitir o acompanhamento.
        </li>
        <li>Executar o programa de fidelidade do restaurante (pontos e descontos).</li>
        <li>Cobrar a assinatura e cumprir obrigações legais e fiscais.</li>
      </ul>
      <p>
        Não vendemos dados pessoais nem os usamos para publicidade. O restaurante é o controlador dos dados
        dos seus clientes; o Comanda os trata em nome dele, apenas para as finalidades acima.
      </p>
      <h2>Por quanto tempo guardamos</h2>
      <p>
        Os dados pessoais de pedidos (nome, telefone e endereço) são guardados por até 24 meses após o pedido
        e depois anonimizados: os valores permanecem nos relatórios, sem identificar o cliente. Os dados da
        conta do restaurante são mantidos enquanto a conta existir e pelo prazo exigido pela legislação
        fiscal.
      </p>
      <h2>Seus direitos</h2>
      <p>
        Você pode pedir confirmação do tratamento, acesso, correção, exportação (portabilidade) ou eliminação
        dos seus dados. Clientes podem fazer o pedido diretamente ao restaurante, que pode apagar o cadastro
        pelo painel, ou escrever para <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Respondemos em
        até 15 dias.
      </p>
      <h2>Segurança</h2>
      <p>
        Usamos conexão criptografada, senhas com hash e acesso restrito: cada restaurante vê apenas os
        próprios dados. Usamos um cookie apenas para manter a sessão do restaurante conectada, e o
        armazenamento local do navegador para lembrar o login e o carrinho; não usamos cookies de
        rastreamento.
      </p>
    </LegalDocument>
  );
}
