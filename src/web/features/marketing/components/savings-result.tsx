import { formatBRL } from '../../../../domain/format/format';
import type { SavingsExample } from '../../../../domain/marketing/plan';

/** The calculator's figures, all computed in cents by the domain. */
export function SavingsResult({ result }: { result: SavingsExample }) {
  const rows = [
    {
      label: `Faturamento: ${result.orders} pedidos × ${formatBRL(result.averageTicketCents)}`,
      value: result.revenueCents,
    },
    { label: `Comissão de ${result.feePercent}% nos apps`, value: result.feesCents },
    { label: 'Plano Comanda por mês', value: result.planCents },
    { label: 'Com o Comanda você fica com', value: result.keptCents },
  ];
  return (
    <div className="flex h-full flex-col justify-between gap-6 rounded-2xl bg-stone-950 p-6 text-white">
      <dl className="flex flex-col gap-4">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex items-baseline justify-between gap-4 border-b border-stone-800 pb-3"
          >
            <dt className="text-stone-300">{row.label}</dt>
            <dd className="text-lg font-semibold whitespace-nowrap">{formatBRL(row.value)}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite">
        {result.savingsCents > 0 ? (
          <p className="rounded-xl bg-orange-700 p-4 text-center">
            <span className="block text-sm">Você economiza por mês</span>
            <strong className="text-3xl font-extrabold">{formatBRL(result.savingsCents)}</strong>
          </p>
        ) : (
          <p className="rounded-xl bg-stone-800 p-4 text-center text-sm">
            Com esse volume, a comissão dos apps fica abaixo do valor do plano.
          </p>
        )}
      </div>
    </div>
  );
}
