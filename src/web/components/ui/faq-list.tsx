import { ChevronDown } from 'lucide-react';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Questions and answers as native <details>: keyboard and screen-reader friendly with no script. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {entries.map(({ question, answer }) => (
        <details key={question} className="group p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-stone-900">
            {question}
            <ChevronDown
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="mt-3 text-stone-700">{answer}</p>
        </details>
      ))}
    </div>
  );
}
