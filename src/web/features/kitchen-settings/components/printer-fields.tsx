/**
 * A station's printer: model family, paper (58 or 80 mm, which sets the columns), columns, code
 * page, cut, copies, and how it is reached (network IP and port 9100; a USB device or serial port on
 * the agent's computer; or this browser in Chrome). Errors come from the domain's schema.
 */
import {
  CODE_PAGE_LABELS,
  CODE_PAGES,
  COLUMN_CHOICES,
  CONNECTION_KINDS,
  type ConnectionKind,
  defaultColumns,
  PAPER_WIDTHS,
  PRINTER_FAMILIES,
  PRINTER_FAMILY_LABELS,
  type PrinterFamily,
} from '../../../../domain/kitchen/printers';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses, Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { PrinterDraft, PrinterIssues } from '../printer-draft';

const CONNECTION_CHOICES: Record<ConnectionKind, string> = {
  rede: 'Rede (IP, porta 9100)',
  usb: 'USB no computador do agente',
  serial: 'Serial no computador do agente',
  navegador: 'Neste navegador (Chrome)',
};

const BAUD_RATES = [9600, 19_200, 38_400, 57_600, 115_200];

const selectClasses = cn(fieldClasses, 'h-10');

interface PrinterFieldsProps {
  id: string;
  draft: PrinterDraft;
  issues: PrinterIssues;
  onChange: (patch: Partial<PrinterDraft>) => void;
}

export function PrinterFields({ id, draft, issues, onChange }: PrinterFieldsProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-family`} label="Modelo" error={issues.family}>
          {(describedBy) => (
            <select
              id={`${id}-family`}
              className={selectClasses}
              aria-describedby={describedBy}
              aria-invalid={issues.family ? true : undefined}
              value={draft.family}
              onChange={(event) => onChange({ family: event.target.value as PrinterFamily })}
            >
              <option value="">Escolha o modelo</option>
              {PRINTER_FAMILIES.map((family) => (
                <option key={family} value={family}>
                  {PRINTER_FAMILY_LABELS[family]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-code-page`}
          label="Página de código"
          hint="Para os acentos saírem certos."
          error={issues.codePage}
        >
          {(describedBy) => (
            <select
              id={`${id}-code-page`}
              className={selectClasses}
              aria-describedby={describedBy}
              value={draft.codePage}
              onChange={(event) => onChange({ codePage: event.target.value as PrinterDraft['codePage'] })}
            >
              {CODE_PAGES.map((page) => (
                <option key={page} value={page}>
                  {CODE_PAGE_LABELS[page]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-stone-900">Papel</legend>
          <div className="flex gap-4">
            {PAPER_WIDTHS.map((width) => (
              <label key={width} className="flex min-h-9 items-center gap-2 text-stone-900">
                <input
                  type="radio"
                  name={`${id}-paper`}
                  checked={draft.paperWidth === width}
                  onChange={() => onChange({ paperWidth: width, columns: defaultColumns(width) })}
                  className="size-4 accent-orange-700"
                />
                {width} mm
              </label>
            ))}
          </div>
        </fieldset>
        <FormField id={`${id}-columns`} label="Colunas" error={issues.columns}>
          {(describedBy) => (
            <select
              id={`${id}-columns`}
              className={cn(selectClasses, 'w-24')}
              aria-describedby={describedBy}
              value={draft.columns}
              onChange={(event) => onChange({ columns: Number(event.target.value) })}
            >
              {COLUMN_CHOICES.map((columns) => (
                <option key={columns} value={columns}>
                  {columns}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-copies`} label="Vias" error={issues.copies}>
          {(describedBy) => (
            <select
              id={`${id}-copies`}
              className={cn(selectClasses, 'w-20')}
              aria-describedby={describedBy}
              value={draft.copies}
              onChange={(event) => onChange({ copies: Number(event.target.value) })}
            >
              {[1, 2, 3].map((copies) => (
                <option key={copies} value={copies}>
                  {copies}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label className="flex min-h-10 items-center gap-2 text-stone-900">
          <input
            type="checkbox"
            checked={draft.cut}
            onChange={(event) => onChange({ cut: event.target.checked })}
            className="size-4 accent-orange-700"
          />
          Cortar o papel
        </label>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-stone-900">Ligação</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {CONNECTION_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-9 items-center gap-2 text-stone-900">
              <input
                type="radio"
                name={`${id}-connection`}
                checked={draft.kind === kind}
                onChange={() => onChange({ kind })}
                className="size-4 accent-orange-700"
              />
              {CONNECTION_CHOICES[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.kind === 'rede' && (
        <div className="flex flex-wrap gap-3">
          <FormField
            id={`${id}-host`}
            label="IP da impressora"
            hint="Ex.: 192.168.0.50"
            error={issues['connection.host']}
            className="min-w-0 flex-1 basis-48"
          >
            {(describedBy) => (
              <Input
                id={`${id}-host`}
                inputMode="decimal"
                autoComplete="off"
                aria-describedby={describedBy}
                aria-invalid={issues['connection.host'] ? true : undefined}
                value={draft.host}
                onChange={(event) => onChange({ host: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={`${id}-port`} label="Porta" error={issues['connection.port']} className="w-28">
            {(describedBy) => (
              <Input
                id={`${id}-port`}
                inputMode="numeric"
                aria-describedby={describedBy}
                aria-invalid={issues['connection.port'] ? true : undefined}
                value={draft.port}
                onChange={(event) => onChange({ port: event.target.value })}
              />
            )}
          </FormField>
        </div>
      )}
      {(draft.kind === 'usb' || draft.kind === 'serial') && (
        <div className="flex flex-wrap gap-3">
          <FormField
            id={`${id}-path`}
            label={draft.kind === 'usb' ? 'Dispositivo USB' : 'Porta serial'}
            hint={draft.kind === 'usb' ? 'Ex.: /dev/usb/lp0 ou USB001' : 'Ex.: COM3 ou /dev/ttyUSB0'}
            error={issues['connection.path']}
            className="min-w-0 flex-1 basis-48"
          >
            {(describedBy) => (
              <Input
                id={`${id}-path`}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={describedBy}
                aria-invalid={issues['connection.path'] ? true : undefined}
                value={draft.path}
                onChange={(event) => onChange({ path: event.target.value })}
              />
            )}
          </FormField>
          {draft.kind === 'serial' && (
            <FormField
              id={`${id}-baud`}
              label="Velocidade"
              error={issues['connection.baudRate']}
              className="w-36"
            >
              {(describedBy) => (
                <select
                  id={`${id}-baud`}
                  className={selectClasses}
                  aria-describedby={describedBy}
                  value={draft.baudRate}
                  onChange={(event) => onChange({ baudRate: event.target.value })}
                >
                  {BAUD_RATES.map((rate) => (
                    <option key={rate} value={String(rate)}>
                      {rate.toLocaleString('pt-BR')} bps
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        </div>
      )}
      {draft.kind === 'navegador' && (
        <p className="text-sm text-stone-700">
          O computador com o painel aberto no Chrome imprime os pedidos desta praça. Ligue a impressora em
          “Imprimir por este navegador”, mais abaixo.
        </p>
      )}
    </div>
  );
}
