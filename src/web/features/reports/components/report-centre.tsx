import { BarChart3, Boxes, Heart, Utensils, Wallet } from 'lucide-react';
import type { ReportRequest } from '../lib/report-request';
import { GenerateCard, type GenerateCardProps } from './generate-card';

const CARDS: Omit<GenerateCardProps, 'onGenerate'>[] = [
  {
    type: 'sales',
    title: 'Relatório de vendas',
    description: 'Vendas, pedidos, ticket médio e receita por dia',
    icon: BarChart3,
  },
  {
    type: 'stock',
    title: 'Relatório de estoque',
    description: 'Valor em estoque, movimentações e perdas',
    icon: Boxes,
  },
  {
    type: 'loyalty',
    title: 'Relatório de fidelidade',
    description: 'Pontos emitidos e resgatados, clientes por nível',
    icon: Heart,
  },
  {
    type: 'financial',
    title: 'Relatório financeiro',
    description: 'Receita, descontos, taxas de entrega e comissões de 12% a 30% contra o plano',
    icon: Wallet,
  },
  {
    type: 'dine-in',
    title: 'Salão: mesas e garçons',
    description:
      'Vendas por mesa, garçom e forma de pagamento, pessoas e ticket médio; taxa de serviço e couvert à parte',
    icon: Utensils,
  },
];

/** The report centre's 'generate' cards. */
export function ReportCentre({ onGenerate }: { onGenerate: (request: ReportRequest) => void }) {
  return (
    <section aria-labelledby="report-centre-title" className="flex flex-col gap-4">
      <h2 id="report-centre-title" className="text-xl font-bold text-stone-900">
        Central de relatórios
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {CARDS.map((card) => (
          <GenerateCard key={card.type} {...card} onGenerate={onGenerate} />
        ))}
      </div>
    </section>
  );
}
