import type { OrderSourceCounts } from '../../../../domain/integrations/platforms';

const LABELS: [keyof OrderSourceCounts, string][] = [
  ['direct', 'Pedidos diretos'],
  ['ifood', 'iFood'],
  ['uber_eats', 'Uber Eats'],
  ['rappi', 'Rappi'],
  ['other', 'Outros'],
];

/** Orders by source: direct, ifood, uber_eats, rappi, other. */
export function SourceCounters({ counts }: { counts: OrderSourceCounts | undefined }) {
  return (
    <ul aria-label="Pedidos por origem" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {LABELS.map(([key, label]) => (
        <li key={key} className="rounded-xl border border-stone-200 bg-white p-4">
          <p className="text-sm text-stone-700">{label}</p>
          <p className="text-2xl font-bold text-stone-900">{counts ? counts[key] : '–'}</p>
        </li>
      ))}
    </ul>
  );
}
