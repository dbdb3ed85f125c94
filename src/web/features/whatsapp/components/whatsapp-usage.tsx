import { PRICING_CATEGORY_LABELS } from '../../../../domain/whatsapp/whatsapp-rules';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';

interface UsageRow {
  category: string;
  messages: number;
  billable: number;
}

/**
 * This month's messages by Meta's pricing category, as the status webhooks report them. Meta bills
 * the restaurant's own account; its price per category is on Meta's rate card, not here.
 */
export function WhatsAppUsage({ usage }: { usage: UsageRow[] }) {
  // This month on the restaurant's clock, as the server counts it (decision 0014).
  const timeZone = useRestaurantTimeZone();
  const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone }).format(new Date());
  return (
    <section aria-label="Uso do mês">
      <h3 className="font-semibold text-stone-900">Uso em {month}</h3>
      {usage.length === 0 ? (
        <p className="mt-1 text-sm text-stone-700">Nenhuma mensagem cobrada pela Meta neste mês.</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left text-stone-600">
              <th className="py-1 font-medium">Categoria</th>
              <th className="py-1 text-right font-medium">Mensagens</th>
              <th className="py-1 text-right font-medium">Cobradas</th>
            </tr>
          </thead>
          <tbody>
            {usage.map((row) => (
              <tr key={row.category} className="border-t border-stone-100">
                <td className="py-1">{PRICING_CATEGORY_LABELS[row.category] ?? row.category}</td>
                <td className="py-1 text-right tabular-nums">{row.messages.toLocaleString('pt-BR')}</td>
                <td className="py-1 text-right tabular-nums">{row.billable.toLocaleString('pt-BR')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-1 text-xs text-stone-600">
        O valor de cada categoria segue a tabela de preços da Meta.
      </p>
    </section>
  );
}
