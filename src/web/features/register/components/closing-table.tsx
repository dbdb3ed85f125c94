/** Counted against expected for each method, with each difference ('Sobra', 'Falta') in colour. */
import { formatBRL } from '../../../../domain/format/format';
import type { Closing } from '../api';
import { differenceTone } from '../format';

/** 'Falta de R$ 2,00' may wrap after 'de', never between 'R$' and the amount. */
const keepAmountTogether = (label: string) => label.replace(/R\$ /g, 'R$\u00a0');

export function ClosingTable({ closing }: { closing: Closing }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <thead>
            <tr className="border-b border-stone-300 text-stone-700">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Forma
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">
                Contado
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">
                Esperado
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Diferença
              </th>
            </tr>
          </thead>
          <tbody>
            {closing.lines.map((line) => (
              <tr key={line.method} className="border-b border-stone-200">
                <th scope="row" className="py-2 pr-2 font-medium text-stone-900">
                  {line.label}
                </th>
                <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">
                  {formatBRL(line.countedCents)}
                </td>
                <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">
                  {formatBRL(line.expectedCents)}
                </td>
                <td
                  className={`py-2 text-right font-semibold tabular-nums ${differenceTone(line.differenceCents)}`}
                >
                  {line.differenceCents === 0 ? '—' : keepAmountTogether(line.differenceLabel)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p
        className={`rounded-lg p-3 text-lg font-bold ${
          closing.differenceCents === 0
            ? 'bg-stone-100 text-stone-900'
            : closing.differenceCents > 0
              ? 'bg-emerald-50 text-emerald-900'
              : 'bg-red-50 text-red-800'
        }`}
      >
        {closing.differenceLabel}
      </p>
    </div>
  );
}
