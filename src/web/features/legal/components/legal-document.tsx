import type { ReactNode } from 'react';

interface LegalDocumentProps {
  title: string;
  updatedAt: string;
  children: ReactNode;
}

/** Long-form legal text with readable line length and spacing. */
export function LegalDocument({ title, updatedAt, children }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <title>{`${title} | Comanda`}</title>
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-2 text-sm text-stone-600">Última atualização: {updatedAt}</p>
      <div className="mt-8 flex flex-col gap-4 leading-relaxed text-stone-800 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-stone-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_a]:font-semibold [&_a]:text-orange-700 [&_a]:underline">
        {children}
      </div>
    </article>
  );
}
