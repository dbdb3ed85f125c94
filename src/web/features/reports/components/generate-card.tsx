import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { ReportType } from '../../../../domain/reports/report-types';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import type { PeriodChoice, ReportRequest } from '../lib/report-request';
import { PeriodPicker, periodError } from './period-picker';

export interface GenerateCardProps {
  type: ReportType;
  title: string;
  description: string;
  icon: LucideIcon;
  onGenerate: (request: ReportRequest) => void;
}

/** One of the report centre's 'generate' cards: a period picker and 'Gerar relatório'. */
export function GenerateCard({ type, title, description, icon: Icon, onGenerate }: GenerateCardProps) {
  const [period, setPeriod] = useState<PeriodChoice>({ preset: 'thisMonth' });
  const [error, setError] = useState<string | null>(null);
  return (
    <article
      aria-labelledby={`generate-${type}`}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-orange-100 text-orange-800">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 id={`generate-${type}`} className="font-bold text-stone-900">
            {title}
          </h3>
          <p className="text-sm text-stone-700">{description}</p>
        </div>
      </div>
      <PeriodPicker
        value={period}
        onChange={(value) => {
          setPeriod(value);
          setError(null);
        }}
      />
      <FieldError message={error ?? undefined} />
      <Button
        onClick={() => {
          const problem = periodError(period);
          setError(problem);
          if (!problem) onGenerate({ kind: 'type', type, period, title });
        }}
        aria-label={`Gerar ${title.toLowerCase()}`}
      >
        Gerar relatório
      </Button>
    </article>
  );
}
