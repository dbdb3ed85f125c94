import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { growthText } from '../lib/figures';

interface StatCardProps {
  title: string;
  value: string;
  growth: number | null;
  /** What the growth compares with: "ontem até esta hora". */
  comparedWith: string;
  icon: ReactNode;
}

/** One dashboard figure with its growth against the same stretch of the period before. */
export function StatCard({ title, value, growth, comparedWith, icon }: StatCardProps) {
  const text = growthText(growth);
  const Trend = growth === null || growth === 0 ? Minus : growth > 0 ? TrendingUp : TrendingDown;
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2 text-stone-700">
        <h3 className="text-sm font-medium">{title}</h3>
        <span aria-hidden="true" className="text-orange-700 [&_svg]:size-5">
          {icon}
        </span>
      </div>
      <p className="text-3xl font-bold text-stone-900 tabular-nums">{value}</p>
      <p
        className={cn(
          'flex items-center gap-1 text-sm',
          growth === null || growth === 0 ? 'text-stone-700' : growth > 0 ? 'text-green-800' : 'text-red-800',
        )}
      >
        <Trend className="size-4" aria-hidden="true" />
        {text ? `${text} vs. ${comparedWith}` : `Sem dados de ${comparedWith} para comparar`}
      </p>
    </article>
  );
}
