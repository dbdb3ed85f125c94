/** A card of the 'Cozinha' tab: its title as the region's name, and its query's loading and error. */
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { serverMessage } from '../../../lib/api-client';

interface KitchenCardProps<T> {
  title: string;
  description?: ReactNode;
  query?: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

export function KitchenCard<T>({ title, description, query, children }: KitchenCardProps<T>) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div>
        <h3 id={`${id}-title`} className="text-lg font-bold text-stone-900">
          {title}
        </h3>
        {description && <p className="text-sm text-stone-700">{description}</p>}
      </div>
      {!query || query.data !== undefined ? (
        children(query?.data as T)
      ) : query.isError ? (
        <p role="alert" className="text-red-800">
          {serverMessage(query.error) ?? 'Não foi possível carregar. Tente de novo.'}
        </p>
      ) : (
        <p className="text-stone-700">Carregando…</p>
      )}
    </section>
  );
}
