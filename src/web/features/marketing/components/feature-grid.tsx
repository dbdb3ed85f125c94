import { ChartColumn, Gift, LayoutDashboard, MessageCircle, QrCode, Smartphone } from 'lucide-react';

/** The six features the product promises (section 1 of the specification). */
const FEATURES = [
  {
    icon: QrCode,
    title: 'Cardápio digital com QR Code',
    text: 'Um QR Code por mesa: o cliente aponta a câmera e vê o cardápio atualizado, com fotos e preços.',
  },
  {
    icon: MessageCircle,
    title: 'Pedidos no seu WhatsApp Business',
    text: 'O pedido chega pronto no WhatsApp do restaurante, com itens, observações, endereço ou mesa.',
  },
  {
    icon: Gift,
    title: 'Fidelidade com descontos automáticos',
    text: 'Cada pedido gera pontos, e os pontos viram desconto. Seu cliente volta mais vezes.',
  },
  {
    icon: LayoutDashboard,
    title: 'Painel de pedidos em tempo real',
    text: 'Confirme, prepare e despache pedidos de delivery, retirada e mesa em uma única tela.',
  },
  {
    icon: Smartphone,
    title: 'Acompanhamento pelo telefone',
    text: 'O cliente digita o telefone e vê em que etapa está o pedido, sem precisar ligar.',
  },
  {
    icon: ChartColumn,
    title: 'Relatórios de vendas',
    text: 'Produtos mais vendidos, faturamento e ticket médio do dia, da semana e do mês.',
  },
] as const;

export function FeatureGrid() {
  return (
    <section aria-labelledby="recursos-titulo" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="recursos-titulo" className="text-center text-3xl font-bold text-stone-900">
          Tudo o que seu restaurante precisa
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-stone-700">
          Todas as funcionalidades estão incluídas no plano, sem módulos extras.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-stone-200 bg-stone-50 p-6">
              <span className="grid size-12 place-items-center rounded-xl bg-orange-100 text-orange-800">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 text-stone-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
