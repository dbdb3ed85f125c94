/**
 * 'Praças' (`kitchen.configure`): the restaurant's stations, each with its kind (Produção gets only
 * its items, Balcão the whole order) and its printer; add, rename, change, deactivate and reactivate.
 * The name and the printer are checked with the domain's schemas before anything is sent; the
 * server's 4xx message is shown as it comes.
 */
import { type FormEvent, useId, useState } from 'react';
import { PRINTER_FAMILY_LABELS } from '../../../../domain/kitchen/printers';
import { type StationKind, stationNameSchema } from '../../../../domain/kitchen/stations';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { ToggleSwitch } from '../../menu-management/components/toggle-switch';
import {
  type StationView,
  useCreateStation,
  useDeactivateStation,
  useStations,
  useUpdateStation,
} from '../api';
import {
  draftOfPrinter,
  NEW_PRINTER,
  type PrinterDraft,
  type PrinterIssues,
  printerSummary,
  readPrinter,
} from '../printer-draft';
import { KitchenCard } from './kitchen-card';
import { PrinterFields } from './printer-fields';

const KIND_CHOICES: { value: StationKind; label: string; hint: string }[] = [
  { value: 'producao', label: 'Produção', hint: 'recebe só os itens feitos nela' },
  { value: 'caixa', label: 'Balcão', hint: 'recebe o pedido inteiro, com cliente, endereço e pagamento' },
];

const KIND_SHORT: Record<StationKind, string> = { producao: 'Produção', caixa: 'Balcão' };

export function StationsCard({ restaurantId }: { restaurantId: string }) {
  const stations = useStations(restaurantId);
  const deactivate = useDeactivateStation(restaurantId);
  const update = useUpdateStation(restaurantId);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const rowError = deactivate.error ?? update.error;

  return (
    <KitchenCard
      title="Praças"
      description="Onde os itens são preparados e impressos: Cozinha, Bar, Pizzaria, Caixa…"
      query={stations}
    >
      {(list) => (
        <div className="flex flex-col gap-3">
          {list.length === 0 && <p className="text-stone-700">Nenhuma praça ainda.</p>}
          <ul aria-label="Praças" className="flex flex-col gap-2">
            {list.map((station) =>
              editing === station.id ? (
                <li key={station.id}>
                  <StationForm
                    restaurantId={restaurantId}
                    station={station}
                    onDone={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li
                  key={station.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 p-3"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-stone-900">
                      {station.name}
                      <span className="ml-2 text-sm font-normal text-stone-700">
                        {KIND_SHORT[station.kind]}
                      </span>
                      {!station.isActive && (
                        <span className="ml-2 rounded bg-stone-200 px-1.5 py-0.5 text-xs font-medium text-stone-800">
                          Desativada
                        </span>
                      )}
                    </p>
                    <p className="break-words text-sm text-stone-700">
                      {station.printer
                        ? printerSummary(station.printer, PRINTER_FAMILY_LABELS[station.printer.family])
                        : 'Sem impressora (só a tela da cozinha)'}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Editar ${station.name}`}
                      onClick={() => setEditing(station.id)}
                    >
                      Editar
                    </Button>
                    {station.isActive ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Desativar ${station.name}`}
                        disabled={deactivate.isPending}
                        onClick={() => deactivate.mutate(station.id)}
                      >
                        Desativar
                      </Button>
                    ) : (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Reativar ${station.name}`}
                        disabled={update.isPending}
                        onClick={() => update.mutate({ id: station.id, isActive: true })}
                      >
                        Reativar
                      </Button>
                    )}
                  </div>
                </li>
              ),
            )}
          </ul>
          {rowError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
              {serverMessage(rowError) ?? 'Não foi possível salvar. Tente de novo.'}
            </p>
          )}
          {editing === 'new' ? (
            <StationForm restaurantId={restaurantId} onDone={() => setEditing(null)} />
          ) : (
            <Button variant="outline" className="self-start" onClick={() => setEditing('new')}>
              Adicionar praça
            </Button>
          )}
        </div>
      )}
    </KitchenCard>
  );
}

interface StationFormProps {
  restaurantId: string;
  station?: StationView;
  onDone: () => void;
}

function StationForm({ restaurantId, station, onDone }: StationFormProps) {
  const id = useId();
  const create = useCreateStation(restaurantId);
  const update = useUpdateStation(restaurantId);
  const save = station ? update : create;
  const [name, setName] = useState(station?.name ?? '');
  const [kind, setKind] = useState<StationKind>(station?.kind ?? 'producao');
  const [hasPrinter, setHasPrinter] = useState(Boolean(station?.printer) || !station);
  const [printer, setPrinter] = useState<PrinterDraft>(
    station?.printer ? draftOfPrinter(station.printer) : NEW_PRINTER,
  );
  const [issues, setIssues] = useState<PrinterIssues>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const named = stationNameSchema.safeParse(name);
    const read = hasPrinter ? readPrinter(printer) : null;
    const found: PrinterIssues = { ...(read && !read.ok ? read.issues : {}) };
    if (!named.success) found.name = named.error.issues[0]?.message;
    setIssues(found);
    if (!named.success || (read && !read.ok)) return;
    const body = { name: named.data, kind, printer: read?.ok ? read.printer : null };
    if (station) update.mutate({ id: station.id, ...body }, { onSuccess: onDone });
    else create.mutate(body, { onSuccess: onDone });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={station ? `Editar ${station.name}` : 'Nova praça'}
      className="flex flex-col gap-3 rounded-lg border border-orange-200 bg-orange-50/40 p-3"
    >
      <FormField id={`${id}-name`} label="Nome da praça" error={issues.name}>
        {(describedBy) => (
          <Input
            id={`${id}-name`}
            aria-describedby={describedBy}
            aria-invalid={issues.name ? true : undefined}
            placeholder="Ex.: Cozinha, Bar, Pizzaria"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-stone-900">Tipo</legend>
        {KIND_CHOICES.map((choice) => (
          <label key={choice.value} className="flex min-h-9 items-center gap-2 text-stone-900">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === choice.value}
              onChange={() => setKind(choice.value)}
              className="size-4 shrink-0 accent-orange-700"
            />
            <span>
              {choice.label} <span className="text-sm text-stone-700">({choice.hint})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <ToggleSwitch label="Tem impressora" checked={hasPrinter} onCheckedChange={setHasPrinter} />
      {hasPrinter && (
        <PrinterFields
          id={`${id}-printer`}
          draft={printer}
          issues={issues}
          onChange={(patch) => setPrinter((current) => ({ ...current, ...patch }))}
        />
      )}
      {save.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {serverMessage(save.error) ?? 'Não foi possível salvar. Tente de novo.'}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          Salvar praça
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
