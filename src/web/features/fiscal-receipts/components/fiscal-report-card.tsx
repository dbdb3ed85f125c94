/**
 * The fiscal report ('Relatório fiscal', `reports.view`): per day of the chosen period, the notes
 * issued, cancelled, pending and refused with their totals; and 'Baixar XMLs do mês', the zip of
 * the month's authorized and cancellation XMLs for the accountant.
 */
import { useState } from 'react';
import {
  REPORT_BUCKET_LABELS,
  REPORT_BUCKETS,
  type ReportFigures,
} from '../../../../domain/fiscal/fiscal-report';
import { formatBRL } from '../../../../domain/format/format';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { serverMessage } from '../../../lib/api-client';
import { downloadMonthZip, useFiscalReport } from '../api';

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * A label that may wrap after its slash ('Rejeitadas/denegadas' is wider than a column of the card
 * on a phone, and a word with a slash has no other place to break).
 */
function breakable(label: string) {
  const parts = label.split('/');
  return parts.map((part, index) => (
    <span key={part}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </span>
  ));
}

function Figures({ figures }: { figures: ReportFigures }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      {REPORT_BUCKETS.map((bucket) => (
        <div key={bucket} className="min-w-0">
          <dt className="text-stone-700">{breakable(REPORT_BUCKET_LABELS[bucket])}</dt>
          <dd className="flex flex-wrap gap-x-1.5 tabular-nums">
            <span className="whitespace-nowrap font-semibold text-stone-900">
              {formatBRL(figures[bucket].totalCents)}
            </span>{' '}
            <span className="whitespace-nowrap text-stone-700">
              {figures[bucket].count} {figures[bucket].count === 1 ? 'nota' : 'notas'}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function FiscalReportCard({
  restaurantId,
  range,
  today,
}: {
  restaurantId: string;
  range: { from: string; to: string };
  today: string;
}) {
  const report = useFiscalReport(restaurantId, range, range.from <= range.to);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [zip, setZip] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  return (
    <Card role="region" aria-labelledby="fiscal-report-title">
      <CardHeader>
        <CardTitle id="fiscal-report-title">Relatório fiscal</CardTitle>
        <CardDescription>
          Notas de {dayLabel(range.from)} a {dayLabel(range.to)}, por dia, pela situação de cada uma agora.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {report.isPending && range.from <= range.to && (
          <p className="text-stone-700">Carregando o relatório…</p>
        )}
        {report.isError && (
          <p role="alert" className="text-red-800">
            {serverMessage(report.error) ?? 'Não foi possível carregar o relatório fiscal.'}
          </p>
        )}
        {report.data && (
          <>
            <section aria-labelledby="fiscal-report-total" className="rounded-lg bg-stone-100 p-3">
              <p id="fiscal-report-total" className="mb-1 font-semibold text-stone-900">
                Total do período
              </p>
              <Figures figures={report.data.totals} />
            </section>
            {report.data.days.length === 0 ? (
              <p className="text-stone-700">Nenhuma nota no período.</p>
            ) : (
              <ul aria-label="Notas por dia" className="flex flex-col gap-2">
                {report.data.days.map((day) => (
                  <li key={day.day} className="rounded-lg border border-stone-200 p-3">
                    <p className="mb-1 font-semibold text-stone-900">{dayLabel(day.day)}</p>
                    <Figures figures={day} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <form
          className="flex flex-wrap items-end gap-3 border-t border-stone-200 pt-4"
          onSubmit={async (event) => {
            event.preventDefault();
            setZip({ busy: true, error: null });
            try {
              await downloadMonthZip(restaurantId, month);
              setZip({ busy: false, error: null });
            } catch (error) {
              setZip({ busy: false, error: serverMessage(error) ?? 'Não foi possível baixar os XMLs.' });
            }
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="xml-month">Mês dos XMLs</Label>
            <Input
              id="xml-month"
              type="month"
              className="w-52"
              value={month}
              max={today.slice(0, 7)}
              required
              onChange={(event) => setMonth(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={zip.busy || !month}>
            {zip.busy ? 'Preparando…' : 'Baixar XMLs do mês'}
          </Button>
          <p className="basis-full text-sm text-stone-700">
            Um arquivo ZIP com o XML de cada nota autorizada e de cada cancelamento do mês, para o contador.
          </p>
          {zip.error && (
            <p role="alert" className="basis-full text-sm font-medium text-red-800">
              {zip.error}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
