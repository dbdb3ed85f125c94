import { Hourglass } from 'lucide-react';
import type { AdminTabProps } from '../types';

/** The honest empty state of a tab whose capability has not shipped yet. */
export function ComingSoonTab({ label }: AdminTabProps) {
  return (
    <section
      aria-label={label}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center"
    >
      <Hourglass className="size-10 text-stone-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-stone-900">{label}</h2>
      <p className="text-stone-700">Esta seção estará disponível em breve.</p>
    </section>
  );
}
