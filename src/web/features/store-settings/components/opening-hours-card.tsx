import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_TIME_ZONE, timeZoneLabel } from '../../../../domain/format/time-zones';
import type { OpeningHoursView } from '../../../../domain/menu/menu-api';
import { WEEKDAY_LABELS } from '../../../../domain/menu/opening-hours';
import { openingHoursSchema } from '../../../../domain/menu/opening-hours.schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useUpdateOpeningHours } from '../api/update-opening-hours';
import { notifyFailed, notifySaved } from './notify';

/** Monday first, as Brazilian calendars show the week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

interface OpeningHoursCardProps {
  restaurantId: string;
  hours: OpeningHoursView[];
  /** The restaurant's zone (decision 0014); Brasília's when not known. */
  timeZone?: string;
}

/** Periods per weekday, several a day, a late period ending after midnight (18:00 to 02:00). */
export function OpeningHoursCard({
  restaurantId,
  hours,
  timeZone = DEFAULT_TIME_ZONE,
}: OpeningHoursCardProps) {
  const update = useUpdateOpeningHours(restaurantId);
  const [periods, setPeriods] = useState(hours);
  const [error, setError] = useState<string>();

  const change = (index: number, field: 'opensAt' | 'closesAt', value: string) =>
    setPeriods((current) =>
      current.map((period, i) => (i === index ? { ...period, [field]: value } : period)),
    );

  const save = () => {
    const parsed = openingHoursSchema.safeParse({ periods });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    update.mutate(periods, { onSuccess: notifySaved, onError: notifyFailed });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Horário de funcionamento</CardTitle>
        <CardDescription>
          Fuso horário: {timeZoneLabel(timeZone)} (muda em Visual › Localização). Para fechar depois da
          meia-noite, informe o horário do dia seguinte (ex.: 18:00 às 02:00). Sem horários cadastrados, o
          restaurante fica sempre aberto.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {periods.length === 0 && (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 font-medium text-green-900">
            Sem horário definido: aberto sempre
          </p>
        )}
        {WEEK_ORDER.map((weekday) => {
          const day = WEEKDAY_LABELS[weekday];
          const entries = periods
            .map((period, index) => ({ period, index }))
            .filter(({ period }) => period.weekday === weekday);
          return (
            <div
              key={weekday}
              className="flex flex-col gap-2 border-b border-stone-200 pb-3 sm:flex-row sm:items-start"
            >
              <span className="w-24 pt-2 font-medium text-stone-900">{day}</span>
              <div className="flex flex-1 flex-col gap-2">
                {entries.length === 0 && (
                  // With no period on any day the restaurant is always open (domain/menu/opening-hours).
                  <span className="pt-2 text-sm text-stone-600">
                    {periods.length === 0 ? 'Aberto o dia todo' : 'Fechado'}
                  </span>
                )}
                {entries.map(({ period, index }, n) => (
                  <div key={index} className="flex items-center gap-2">
                    <Input
                      type="time"
                      className="w-32"
                      aria-label={`${day}, período ${n + 1}: abre às`}
                      value={period.opensAt}
                      onChange={(event) => change(index, 'opensAt', event.target.value)}
                    />
                    <span className="text-stone-700">às</span>
                    <Input
                      type="time"
                      className="w-32"
                      aria-label={`${day}, período ${n + 1}: fecha às`}
                      value={period.closesAt}
                      onChange={(event) => change(index, 'closesAt', event.target.value)}
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remover período ${n + 1} de ${day}`}
                      onClick={() => setPeriods((current) => current.filter((_, i) => i !== index))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                ))}
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Adicionar horário em ${day}`}
                onClick={() =>
                  setPeriods((current) => [...current, { weekday, opensAt: '18:00', closesAt: '23:00' }])
                }
              >
                <Plus aria-hidden="true" />
                Horário
              </Button>
            </div>
          );
        })}
        <FieldError message={error} />
        <Button className="self-start" disabled={update.isPending} onClick={save}>
          Salvar horários
        </Button>
      </CardContent>
    </Card>
  );
}
