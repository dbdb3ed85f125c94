import { formatBRL } from '../../../../domain/format/format';
import { COMPETITOR_RATES, commissionSavings, savingsExample } from '../../../../domain/marketing/plan';

/** What delivery apps' commissions cost on the example revenue, against the flat plan. */
export function CommissionComparison() {
  const { revenueCents, planCents } = savingsExample();
  const rows = COMPETITOR_RATES.map((rate) => ({
    ...rate,
    ...commissionSavings(revenueCents, rate.percent),
  }));
  const best = Math.max(...rows.map((row) => row.savingsCents));
  return (
    <section aria-labelledby="comparacao-titulo" className="mx-auto max-w-3xl px-4 py-16">
      <h2 id="comparacao-titulo" className="text-center text-3xl font-bold text-stone-900">
        Compare com os apps de delivery
      </h2>
      <p className="mt-3 text-center text-stone-700">
        Com {formatBRL(revenueCents)} de vendas por mês, veja quanto fica com cada um.
      </p>
      <div className="mt-8 overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">
            Comissão mensal dos apps de delivery comparada ao plano Comanda
          </caption>
          <thead className="bg-stone-100 text-sm text-stone-800">
            <tr>
              <th scope="col" className="p-2 sm:p-4">
                Plataforma
              </th>
              <th scope="col" className="p-2 sm:p-4">
                Comissão
              </th>
              <th scope="col" className="p-2 sm:p-4">
                Custo por mês
              </th>
              <th scope="col" className="p-2 sm:p-4">
                Sua economia
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" className="p-2 sm:p-4 font-medium">
                  {row.name}
                </th>
                <td className="p-2 sm:p-4">{row.percent}%</td>
                <td className="p-2 whitespace-nowrap sm:p-4">{formatBRL(row.feeCents)}</td>
                <td className="p-2 font-semibold whitespace-nowrap text-green-800 sm:p-4">
                  {formatBRL(row.savingsCents)}
                </td>
              </tr>
            ))}
            <tr className="bg-orange-50">
              <th scope="row" className="p-2 sm:p-4 font-semibold">
                Comanda
              </th>
              <td className="p-2 sm:p-4">0%</td>
              <td className="p-2 font-semibold whitespace-nowrap sm:p-4">{formatBRL(planCents)}</td>
              <td className="p-2 sm:p-4">—</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-center font-semibold text-stone-900">
        Economia de até {formatBRL(best)} por mês.
      </p>
    </section>
  );
}
